import { Box, LoadingOverlay, Paper, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ColumnHeader } from '../../../../ui/data-grid/column-header.tsx';
import classes from '../../../../ui/data-grid/data-grid.module.css';
import { GridPager } from '../../../../ui/data-grid/grid-pager.tsx';
import { buildGridQuery } from '../../../../ui/data-grid/grid-query.ts';
import type { FilterValue, GridColumn, GridFilters, GridSort } from '../../../../ui/data-grid/grid-types.ts';
import { useGridCollection } from '../../../../ui/data-grid/use-grid-collection.ts';

export const customerRowHeight = 40;
export const customerDefaultSort: GridSort = { column: 'id', direction: 'desc' };

export interface CustomerGridProps<S extends z.ZodType> {
  resource: string;
  schema: S;
  queryKey: readonly unknown[];
  columns: readonly GridColumn<z.output<S>>[];
  rowKey: (row: z.output<S>) => string | number;
  fixedQuery?: Readonly<Record<string, string | number | boolean>>;
  /** The filters, held by the screen (its filter panel and the column headers share them). */
  filters: GridFilters;
  onFiltersChange: (filters: GridFilters) => void;
  itemsPerPage?: number;
  /** Message keys of the loading and empty states. */
  loadingKey: string;
  emptyKey: string;
  onRowClick?: (row: z.output<S>) => void;
  toolbar?: ReactNode;
  testId: string;
}

/**
 * The customers grid: the shared grid's headers (sort, "like" text filters) and pager over a hydra
 * collection, with filters the page controls and the customers' own loading and empty messages.
 * The page goes back to 1 whenever the filters change.
 */
export function CustomerGrid<S extends z.ZodType>({
  resource,
  schema,
  queryKey,
  columns,
  rowKey,
  fixedQuery,
  filters,
  onFiltersChange,
  itemsPerPage = 10,
  loadingKey,
  emptyKey,
  onRowClick,
  toolbar,
  testId,
}: CustomerGridProps<S>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<GridSort>(customerDefaultSort);
  const filtersKey = JSON.stringify([filters, fixedQuery ?? {}]);
  const [paging, setPaging] = useState({ page: 1, key: filtersKey });
  const page = paging.key === filtersKey ? paging.page : 1;
  const params = buildGridQuery({ page, itemsPerPage, sort, filters }, fixedQuery);
  const query = useGridCollection(resource, schema, queryKey, params);
  const rows = query.data?.['hydra:member'] ?? [];
  const total = query.data?.['hydra:totalItems'] ?? 0;

  const handleFilter = (column: string, value: FilterValue | undefined) => {
    const next: Record<string, FilterValue> = { ...filters };
    if (value) next[column] = value;
    else delete next[column];
    onFiltersChange(next);
  };

  return (
    <Paper withBorder radius="md" className={classes.root} data-testid={testId}>
      {toolbar}
      <Box pos="relative" className={classes.tableWrap}>
        <LoadingOverlay
          visible={query.isFetching && rows.length > 0}
          zIndex={2}
          overlayProps={{ blur: 1, backgroundOpacity: 0.5 }}
          loaderProps={{ size: 'sm' }}
        />
        <Table
          highlightOnHover={Boolean(onRowClick)}
          verticalSpacing={0}
          horizontalSpacing="md"
          className={classes.table}
          stickyHeader
        >
          <Table.Thead>
            <Table.Tr h={customerRowHeight}>
              {columns.map((column) => (
                <ColumnHeader
                  key={column.id}
                  column={column}
                  sort={sort}
                  filter={filters[column.id]}
                  onSort={(next) => {
                    setSort(next);
                    setPaging({ page: 1, key: filtersKey });
                  }}
                  onFilter={(value) => handleFilter(column.id, value)}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr h={customerRowHeight * 2}>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" size="sm" data-testid={`${testId}-empty`}>
                    {query.isPending || (query.isFetching && rows.length === 0)
                      ? t(loadingKey)
                      : query.isError
                        ? t('CUSTOMERS.LOAD_ERROR')
                        : t(emptyKey)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  h={customerRowHeight}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  className={onRowClick ? classes.clickableRow : undefined}
                  data-testid={`${testId}-row`}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.id} ta={column.align}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Box>
      <GridPager
        page={page}
        itemsPerPage={itemsPerPage}
        total={total}
        onPage={(next) => setPaging({ page: next, key: filtersKey })}
      />
    </Paper>
  );
}
