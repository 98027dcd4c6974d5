import type {
  FilterValue,
  GridDefaults,
  GridFilterKinds,
  GridFilters,
  GridSort,
  GridState,
} from './grid-types.ts';

/**
 * Pure helpers of the shared grid: API Platform query building, the grid's state in the page URL,
 * ranges and page links (docs/decisions/data-grid.md).
 */
/** The page sizes a user may choose; staff lists show 25 rows unless their spec says 10. */
export const pageSizes = [10, 25, 50, 100] as const;
export const defaultItemsPerPage = 25;
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

/** Parameters a screen always sends (its scope); a list value is sent once per item (`state.id[]`). */
export type FixedQuery = Readonly<Record<string, string | number | boolean | readonly (string | number)[]>>;

/** page, itemsPerPage, order[col] and the filters of a grid state, after the fixed parameters. */
export const buildGridQuery = (state: GridState, fixed: FixedQuery = {}): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fixed))
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
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

/** The grid-owned URL keys of one filter (`name`, `name[after]`, `name[]`...). */
const filterKeys = (column: string): string[] => [
  column,
  `${column}[after]`,
  `${column}[before]`,
  `${column}[]`,
];

const isSortKey = (key: string) => /^order\[.+\]$/.test(key);

/**
 * The grid's state read from the page's search parameters, written as the API reads them (page,
 * itemsPerPage, order[column], the filters): a bookmarked list opens as it was. Anything unknown or
 * out of range falls back to the defaults: a hand-edited URL never breaks the list.
 */
export const gridStateFromSearch = (
  search: URLSearchParams,
  kinds: GridFilterKinds,
  defaults: GridDefaults,
  sortable: readonly string[],
): GridState => {
  const page = Number(search.get('page'));
  const size = Number(search.get('itemsPerPage'));
  let sort: GridSort | null = defaults.sort;
  for (const [key, value] of search) {
    const column = /^order\[(.+)\]$/.exec(key)?.[1];
    if (column && sortable.includes(column) && (value === 'asc' || value === 'desc')) {
      sort = { column, direction: value };
      break;
    }
  }
  const filters: Record<string, FilterValue> = {};
  for (const [column, kind] of Object.entries(kinds)) {
    let filter: FilterValue;
    if (kind === 'text' || kind === 'number') filter = { kind, value: search.get(column) ?? '' };
    else if (kind === 'date')
      filter = {
        kind,
        after: search.get(`${column}[after]`) ?? '',
        before: search.get(`${column}[before]`) ?? '',
      };
    else filter = { kind, values: search.getAll(`${column}[]`) };
    if (isFilterActive(filter)) filters[column] = filter;
  }
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    itemsPerPage: (pageSizes as readonly number[]).includes(size) ? size : defaults.itemsPerPage,
    sort,
    filters,
  };
};

/**
 * The page's search parameters holding this grid state: the grid's own keys are replaced, any other
 * parameter is kept; what equals the defaults is left out (a list without choices has a clean URL).
 */
export const searchWithGridState = (
  current: URLSearchParams,
  state: GridState,
  kinds: GridFilterKinds,
  defaults: GridDefaults,
): URLSearchParams => {
  const owned = new Set(['page', 'itemsPerPage', ...Object.keys(kinds).flatMap(filterKeys)]);
  for (const column of Object.keys(state.filters)) for (const key of filterKeys(column)) owned.add(key);
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!owned.has(key) && !isSortKey(key)) next.append(key, value);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.itemsPerPage !== defaults.itemsPerPage) next.set('itemsPerPage', String(state.itemsPerPage));
  const sort = state.sort;
  const isDefaultSort =
    sort?.column === defaults.sort?.column && sort?.direction === defaults.sort?.direction;
  if (sort && !isDefaultSort) next.set(`order[${sort.column}]`, sort.direction);
  for (const [column, filter] of Object.entries(state.filters)) appendFilter(next, column, filter);
  return next;
};

/** Whether two grid states ask the server the same thing. */
export const sameGridState = (a: GridState, b: GridState): boolean =>
  buildGridQuery(a).toString() === buildGridQuery(b).toString();
