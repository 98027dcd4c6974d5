import {
  type ColumnDef,
  functionalUpdate,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CollectionRoute } from '@/shared/api/api-route.ts';
import { columnWidth, minColumnWidth } from './column-width.ts';
import { activeFilterCount, buildGridQuery, type FixedQuery } from './grid-query.ts';
import type { FilterValue, GridColumn, GridFilters, GridSort, GridState } from './grid-types.ts';
import { useGridCollection } from './use-grid-collection.ts';
import type { GridStateSetter, GridStateShape } from './use-grid-state.ts';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });

/**
 * The state of a grid's view: its page of rows from the server, the TanStack table over it, the
 * sort, paging and filter changes written back to the grid state, and the reset.
 */
export function useGridView<S extends z.ZodType>({
  route,
  queryKey,
  columns,
  rowKey,
  fixedQuery,
  shape,
  state,
  onStateChange,
}: {
  route: CollectionRoute<S>;
  queryKey: readonly unknown[];
  columns: readonly GridColumn<z.output<S>>[];
  rowKey: (row: z.output<S>) => string | number;
  fixedQuery?: FixedQuery;
  shape: GridStateShape;
  state: GridState;
  onStateChange: GridStateSetter;
}) {
  type Row = z.output<S>;
  const { t } = useTranslation();
  const query = useGridCollection(route, queryKey, buildGridQuery(state, fixedQuery));
  // Zod members are objects: the table holds them as its row data and hands each back to its cell.
  const rows = (query.data?.['hydra:member'] ?? []) as RowData[];
  const total = query.data?.['hydra:totalItems'] ?? 0;
  const filterCount = activeFilterCount(state.filters);
  const { defaults } = shape;
  const isDefaultSort =
    state.sort?.column === defaults.sort?.column && state.sort?.direction === defaults.sort?.direction;
  const mayReset = filterCount > 0 || !isDefaultSort;

  // The fixed parameters are the screen's scope (a site, a company...): a new scope starts on page 1.
  const fixedKey = JSON.stringify(fixedQuery ?? {});
  const previousFixedKey = useRef(fixedKey);
  useEffect(() => {
    if (previousFixedKey.current === fixedKey) return;
    previousFixedKey.current = fixedKey;
    if (state.page !== 1) onStateChange({ ...state, page: 1 }, { replace: true });
  }, [fixedKey, state, onStateChange]);

  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const columnDefs = useMemo(
    (): ColumnDef<typeof features, RowData>[] =>
      columns.map((column) => ({
        id: column.id,
        // The server sorts (manualSorting): the accessor only makes the column sortable for the table.
        accessorFn: () => column.id,
        enableSorting: column.sortable ?? true,
        header: () => t(column.headerKey),
        cell: ({ row }) => column.cell(row.original as Row),
      })),
    [columns, t],
  );
  const sorting: SortingState = state.sort
    ? [{ id: state.sort.column, desc: state.sort.direction === 'desc' }]
    : [];
  const pagination: PaginationState = { pageIndex: state.page - 1, pageSize: state.itemsPerPage };

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => String(rowKey(row as Row)),
    state: { sorting, pagination },
    manualSorting: true,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const [first] = functionalUpdate(updater, sorting);
      const sort: GridSort | null = first
        ? { column: first.id, direction: first.desc ? 'desc' : 'asc' }
        : defaults.sort;
      onStateChange({ ...state, sort, page: 1 });
    },
    manualPagination: true,
    rowCount: total,
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      const itemsPerPage = next.pageSize;
      // A new page size starts again on page 1: the old page number means other rows.
      const page = itemsPerPage === state.itemsPerPage ? next.pageIndex + 1 : 1;
      onStateChange({ ...state, page, itemsPerPage });
    },
  });

  const handleFilter = (column: string, value: FilterValue | undefined) => {
    const filters: Record<string, FilterValue> = { ...state.filters };
    if (value) filters[column] = value;
    else delete filters[column];
    onStateChange({ ...state, filters: filters as GridFilters, page: 1 });
  };
  const handleReset = () => onStateChange({ ...state, filters: {}, sort: defaults.sort, page: 1 });

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const tableRows = table.getRowModel().rows;
  const minWidth = columns.reduce((sum, column) => {
    const width = columnWidth(column as GridColumn<never>);
    return sum + (typeof width === 'number' ? width : minColumnWidth);
  }, 0);

  return {
    query,
    table,
    byId,
    headers,
    tableRows,
    total,
    filterCount,
    mayReset,
    minWidth,
    handleFilter,
    handleReset,
  };
}
