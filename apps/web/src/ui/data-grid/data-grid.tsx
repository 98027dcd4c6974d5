import { Box, Button, Group, LoadingOverlay, Paper, Table, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ColumnHeader } from './column-header.tsx';
import classes from './data-grid.module.css';
import { GridPager } from './grid-pager.tsx';
import { activeFilterCount, buildGridQuery, defaultItemsPerPage } from './grid-query.ts';
import type { FilterValue, GridColumn, GridFilters, GridSort, GridState } from './grid-types.ts';
import { useGridCollection } from './use-grid-collection.ts';

export const gridRowHeight = 40;
export const defaultGridSort: GridSort = { column: 'id', direction: 'desc' };

export interface DataGridProps<S extends z.ZodType> {
  /** The hydra collection, e.g. "/sites". */
  resource: string;
  /** The member schema of the collection (from the contract). */
  schema: S;
  queryKey: readonly unknown[];
  columns: readonly GridColumn<z.output<S>>[];
  rowKey: (row: z.output<S>) => string | number;
  /** Parameters always sent, e.g. { 'type.id': 2 }. */
  fixedQuery?: Readonly<Record<string, string | number | boolean>>;
  itemsPerPage?: number;
  defaultSort?: GridSort;
  onRowClick?: (row: z.output<S>) => void;
  /** Extra controls shown left of the reset-filter action. */
  toolbar?: ReactNode;
  testId?: string;
}

/**
 * The shared list grid: server-side paging, sorting and per-column filters over a hydra collection
 * (rentals spec "Shared list grid"). Default sort id descending; pages start at 1.
 */
export function DataGrid<S extends z.ZodType>({
  resource,
  schema,
  queryKey,
  columns,
  rowKey,
  fixedQuery,
  itemsPerPage = defaultItemsPerPage,
  defaultSort = defaultGridSort,
  onRowClick,
  toolbar,
  testId = 'data-grid',
}: DataGridProps<S>) {
  const { t } = useTranslation();
  const [state, setState] = useState<GridState>({ page: 1, itemsPerPage, sort: defaultSort, filters: {} });
  const query = useGridCollection(resource, schema, queryKey, buildGridQuery(state, fixedQuery));
  const rows = query.data?.['hydra:member'] ?? [];
  const total = query.data?.['hydra:totalItems'] ?? 0;
  const filterCount = activeFilterCount(state.filters);

  const handleSort = (sort: GridSort) => setState((current) => ({ ...current, sort, page: 1 }));
  const handleFilter = (column: string, value: FilterValue | undefined) =>
    setState((current) => {
      const filters: Record<string, FilterValue> = { ...current.filters };
      if (value) filters[column] = value;
      else delete filters[column];
      return { ...current, filters: filters as GridFilters, page: 1 };
    });
  const handleReset = () => setState((current) => ({ ...current, filters: {}, page: 1 }));
  const handlePage = (page: number) => setState((current) => ({ ...current, page }));

  return (
    <Paper withBorder radius="md" className={classes.root} data-testid={testId}>
      <Group justify="space-between" px="md" py="xs" className={classes.toolbar} wrap="wrap">
        <Group gap="xs">{toolbar}</Group>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={15} />}
          disabled={filterCount === 0}
          onClick={handleReset}
          data-testid="grid-reset-filters"
        >
          {t('GRID.RESET_FILTERS')}
          {filterCount > 0 ? ` (${filterCount})` : ''}
        </Button>
      </Group>
      <Box pos="relative" className={classes.tableWrap}>
        <LoadingOverlay
          visible={query.isFetching}
          zIndex={2}
          overlayProps={{ blur: 1, backgroundOpacity: 0.5 }}
          loaderProps={{ size: 'sm' }}
          data-testid="grid-loading"
        />
        <Table
          highlightOnHover={Boolean(onRowClick)}
          verticalSpacing={0}
          horizontalSpacing="md"
          className={classes.table}
          stickyHeader
        >
          <Table.Thead>
            <Table.Tr h={gridRowHeight}>
              {columns.map((column) => (
                <ColumnHeader
                  key={column.id}
                  column={column}
                  sort={state.sort}
                  filter={state.filters[column.id]}
                  onSort={handleSort}
                  onFilter={(value) => handleFilter(column.id, value)}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr h={gridRowHeight * 2}>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" size="sm" data-testid="grid-empty">
                    {query.isPending
                      ? t('LOADING')
                      : query.isError
                        ? t('GRID.LOAD_ERROR')
                        : t('GRID.NO_ROWS')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  h={gridRowHeight}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  className={onRowClick ? classes.clickableRow : undefined}
                  data-testid="grid-row"
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
      <GridPager page={state.page} itemsPerPage={state.itemsPerPage} total={total} onPage={handlePage} />
    </Paper>
  );
}
