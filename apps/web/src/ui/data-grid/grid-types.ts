import type { ReactNode } from 'react';

/** Column, sort and filter shapes of the shared list grid (rentals spec "Shared list grid"). */
export type FilterKind = 'text' | 'number' | 'date' | 'list';
export type SortDirection = 'asc' | 'desc';

export interface GridSort {
  column: string;
  direction: SortDirection;
}

export interface ListFilterOption {
  value: string;
  /** Translation key of the option's label. */
  labelKey: string;
}

export type ColumnFilter =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'list'; options: readonly ListFilterOption[] };

export type FilterValue =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'date'; after: string; before: string }
  | { kind: 'list'; values: readonly string[] };

export type GridFilters = Readonly<Record<string, FilterValue>>;

export interface GridColumn<Row> {
  /** The API field used for order[...] and the filters, e.g. "name" or "country.name". */
  id: string;
  headerKey: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  filter?: ColumnFilter;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface GridState {
  page: number;
  itemsPerPage: number;
  sort: GridSort | null;
  filters: GridFilters;
}
