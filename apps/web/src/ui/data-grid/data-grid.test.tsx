import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydraCollection } from '@velodesk/contract/hydra';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '@/i18n/i18n.ts';
import type { CollectionRoute } from '@/shared/api/api-route.ts';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { DataGrid, type DataGridProps } from './data-grid.tsx';
import type { GridColumn } from './grid-types.ts';

const row = z.object({ id: z.number(), name: z.string(), state: z.string() });
/** The list route of the table the grid reads: its path and member schema. */
const thingsRoute = {
  method: 'GET',
  path: '/things',
  resource: 'Thing',
  permission: 'login',
  tags: [],
  collection: row,
} satisfies CollectionRoute<typeof row>;
type Row = z.infer<typeof row>;

const columns: GridColumn<Row>[] = [
  { id: 'id', headerKey: 'GRID.PAGE', cell: (r) => r.id, filter: { kind: 'number' }, width: 80 },
  { id: 'name', headerKey: 'PROFILE.USERNAME', cell: (r) => r.name, filter: { kind: 'text' } },
  { id: 'createdAt', headerKey: 'GRID.DATE_FROM', cell: () => '', filter: { kind: 'date' } },
  {
    id: 'state.id',
    headerKey: 'SITES.CURRENT',
    cell: (r) => r.state,
    filter: {
      kind: 'list',
      options: [
        { value: '1', labelKey: 'GRID.APPLY' },
        { value: '2', labelKey: 'GRID.CLEAR' },
      ],
    },
  },
  { id: 'actions', headerKey: 'GRID.CLEAR', cell: () => 'x', sortable: false, width: 90 },
];

const total = 47;

/** A hydra collection of 47 rows that answers each page asked for, checked by the grid's schema. */
const thingsServer = () =>
  onApi('GET', '/things', hydraCollection(row), ({ url }) => {
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('itemsPerPage'));
    const first = (page - 1) * size + 1;
    const members = Array.from({ length: Math.max(0, Math.min(size, total - first + 1)) }, (_, index) => ({
      id: first + index,
      name: `Row ${first + index}`,
      state: 'new',
    }));
    return { ...collectionOf('things', members), 'hydra:totalItems': total };
  });

const requests = () => apiCalls('GET');
const lastQuery = () => requests().at(-1)?.query;

type GridProps = Partial<DataGridProps<typeof row>>;

