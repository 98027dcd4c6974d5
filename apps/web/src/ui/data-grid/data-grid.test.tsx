import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { DataGrid } from './data-grid.tsx';
import type { GridColumn } from './grid-types.ts';

const row = z.object({ id: z.number(), name: z.string(), state: z.string() });
type Row = z.infer<typeof row>;

const columns: GridColumn<Row>[] = [
  { id: 'id', headerKey: 'GRID.PAGE', cell: (r) => r.id, filter: { kind: 'number' } },
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
];

const total = 47;
const requests: URL[] = [];

/** A fake hydra collection of 47 rows that answers each page asked for. */
const fakeFetch = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  requests.push(url);
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('itemsPerPage'));
  const first = (page - 1) * size + 1;
  const members = Array.from({ length: Math.max(0, Math.min(size, total - first + 1)) }, (_, index) => ({
    id: first + index,
    name: `Row ${first + index}`,
    state: 'new',
  }));
  const body = {
    '@id': '/api/things',
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': total,
  };
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/ld+json' },
  });
});

const lastQuery = () => requests.at(-1)?.searchParams;

const renderGrid = () =>
  renderWithProviders(
    <DataGrid
      resource="/things"
      schema={row}
      queryKey={['things']}
      columns={columns}
      rowKey={(r) => r.id}
      fixedQuery={{ 'type.id': 2 }}
    />,
  );

describe('DataGrid', () => {
  beforeEach(async () => {
    requests.length = 0;
    vi.stubGlobal('fetch', fakeFetch);
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads page 1 sorted by id descending and shows the range', async () => {
    renderGrid();
    await waitFor(() => expect(screen.getByTestId('grid-range').textContent).toBe('From 1 to 10 / 47'));
    const query = lastQuery();
    expect(query?.get('page')).toBe('1');
    expect(query?.get('itemsPerPage')).toBe('10');
    expect(query?.get('order[id]')).toBe('desc');
    expect(query?.get('type.id')).toBe('2');
    expect(screen.getAllByTestId('grid-row')).toHaveLength(10);
    expect(requests[0]?.pathname).toBe('/api/things');
  });

  it('shows at most five page links and pages with next and previous', async () => {
    renderGrid();
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
    await waitFor(() => expect(screen.getByTestId('grid-range').textContent).toBe('From 11 to 20 / 47'));
    expect(lastQuery()?.get('page')).toBe('2');

    fireEvent.click(screen.getByTestId('grid-page-5'));
    await waitFor(() => expect(screen.getByTestId('grid-range').textContent).toBe('From 41 to 47 / 47'));
    expect(screen.getByTestId('grid-next')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('grid-prev'));
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('4'));
  });

  it('sorts ascending and descending on a column and goes back to page 1', async () => {
    renderGrid();
    await screen.findByText('Row 10');
    fireEvent.click(screen.getByTestId('grid-next'));
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('2'));

    fireEvent.click(screen.getByTestId('grid-sort-asc-name'));
    await waitFor(() => expect(lastQuery()?.get('order[name]')).toBe('asc'));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(lastQuery()?.has('order[id]')).toBe(false);
    expect(screen.getByTestId('grid-header-name').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByTestId('grid-sort-desc-name'));
    await waitFor(() => expect(lastQuery()?.get('order[name]')).toBe('desc'));
  });

  it('builds text, number, date and list filters, and resets them', async () => {
    renderGrid();
    await screen.findByText('Row 10');
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
    fireEvent.change(await screen.findByTestId('grid-filter-after'), { target: { value: '2026-06-01' } });
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

    fireEvent.click(resetButton);
    await waitFor(() => expect(lastQuery()?.has('name')).toBe(false));
    const query = lastQuery();
    expect(query?.has('id')).toBe(false);
    expect(query?.has('createdAt[after]')).toBe(false);
    expect(query?.getAll('state.id[]')).toEqual([]);
  });

  it('shows the empty-row overlay when nothing matches', async () => {
    fakeFetch.mockImplementationOnce(async () =>
      Response.json({
        '@id': '/api/things',
        '@type': 'hydra:Collection',
        'hydra:member': [],
        'hydra:totalItems': 0,
      }),
    );
    renderGrid();
    await waitFor(() => expect(screen.getByTestId('grid-empty').textContent).toBe('No rows to show'));
    expect(screen.getByTestId('grid-range').textContent).toBe('From 0 to 0 / 0');
  });
});
