import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type SearchAnswer, searchAnswer } from '@velodesk/contract/api/search';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../../app/session/session-store.ts';
import { apiCalls, onApi, server, useApiServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { sessionFixture } from '../../../test/session-fixture.ts';
import { SearchBox } from './search-box.tsx';

const answer: SearchAnswer = {
  '@type': 'SearchResult',
  q: '42',
  rentals: [
    {
      id: 42,
      rentalTypeId: 2,
      stateId: 1,
      startDate: '2026-07-20T08:00:00',
      endDate: '2026-07-21T19:00:00',
      customerName: 'Ada Lovelace',
      siteName: 'Les Pins',
    },
  ],
  customers: [
    { id: 7, typeId: 2, name: 'Camille 42nd', email: 'camille@example.org', phone: '+33610078557' },
    { id: 8, typeId: 1, name: 'Velo 42 SARL', email: null, phone: null },
  ],
  products: [
    {
      id: 3,
      internalNumber: 'E-042',
      serialNumber: 'SN-9',
      model: 'City',
      rangeName: 'électrique',
      siteId: 5,
      siteName: 'Les Pins',
      status: { id: 3, status: 'Loué' },
    },
  ],
  more: { rentals: false, customers: false, products: false },
};

/** Where the app went (path and query), shown for the test to read. */
function Here() {
  const location = useLocation();
  return <output data-testid="here">{`${location.pathname}${location.search}`}</output>;
}

const renderBox = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/home']}>
      <SearchBox />
      <Routes>
        <Route path="*" element={<Here />} />
      </Routes>
    </MemoryRouter>,
  );

describe('SearchBox', () => {
  useApiServer();
  afterEach(() => clearSession());

  it('opens with "/", lists the results by group and opens the one chosen with the keyboard', async () => {
    server.use(onApi('GET', '/search', searchAnswer, answer));
    renderBox();
    fireEvent.keyDown(document.body, { key: '/' });
    const input = await screen.findByRole('combobox', { name: 'Rental no., customer, phone, product…' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: '42' } });

    expect(await screen.findByText('No. 42 · Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Rentals')).toBeTruthy();
    expect(screen.getByText('Customers')).toBeTruthy();
    expect(screen.getByText('Products')).toBeTruthy();
    expect(screen.getByText('camille@example.org · +33610078557')).toBeTruthy();
    expect(screen.getByText('E-042 · serial SN-9')).toBeTruthy();
    expect(apiCalls('GET', '/search').at(-1)?.query.get('q')).toBe('42');

    // The first result is active; two steps down is the company, Enter opens its page.
    expect(screen.getByTestId('search-rental-42').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('here').textContent).toContain('/company-details/8');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('opens with Ctrl-K; a rental and a product open their pages on a click', async () => {
    setSession(
      sessionFixture({ profileName: 'RESPONSABLE', features: ['planning', 'settings_application'] }),
    );
    server.use(onApi('GET', '/search', searchAnswer, answer));
    renderBox();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: '42' } });
    fireEvent.click(await screen.findByTestId('search-product-3'));
    expect(screen.getByTestId('here').textContent).toContain('/fleet?internalNumber=E-042&site=5');

    fireEvent.click(screen.getByRole('button', { name: 'Search (/ or Ctrl+K)' }));
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: '42' } });
    fireEvent.click(await screen.findByTestId('search-rental-42'));
    expect(screen.getByTestId('here').textContent).toContain('/rental-details/42');
  });

  it('asks nothing for one letter, and says when nothing matched', async () => {
    server.use(
      onApi('GET', '/search', searchAnswer, ({ url }) => ({
        '@type': 'SearchResult' as const,
        q: url.searchParams.get('q') ?? '',
        rentals: null,
        customers: [],
        products: null,
        more: { rentals: false, customers: false, products: false },
      })),
    );
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Search (/ or Ctrl+K)' }));
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'z' } });
    expect((await screen.findByTestId('search-status')).textContent).toContain('Type a rental number');
    expect(apiCalls('GET', '/search')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'zq' } });
    expect(await screen.findByText('Nothing found for “zq”.')).toBeTruthy();
  });

  it('shows a counter the products read-only with their status, opening the planning, and says when more matched', async () => {
    setSession(sessionFixture({ profileName: 'VENDEUR', features: ['planning', 'rental_reservation'] }));
    server.use(
      onApi('GET', '/search', searchAnswer, {
        ...answer,
        more: { rentals: false, customers: false, products: true },
      }),
    );
    renderBox();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'E-0' } });
    expect((await screen.findByTestId('search-status-of-product-3')).textContent).toBe('Rented');
    expect(screen.getByTestId('search-more-products').textContent).toBe(
      'Only the first 1 are shown: type more to narrow the search.',
    );
    expect(screen.queryByTestId('search-more-customers')).toBeNull();
    fireEvent.click(screen.getByTestId('search-product-3'));
    expect(screen.getByTestId('here').textContent).toBe('/calendar');
  });
});
