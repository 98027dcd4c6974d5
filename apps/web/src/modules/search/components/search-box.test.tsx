import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type ProductRead, productRead } from '@velodesk/contract/api/catalogue';
import { type RentalListItem, rentalListItem } from '@velodesk/contract/api/rentals';
import { type SearchAnswer, searchAnswer } from '@velodesk/contract/api/search';
import { hydraCollection } from '@velodesk/contract/hydra';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
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

/** Product E-042 (rented), booked by rentals 42 and 12 (the newest first). */
const product: ProductRead = {
  '@id': '/api/products/3',
  '@type': 'Product',
  id: 3,
  internalNumber: 'E-042',
  serialNumber: 'SN-9',
  status: { '@id': '/api/product_statuses/3', id: 3, status: 'Loué' },
  productStatus: '/api/product_statuses/3',
  declination: {
    '@id': '/api/declinations/4',
    id: 4,
    range: { '@id': '/api/ranges/1', id: 1, name: 'électrique' },
    model: 'City',
    size: 'M',
    min: null,
    max: null,
    unit: null,
    type: null,
  } as ProductRead['declination'],
  site: { '@id': '/api/sites/5', id: 5, name: 'Les Pins' },
  rentals: ['/api/rentals/42', '/api/rentals/12'],
};

const booking = (id: number, typeId: 1 | 2, stateId: number, customer: [string, string]): RentalListItem =>
  ({
    '@id': `/api/rentals/${id}`,
    '@type': 'Rental',
    id,
    rentalType: { '@id': `/api/rental_types/${typeId}`, id: typeId, description: 'x' },
    state: { '@id': `/api/rental_states/${stateId}`, id: stateId, description: 'x' },
    startDate: '2026-07-20T08:00:00',
    startPeriod: 8,
    endDate: '2026-07-21T19:00:00',
    endPeriod: 19,
    customer: {
      '@id': '/api/customers/9',
      id: 9,
      name: customer[0],
      lastname: customer[1],
      email: null,
      phones: [],
      country: null,
      fidelityLevel: 0,
      fidelity: { '@id': '/api/fidelities/1', id: 1, level: 0 },
    },
    site: { '@id': '/api/sites/5', id: 5, name: 'Les Pins' },
    pricingType: { '@id': '/api/pricing_types/2', id: 2, description: 'Externe' },
    discount: 0,
    invoicingDisabled: false,
    fds: false,
    stayId: null,
    stayLink: null,
    emplacementName: null,
    dutyFreeAmount: 10,
    taxAmount: 2,
    allTaxesIncludedAmount: 12,
    rentalProductsNumber: 1,
    unpaid: false,
    error: false,
    rentalState: 'x',
  }) as RentalListItem;

