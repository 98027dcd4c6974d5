import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { defaultItemsPerPage, gridStateFromSearch, searchWithGridState } from './grid-query.ts';
import type { GridColumn, GridDefaults, GridFilterKinds, GridSort, GridState } from './grid-types.ts';

export const defaultGridSort: GridSort = { column: 'id', direction: 'desc' };

/** What a grid's state is made of: its columns' filters and sorts, the screen's extra filters, defaults. */
export interface GridStateShape {
  kinds: GridFilterKinds;
  sortable: readonly string[];
  defaults: GridDefaults;
}

export const gridStateShape = <Row>(
  columns: readonly GridColumn<Row>[],
  options: {
    /** Filters held in the grid's state that no column shows (a screen's own filter field). */
    extraFilters?: GridFilterKinds;
    defaultItemsPerPage?: number;
    defaultSort?: GridSort | null;
  } = {},
): GridStateShape => {
  const kinds: Record<string, GridFilterKinds[string]> = { ...options.extraFilters };
  for (const column of columns) if (column.filter) kinds[column.id] = column.filter.kind;
  return {
    kinds,
    sortable: columns.filter((column) => column.sortable ?? true).map((column) => column.id),
    defaults: {
      itemsPerPage: options.defaultItemsPerPage ?? defaultItemsPerPage,
      sort: options.defaultSort === undefined ? defaultGridSort : options.defaultSort,
    },
  };
};

export const initialGridState = (shape: GridStateShape): GridState => ({
  page: 1,
  itemsPerPage: shape.defaults.itemsPerPage,
  sort: shape.defaults.sort,
  filters: {},
});

export type GridStateSetter = (next: GridState, options?: { replace?: boolean }) => void;

/**
 * The grid's page, page size, sort and filters in the page URL (react-router search parameters):
 * each change is a history entry, so the back button returns to the earlier list and a bookmark
 * reopens it. Other search parameters of the page are kept.
 */
export const useUrlGridState = (shape: GridStateShape): [GridState, GridStateSetter] => {
  const [search, setSearch] = useSearchParams();
  const state = gridStateFromSearch(search, shape.kinds, shape.defaults, shape.sortable);
  const { kinds, defaults } = shape;
  const setState = useCallback<GridStateSetter>(
    (next, options) => {
      const updated = searchWithGridState(search, next, kinds, defaults);
      // A change that changes nothing adds no history entry.
      if (updated.toString() === search.toString()) return;
      setSearch(updated, { replace: options?.replace, preventScrollReset: true });
    },
    [search, setSearch, kinds, defaults],
  );
  return [state, setState];
};

/** The same state held by the component (a grid inside a modal leaves the page URL alone). */
export const useLocalGridState = (shape: GridStateShape): [GridState, GridStateSetter] => {
  const [state, setState] = useState<GridState>(() => initialGridState(shape));
  const set = useCallback<GridStateSetter>((next) => setState(next), []);
  return [state, set];
};
