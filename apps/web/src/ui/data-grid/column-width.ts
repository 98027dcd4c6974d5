import type { GridColumn } from './grid-types.ts';

/** The width a column without one of its own is given at least (the table scrolls beyond). */
export const minColumnWidth = 120;

/**
 * The narrowest a column may be: its padding, its sort arrows and filter button, and room for a
 * short label ("ID") — a fixed width below it cut even two letters.
 */
const headerMinWidth = (column: GridColumn<never>): number =>
  24 + 30 + ((column.sortable ?? true) ? 18 : 0) + (column.filter ? 26 : 0);

/** A column's width in the fixed layout: its own, never below what its header needs. */
export const columnWidth = (column: GridColumn<never>): number | string | undefined =>
  typeof column.width === 'number' ? Math.max(column.width, headerMinWidth(column)) : column.width;