const productAnswers = () =>
  server.use(
    onApi('GET', '/products/3', productRead, product),
    onApi(
      'GET',
      '/rentals',
      hydraCollection(rentalListItem),
      collectionOf('rentals', [booking(42, 2, 1, ['Ada', 'Lovelace']), booking(12, 1, 4, ['Bob', 'Martin'])]),
    ),
  );

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
    const input = await screen.findByRole(
      'combobox',
      { name: 'Rental no., customer, phone, product…' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: '42' } });

    expect(await screen.findByText('No. 42 · Ada Lovelace', {}, { timeout: 5000 })).toBeTruthy();
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
    fireEvent.change(await screen.findByRole('combobox', {}, { timeout: 5000 }), { target: { value: '42' } });
    productAnswers();
    fireEvent.click(await screen.findByTestId('search-product-3', {}, { timeout: 5000 }));
    // The product's card first; a fleet manager may go on to the fleet filtered on it.
    fireEvent.click(await screen.findByTestId('search-product-fleet', {}, { timeout: 5000 }));
    expect(screen.getByTestId('here').textContent).toContain('/fleet?internalNumber=E-042&site=5');

    fireEvent.click(screen.getByRole('button', { name: 'Search (/ or Ctrl+K)' }));
    fireEvent.change(await screen.findByRole('combobox', {}, { timeout: 5000 }), { target: { value: '42' } });
    fireEvent.click(await screen.findByTestId('search-rental-42', {}, { timeout: 5000 }));
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
    const input = await screen.findByRole('combobox', {}, { timeout: 5000 });
    fireEvent.change(input, { target: { value: 'z' } });
    expect((await screen.findByTestId('search-status')).textContent).toContain('Type a rental number');
    expect(apiCalls('GET', '/search')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'zq' } });
    expect(await screen.findByText('Nothing found for “zq”.')).toBeTruthy();
  });

  it('shows a counter a product read-only with its status and its bookings, and says when more matched', async () => {
    setSession(sessionFixture({ profileName: 'VENDEUR', features: ['planning', 'rental_reservation'] }));
    server.use(
      onApi('GET', '/search', searchAnswer, {
        ...answer,
        more: { rentals: false, customers: false, products: true },
      }),
    );
    renderBox();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.change(await screen.findByRole('combobox', {}, { timeout: 5000 }), {
      target: { value: 'E-0' },
    });
    expect((await screen.findByTestId('search-status-of-product-3', {}, { timeout: 5000 })).textContent).toBe(
      'Rented',
    );
    expect(screen.getByTestId('search-more-products').textContent).toBe(
      'Only the first 1 are shown: type more to narrow the search.',
    );
    expect(screen.queryByTestId('search-more-customers')).toBeNull();
    productAnswers();
    fireEvent.click(screen.getByTestId('search-product-3'));
    // Read-only: the product's status and where it is booked, never the planning nor the fleet.
    expect((await screen.findByTestId('search-product-status', {}, { timeout: 5000 })).textContent).toBe(
      'Rented',
    );
    expect(screen.getByTestId('search-product-number').textContent).toBe('E-042 · serial SN-9');
    expect(screen.queryByTestId('search-product-fleet')).toBeNull();
    expect(screen.getByTestId('here').textContent).toBe('/home');
    const newest = await screen.findByTestId('search-booking-42', {}, { timeout: 5000 });
    expect(newest.textContent).toContain('No. 42 · Reservation · Ada Lovelace');
    expect(screen.getByTestId('search-booking-12').textContent).toContain('Contract · Bob Martin');
    // The bookings are read on the product's site, the ones its answer names.
    const query = apiCalls('GET', '/rentals').at(-1)?.query;
    expect(query?.getAll('id[]')).toEqual(['42', '12']);
    expect(query?.get('site.id')).toBe('5');
    // Back to the results, then a booking opens its rental.
    fireEvent.click(screen.getByTestId('search-product-back'));
    fireEvent.click(await screen.findByTestId('search-product-3', {}, { timeout: 5000 }));
    fireEvent.click(await screen.findByTestId('search-booking-12', {}, { timeout: 5000 }));
    expect(screen.getByTestId('here').textContent).toBe('/rental-details/12');
  });

  it('shows the product card in French', async () => {
    await i18n.changeLanguage('fr');
    setSession(sessionFixture({ profileName: 'VENDEUR', features: ['planning', 'rental_reservation'] }));
    server.use(onApi('GET', '/search', searchAnswer, answer));
    productAnswers();
    renderBox();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    fireEvent.change(await screen.findByRole('combobox', {}, { timeout: 5000 }), {
      target: { value: 'E-0' },
    });
    fireEvent.click(await screen.findByTestId('search-product-3', {}, { timeout: 5000 }));
    expect((await screen.findByTestId('search-product-status', {}, { timeout: 5000 })).textContent).toBe(
      'Loué',
    );
    expect(await screen.findByText('Où il est réservé (2)')).toBeTruthy();
    expect((await screen.findByTestId('search-booking-42', {}, { timeout: 5000 })).textContent).toContain(
      'Réservation',
    );
    await i18n.changeLanguage('en');
  });
});
