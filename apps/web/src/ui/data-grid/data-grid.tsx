import { Box, Button, Group, LoadingOverlay, Paper, Table, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TextKey } from '@/i18n/text-key.ts';
import type { CollectionRoute } from '@/shared/api/api-route.ts';
import { ColumnHeader } from './column-header.tsx';
import { columnWidth } from './column-width.ts';
import classes from './data-grid.module.css';
import { GridPager } from './grid-pager.tsx';
import type { FixedQuery } from './grid-query.ts';
import type { GridColumn, GridFilterKinds, GridSort, GridState } from './grid-types.ts';
import {
  type GridStateSetter,
  type GridStateShape,
  gridStateShape,
  useLocalGridState,
  useUrlGridState,
} from './use-grid-state.ts';
import { useGridView } from './use-grid-view.ts';

export { columnWidth } from './column-width.ts';
export { defaultGridSort } from './use-grid-state.ts';

/** Header and row height of every list (back-office spec §9: 40). */
export const gridRowHeight = 40;

const isCut = (element: Element): boolean => element.scrollWidth > element.clientWidth + 1;

/**
 * A cell cut with an ellipsis shows its whole text on hover (a native tooltip, set when the pointer
 * enters, so that only cut cells carry one); a cell whose column gives its own title keeps it.
 */
export const showCutText = (event: MouseEvent<HTMLTableCellElement>) => {
  const cell = event.currentTarget;
  if (cell.querySelector('[title]')) return;
  const cut = isCut(cell) || Array.from(cell.children).some(isCut);
  const text = cell.textContent?.trim() ?? '';
  if (cut && text) cell.title = text;
  else cell.removeAttribute('title');
};

export interface DataGridProps<S extends z.ZodType> {
  /** The list route of the table, e.g. `sitesRoutes['GET /sites']` (its member schema types the rows). */
  route: CollectionRoute<S>;
  queryKey: readonly unknown[];
  columns: readonly GridColumn<z.output<S>>[];
  rowKey: (row: z.output<S>) => string | number;
  /** Parameters always sent, e.g. { 'type.id': 2 }; when they change the grid goes back to page 1. */
  fixedQuery?: FixedQuery;
  /** Rows per page until the user picks another size (10, 25, 50 or 100): 25 unless the spec says. */
  defaultItemsPerPage?: number;
  defaultSort?: GridSort;
  /**
   * Where the page, page size, sort and filters live: the page URL (default: a list can be
   * bookmarked and the back button returns to the earlier state) or the component (a grid inside a
   * modal). A screen that shares the state with its own filter fields passes `state` instead.
   */
  stateIn?: 'url' | 'local';
  /** A controlled grid: the state and its setter (e.g. from `useUrlGridState`). */
  state?: GridState;
  onStateChange?: GridStateSetter;
  /** Filters held in the state that no column shows (the screen's own filter fields). */
  extraFilters?: GridFilterKinds;
  onRowClick?: (row: z.output<S>) => void;
  /** Extra controls shown left of the reset action. */
  toolbar?: ReactNode;
  /** Message keys of the loading and empty states (defaults: "Loading…", "No rows to show"). */
  loadingKey?: TextKey;
  emptyKey?: TextKey;
  testId?: string;
}

/**
 * The one list grid of the app (rentals spec "Shared list grid", docs/decisions/data-grid.md): a
 * TanStack Table over one page of a hydra collection, with server-side paging, sorting and
 * per-column filters, a page-size choice, one reset action, and its state in the page URL.
 */
export function DataGrid<S extends z.ZodType>(props: DataGridProps<S>) {
  const shape = gridStateShape(props.columns, {
    extraFilters: props.extraFilters,
    defaultItemsPerPage: props.defaultItemsPerPage,
    defaultSort: props.defaultSort,
  });
  if (props.state && props.onStateChange)
    return <GridView {...props} shape={shape} state={props.state} onStateChange={props.onStateChange} />;
  return props.stateIn === 'local' ? (
    <LocalGrid {...props} shape={shape} />
  ) : (
    <UrlGrid {...props} shape={shape} />
  );
}

type ShapedProps<S extends z.ZodType> = DataGridProps<S> & { shape: GridStateShape };

function UrlGrid<S extends z.ZodType>(props: ShapedProps<S>) {
  const [state, setState] = useUrlGridState(props.shape);
  return <GridView {...props} state={state} onStateChange={setState} />;
}

function LocalGrid<S extends z.ZodType>(props: ShapedProps<S>) {
  const [state, setState] = useLocalGridState(props.shape);
  return <GridView {...props} state={state} onStateChange={setState} />;
}

function GridView<S extends z.ZodType>(
  props: ShapedProps<S> & { state: GridState; onStateChange: GridStateSetter },
) {
  type Row = z.output<S>;
  const {
    columns,
    onRowClick,
    toolbar,
    loadingKey = 'LOADING',
    emptyKey = 'GRID.NO_ROWS',
    testId = 'data-grid',
    state,
  } = props;
  const { t } = useTranslation();
  const {
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
  } = useGridView(props);

  return (
    <Paper withBorder radius="md" className={classes.root} data-testid={testId}>
      <Group justify="space-between" px="md" py={6} className={classes.toolbar} wrap="wrap">
        <Group gap="xs">{toolbar}</Group>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={15} />}
          disabled={!mayReset}
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
          horizontalSpacing="sm"
          className={classes.table}
          style={{ minWidth }}
          stickyHeader
        >
          {/* Fixed layout: the widths come from here, never from the rows of the current page. */}
          <colgroup>
            {columns.map((column) => (
              <col key={column.id} style={{ width: columnWidth(column as GridColumn<never>) }} />
            ))}
          </colgroup>
          <Table.Thead>
            <Table.Tr h={gridRowHeight}>
              {headers.map((header) => {
                const column = byId.get(header.column.id);
                if (!column) return null;
                const sorted = header.column.getIsSorted();
                return (
                  <ColumnHeader
                    key={header.id}
                    column={column}
                    direction={sorted === false ? null : sorted}
                    isSortable={header.column.getCanSort()}
                    filter={state.filters[column.id]}
                    onSort={(direction) => header.column.toggleSorting(direction === 'desc', false)}
                    onFilter={(value) => handleFilter(column.id, value)}
                  />
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tableRows.length === 0 ? (
              <Table.Tr h={gridRowHeight * 2}>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" c="dimmed" size="sm" data-testid="grid-empty">
                    {query.isPending ? t(loadingKey) : query.isError ? t('GRID.LOAD_ERROR') : t(emptyKey)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              tableRows.map((row) => (
                <Table.Tr
                  key={row.id}
                  h={gridRowHeight}
                  onClick={onRowClick ? () => onRowClick(row.original as Row) : undefined}
                  className={onRowClick ? classes.clickableRow : undefined}
                  data-testid="grid-row"
                >
                  {row.getAllCells().map((cell) => (
                    <Table.Td
                      key={cell.id}
                      ta={byId.get(cell.column.id)?.align}
                      className={classes.cell}
                      onMouseEnter={showCutText}
                    >
                      <table.FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Box>
      <GridPager
        page={state.page}
        itemsPerPage={state.itemsPerPage}
        total={total}
        onPage={(page) => table.setPageIndex(page - 1)}
        onPageSize={(size) => table.setPageSize(size)}
      />
    </Paper>
  );
}
