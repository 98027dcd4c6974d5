import type { ReactNode } from 'react';
import type { TextKey } from '@/i18n/text-key.ts';

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
  labelKey: TextKey;
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
  headerKey: TextKey;
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

/** What a grid goes back to on reset, and what its URL leaves out. */
export interface GridDefaults {
  itemsPerPage: number;
  sort: GridSort | null;
}

/** The kind of each filter a grid holds, by API filter name (its columns' and any extra ones). */
export type GridFilterKinds = Readonly<Record<string, FilterKind>>;

/** The Active/Inactive list filter of an activated-like column (sent as field[]=1 / field[]=0). */
export const activeListFilterOf = (activeKey: TextKey, inactiveKey: TextKey): ColumnFilter => ({
  kind: 'list',
  options: [
    { value: '1', labelKey: activeKey },
    { value: '0', labelKey: inactiveKey },
  ],
});