/** The grid on a page of a memory router opened at `url`; the router shows the URL it holds. */
const renderGrid = (props: GridProps = {}, url = '/things') => {
  const router = createMemoryRouter(
    [
      {
        path: '/things',
        element: (
          <DataGrid
            route={thingsRoute}
            queryKey={['things']}
            columns={columns}
            rowKey={(r) => r.id}
            fixedQuery={{ 'type.id': 2 }}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, search };
};

const range = () => screen.getByTestId('grid-range').textContent;

describe('DataGrid', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(thingsServer());
    await i18n.changeLanguage('en');
  });

  it('loads page 1 of 25 rows sorted by id descending, with a clean URL', async () => {
    const { search } = renderGrid();
    await waitFor(() => expect(range()).toBe('From 1 to 25 / 47'));
    const query = lastQuery();
    expect(query?.get('page')).toBe('1');
    expect(query?.get('itemsPerPage')).toBe('25');
    expect(query?.get('order[id]')).toBe('desc');
    expect(query?.get('type.id')).toBe('2');
    expect(screen.getAllByTestId('grid-row')).toHaveLength(25);
    expect(requests()[0]?.path).toBe('/things');
    expect(search().toString()).toBe('');
    expect(screen.getByTestId('grid-page-size')).toHaveProperty('value', '25');
  });

  it('shows every sortable column with its sort arrows, the active one pressed', async () => {
    renderGrid();
    await screen.findByText('Row 25');
    for (const id of ['id', 'name', 'createdAt', 'state.id']) {
      expect(screen.getByTestId(`grid-sort-asc-${id}`)).toBeTruthy();
      expect(screen.getByTestId(`grid-sort-desc-${id}`)).toBeTruthy();
    }
    expect(screen.queryByTestId('grid-sort-asc-actions')).toBeNull();
    expect(screen.getByTestId('grid-sort-desc-id').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('grid-header-id').getAttribute('aria-sort')).toBe('descending');
  });

  it('shows at most five page links and pages with next and previous, each page in the URL', async () => {
    const { search } = renderGrid({ defaultItemsPerPage: 10 });
    await screen.findByText('Row 10');
    expect(screen.getAllByTestId(/^grid-page-\d+$/).map((link) => link.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByTestId('grid-prev')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('grid-next'));
    await waitFor(() => expect(range()).toBe('From 11 to 20 / 47'));
    expect(lastQuery()?.get('page')).toBe('2');
    expect(search().get('page')).toBe('2');

    fireEvent.click(screen.getByTestId('grid-page-5'));
    await waitFor(() => expect(range()).toBe('From 41 to 47 / 47'));
    expect(screen.getByTestId('grid-next')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('grid-prev'));
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('4'));
    expect(search().get('page')).toBe('4');
  });

  it('sorts ascending and descending on a column, goes back to page 1 and writes the sort in the URL', async () => {
    const { search } = renderGrid({ defaultItemsPerPage: 10 });
    await screen.findByText('Row 10');
    fireEvent.click(screen.getByTestId('grid-next'));
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('2'));

    fireEvent.click(screen.getByTestId('grid-sort-asc-name'));
    await waitFor(() => expect(lastQuery()?.get('order[name]')).toBe('asc'));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(lastQuery()?.has('order[id]')).toBe(false);
    expect(screen.getByTestId('grid-header-name').getAttribute('aria-sort')).toBe('ascending');
    expect(search().get('order[name]')).toBe('asc');
    expect(search().has('page')).toBe(false);

    fireEvent.click(screen.getByTestId('grid-sort-desc-name'));
    await waitFor(() => expect(lastQuery()?.get('order[name]')).toBe('desc'));
    expect(search().get('order[name]')).toBe('desc');
  });

  it('offers 10, 25, 50 and 100 rows a page; a new size starts again on page 1', async () => {
    const { search } = renderGrid();
    await screen.findByText('Row 25');
    const size = screen.getByTestId('grid-page-size') as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(['10', '25', '50', '100']);
    fireEvent.click(screen.getByTestId('grid-next'));
    await waitFor(() => expect(range()).toBe('From 26 to 47 / 47'));

    fireEvent.change(size, { target: { value: '50' } });
    await waitFor(() => expect(range()).toBe('From 1 to 47 / 47'));
    expect(lastQuery()?.get('itemsPerPage')).toBe('50');
    expect(lastQuery()?.get('page')).toBe('1');
    expect(screen.getAllByTestId('grid-row')).toHaveLength(47);
    expect(search().get('itemsPerPage')).toBe('50');
    expect(search().has('page')).toBe(false);

    fireEvent.change(size, { target: { value: '10' } });
    await waitFor(() => expect(range()).toBe('From 1 to 10 / 47'));
    expect(search().get('itemsPerPage')).toBe('10');
  });

  it('builds text, number, date and list filters into the API query and the URL, and resets them', async () => {
    const { search } = renderGrid();
    await screen.findByText('Row 25');
    const resetButton = screen.getByTestId('grid-reset-filters');
    expect(resetButton).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('grid-filter-name'));
    fireEvent.change(await screen.findByTestId('grid-filter-input'), { target: { value: 'pins' } });
    fireEvent.click(screen.getByTestId('grid-filter-apply'));
    await waitFor(() => expect(lastQuery()?.get('name')).toBe('pins'));

    fireEvent.click(screen.getByTestId('grid-filter-id'));
    fireEvent.change(await screen.findByTestId('grid-filter-input'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('grid-filter-apply'));
    await waitFor(() => expect(lastQuery()?.get('id')).toBe('12'));

    fireEvent.click(screen.getByTestId('grid-filter-createdAt'));
    const after = (await screen.findByTestId('grid-filter-after')) as HTMLInputElement;
    // The app's one date field: the same placeholder as every date of the forms.
    expect(after.placeholder).toBe('yyyy-mm-dd');
    expect(after.type).not.toBe('date');
    fireEvent.change(after, { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByTestId('grid-filter-before'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByTestId('grid-filter-apply'));
    await waitFor(() => expect(lastQuery()?.get('createdAt[after]')).toBe('2026-06-01'));
    expect(lastQuery()?.get('createdAt[before]')).toBe('2026-06-30');

    fireEvent.click(screen.getByTestId('grid-filter-state.id'));
    fireEvent.click(await screen.findByTestId('grid-filter-option-1'));
    fireEvent.click(screen.getByTestId('grid-filter-option-2'));
    fireEvent.click(screen.getByTestId('grid-filter-apply'));
    await waitFor(() => expect(lastQuery()?.getAll('state.id[]')).toEqual(['1', '2']));
    expect(lastQuery()?.get('name')).toBe('pins');
    expect(resetButton.textContent).toContain('(4)');
    expect(search().toString()).toBe(
      'id=12&name=pins&createdAt%5Bafter%5D=2026-06-01&createdAt%5Bbefore%5D=2026-06-30&state.id%5B%5D=1&state.id%5B%5D=2',
    );

    fireEvent.click(screen.getByTestId('grid-sort-asc-name'));
    await waitFor(() => expect(lastQuery()?.get('order[name]')).toBe('asc'));

    fireEvent.click(resetButton);
    await waitFor(() => expect(lastQuery()?.has('name')).toBe(false));
    const query = lastQuery();
    expect(query?.has('id')).toBe(false);
    expect(query?.has('createdAt[after]')).toBe(false);
    expect(query?.getAll('state.id[]')).toEqual([]);
    expect(query?.get('order[id]')).toBe('desc');
    expect(search().toString()).toBe('');
    expect(resetButton).toHaveProperty('disabled', true);
  });

  it('opens a bookmarked URL with its page, size, sort and filters, and keeps other parameters', async () => {
    const { search } = renderGrid(
      {},
      '/things?tab=2&page=2&itemsPerPage=10&order%5Bname%5D=asc&name=pins&state.id%5B%5D=1&createdAt%5Bafter%5D=2026-06-01',
    );
    await waitFor(() => expect(range()).toBe('From 11 to 20 / 47'));
    const query = lastQuery();
    expect(query?.get('page')).toBe('2');
    expect(query?.get('itemsPerPage')).toBe('10');
    expect(query?.get('order[name]')).toBe('asc');
    expect(query?.get('name')).toBe('pins');
    expect(query?.getAll('state.id[]')).toEqual(['1']);
    expect(query?.get('createdAt[after]')).toBe('2026-06-01');
    expect(query?.has('tab')).toBe(false);
    expect(screen.getByTestId('grid-header-name').getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByTestId('grid-page-size')).toHaveProperty('value', '10');
    expect(screen.getByTestId('grid-reset-filters').textContent).toContain('(3)');

    fireEvent.click(screen.getByTestId('grid-reset-filters'));
    await waitFor(() => expect(lastQuery()?.has('name')).toBe(false));
    expect(search().toString()).toBe('tab=2&itemsPerPage=10');
  });

  it('falls back to the defaults on a hand-edited URL', async () => {
    renderGrid({}, '/things?page=-3&itemsPerPage=7&order%5Bactions%5D=asc&order%5Bname%5D=up');
    await waitFor(() => expect(range()).toBe('From 1 to 25 / 47'));
    const query = lastQuery();
    expect(query?.get('page')).toBe('1');
    expect(query?.get('itemsPerPage')).toBe('25');
    expect(query?.get('order[id]')).toBe('desc');
    expect(query?.has('order[actions]')).toBe(false);
  });

  it('comes back to the earlier page, sort and filter with the browser back button', async () => {
    const { router, search } = renderGrid({ defaultItemsPerPage: 10 });
    await screen.findByText('Row 10');
    fireEvent.click(screen.getByTestId('grid-filter-name'));
    fireEvent.change(await screen.findByTestId('grid-filter-input'), { target: { value: 'Row' } });
    fireEvent.click(screen.getByTestId('grid-filter-apply'));
    await waitFor(() => expect(lastQuery()?.get('name')).toBe('Row'));
    fireEvent.click(screen.getByTestId('grid-page-3'));
    await waitFor(() => expect(range()).toBe('From 21 to 30 / 47'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(range()).toBe('From 1 to 10 / 47'));
    expect(search().toString()).toBe('name=Row');
    expect(lastQuery()?.get('name')).toBe('Row');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('grid-reset-filters')).toHaveProperty('disabled', true));
    expect(search().toString()).toBe('');

    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByTestId('grid-reset-filters').textContent).toContain('(1)'));
  });

  it('keeps its state to itself when asked to (a grid inside a modal)', async () => {
    const { search } = renderGrid({ stateIn: 'local', defaultItemsPerPage: 10 });
    await screen.findByText('Row 10');
    fireEvent.click(screen.getByTestId('grid-next'));
    await waitFor(() => expect(range()).toBe('From 11 to 20 / 47'));
    fireEvent.click(screen.getByTestId('grid-sort-asc-name'));
    await waitFor(() => expect(lastQuery()?.get('order[name]')).toBe('asc'));
    expect(search().toString()).toBe('');
  });

  it('goes back to page 1 when its fixed parameters (the screen scope) change', async () => {
    function Scoped() {
      const [scope, setScope] = useState(2);
      return (
        <>
          <button type="button" onClick={() => setScope(3)}>
            scope
          </button>
          <DataGrid
            route={thingsRoute}
            queryKey={['things']}
            columns={columns}
            rowKey={(r) => r.id}
            fixedQuery={{ 'type.id': scope }}
            defaultItemsPerPage={10}
          />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/things', element: <Scoped /> }], {
      initialEntries: ['/things?page=3'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    await waitFor(() => expect(range()).toBe('From 21 to 30 / 47'));
    fireEvent.click(screen.getByText('scope'));
    await waitFor(() => expect(lastQuery()?.get('type.id')).toBe('3'));
    await waitFor(() => expect(range()).toBe('From 1 to 10 / 47'));
    expect(router.state.location.search).toBe('');
  });

  it('keeps its column widths from the header, whatever the rows', async () => {
    renderGrid();
    await screen.findByText('Row 25');
    const widths = [...document.querySelectorAll('colgroup col')].map(
      (col) => (col as HTMLElement).style.width,
    );
    // The id column's 80 px leave no room for "ID" beside its arrows and filter: it gets what its header needs.
    expect(widths).toEqual(['98px', '', '', '', '90px']);
    const firstRow = screen.getAllByTestId('grid-row')[0];
    expect(within(firstRow as HTMLElement).getAllByRole('cell')).toHaveLength(columns.length);
  });

  it('shows the whole text of a cut cell on hover, and no tooltip on a cell that fits', async () => {
    renderGrid();
    const cell = (await screen.findByText('Row 25')).closest('td') as HTMLTableCellElement;
    const other = screen.getByText('Row 24').closest('td') as HTMLTableCellElement;
    // jsdom lays nothing out: the first cell is made narrower than its text, as a browser would.
    Object.defineProperty(cell, 'scrollWidth', { configurable: true, value: 300 });
    Object.defineProperty(cell, 'clientWidth', { configurable: true, value: 120 });
    fireEvent.mouseEnter(cell);
    expect(cell.title).toBe('Row 25');
    fireEvent.mouseEnter(other);
    expect(other.hasAttribute('title')).toBe(false);
    expect(screen.getByTestId('grid-header-name').querySelector('[title]')?.getAttribute('title')).toBe(
      'Username',
    );
  });

  it('shows the empty-row overlay when nothing matches', async () => {
    server.use(onApi('GET', '/things', hydraCollection(row), collectionOf('things', [])));
    renderGrid({ emptyKey: 'GRID.NO_ROWS' });
    await waitFor(() => expect(screen.getByTestId('grid-empty').textContent).toBe('No rows to show'));
    expect(range()).toBe('From 0 to 0 / 0');
  });
});
