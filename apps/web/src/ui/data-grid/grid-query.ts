import type { FilterValue, GridFilters, GridState } from './grid-types.ts';

/** Pure helpers of the shared grid: API Platform query building, ranges and page links. */
export const defaultItemsPerPage = 10;
export const maxPageLinks = 5;

/** Whether a filter holds anything to send. */
export const isFilterActive = (filter: FilterValue | undefined): filter is FilterValue => {
  if (!filter) return false;
  switch (filter.kind) {
    case 'text':
    case 'number':
      return filter.value.trim() !== '';
    case 'date':
      return filter.after !== '' || filter.before !== '';
    case 'list':
      return filter.values.length > 0;
  }
};

export const activeFilterCount = (filters: GridFilters): number =>
  Object.values(filters).filter((filter) => isFilterActive(filter)).length;

/** Appends one column's filter in API Platform form (partial/exact value, date bounds, list). */
export const appendFilter = (params: URLSearchParams, column: string, filter: FilterValue): void => {
  switch (filter.kind) {
    case 'text':
    case 'number':
      if (filter.value.trim() !== '') params.append(column, filter.value.trim());
      return;
    case 'date':
      if (filter.after) params.append(`${column}[after]`, filter.after);
      if (filter.before) params.append(`${column}[before]`, filter.before);
      return;
    case 'list':
      for (const value of filter.values) params.append(`${column}[]`, value);
      return;
  }
};

/** page, itemsPerPage, order[col] and the filters of a grid state, after the fixed parameters. */
export const buildGridQuery = (
  state: GridState,
  fixed: Readonly<Record<string, string | number | boolean>> = {},
): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fixed)) params.append(key, String(value));
  params.set('page', String(state.page));
  params.set('itemsPerPage', String(state.itemsPerPage));
  if (state.sort) params.set(`order[${state.sort.column}]`, state.sort.direction);
  for (const [column, filter] of Object.entries(state.filters)) appendFilter(params, column, filter);
  return params;
};

export const pageCountOf = (total: number, itemsPerPage: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, itemsPerPage)));

/** The 1-based positions of the first and last rows of a page ("from X to Y / total"). */
export const rangeOf = (page: number, itemsPerPage: number, total: number): { from: number; to: number } => {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * itemsPerPage + 1;
  return { from: Math.min(from, total), to: Math.min(page * itemsPerPage, total) };
};

/** At most `size` page links, centred on the current page where possible. */
export const pageWindow = (page: number, pageCount: number, size = maxPageLinks): number[] => {
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
};
