import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { pricingTypeRead } from '@velodesk/contract/api/pricing';
import { availableProductGroup, type RentalRead, rentalRead } from '@velodesk/contract/api/rentals';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { siteToday } from '@velodesk/contract/site-day';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { RentalPage } from './rental-page.tsx';

/** A day from the site's today (the demo site is in Europe/Paris). */
const addDays = (days: number) => siteToday('Europe/Paris', new Date(Date.now() + days * 86_400_000));

const rentalOf = (
  type: 1 | 2,
  state: 1 | 2 | 3 | 4,
  startOffset: number,
  invoicingDisabled = false,
): RentalRead => ({
  '@id': '/api/rentals/8',
  '@type': 'Rental',
  id: 8,
  rentalType: {
    '@id': `/api/rental_types/${type}`,
    id: type,
    description: type === 1 ? 'Contrat' : 'Réservation',
  },
  state: { '@id': `/api/rental_states/${state}`, id: state, description: 'x' },
  startDate: `${addDays(startOffset)}T08:00:00`,
  startPeriod: 8,
  endDate: `${addDays(startOffset + 2)}T19:00:00`,
  endPeriod: 19,
  customer: {
    '@id': '/api/customers/6',
    id: 6,
    name: 'Pierre',
    lastname: 'Thomas',
    email: 'pierre@example.com',
    phones: ['+33600000000'],
    country: { '@id': '/api/countries/75', id: 75, name: 'France', codeIso31662: 'FR' },
    fidelityLevel: 0,
    fidelity: { '@id': '/api/fidelities/1', id: 1, level: 0 },
  },
  site: { '@id': '/api/sites/1', id: 1, name: 'Les Pins Dorés' },
  pricingType: { '@id': '/api/pricing_types/2', id: 2, description: 'Externe' },
  discount: 0,
  comments: [],
  invoicingDisabled,
  fds: false,
  stayId: null,
  stayLink: null,
  emplacementName: null,
  dutyFreeAmount: 10,
  taxAmount: 2,
  allTaxesIncludedAmount: 12,
  rentalProductsNumber: 1,
  unpaid: false,
  products: [
    {
      '@id': '/api/rental_products/41',
      '@type': 'RentalProduct',
      id: 41,
      rental: {
        '@id': '/api/rentals/8',
        id: 8,
        rentalType: { '@id': `/api/rental_types/${type}`, id: type, description: 'x' },
      },
      product: {
        '@id': '/api/products/11',
        id: 11,
        internalNumber: 'VT-01',
        status: { '@id': '/api/product_statuses/3', id: 3, status: 'Loué' },
        declination: {
          '@id': '/api/declinations/1',
          id: 1,
          range: { '@id': '/api/ranges/1', id: 1, name: 'musculaire' },
          model: 'VTT',
          size: 'M',
          min: null,
          max: null,
        },
      },
      dutyFreeAmount: 10,
      taxAmount: 2,
      allTaxesIncludedAmount: 12,
      declinationPricingModels: [],
      validate: true,
    },
  ],
  replacedProducts: [],
  error: false,
  rentalState: 'x',
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  server.use(
    onApi(
      'GET',
      '/pricing_types',
      hydraCollection(pricingTypeRead),
      collectionOf('pricing_types', [
        { '@id': '/api/pricing_types/2', '@type': 'PricingType' as const, id: 2, description: 'Externe' },
      ]),
    ),
    onApi(
      'GET',
      '/products/available_for_reservation',
      hydraCollection(availableProductGroup),
      collectionOf('products/available_for_reservation', [
        {
          '@type': 'AvailableProductGroup' as const,
          declinationId: 1,
          range: { '@id': '/api/ranges/1', id: 1, name: 'musculaire' },
          model: 'VTT',
          size: 'M',
          min: null,
          max: null,
          unit: null,
          declinationType: null,
          nbrAvailableProducts: 1,
          productIds: [11],
          availableProducts: [{ id: 11, internalNumber: 'VT-01' }],
          declinationPricingModels: [
            {
              pricingType: { '@id': '/api/pricing_types/2', id: 2, description: 'Externe' },
              pricings: { TTC: { priceHT: 10, priceTTC: 12, TVA: 2 } },
              error: null,
            },
          ],
          priceAvailable: true,
        },
      ]),
    ),
  );
});
afterEach(() => clearSession());

const show = (
  url: string,
  rental: RentalRead | null,
  features: FeatureIdentifier[] = ['planning', 'rental_reservation', 'rental_contract'],
) => {
  setSession(sessionFixture({ features }));
  if (rental) server.use(onApi('GET', '/rentals/8', rentalRead, rental));
  const router = createMemoryRouter(
    [
      { path: '/rental/:type', element: <RentalPage /> },
      { path: '/rentals', element: <p data-testid="rental-list">list</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('RentalPage', () => {
  useApiServer();

  it('offers cancel, refund and close on a contract in progress, and saves a valid form', async () => {
    show('/rental/contract?edit=true&id=8', rentalOf(1, 2, -1));
    expect((await screen.findByTestId('rental-page-title', {}, { timeout: 5000 })).textContent).toBe(
      'Contract no. 8',
    );
    expect(screen.getByTestId('cancel-contract')).toBeTruthy();
    expect(screen.getByTestId('refund-contract')).toBeTruthy();
    expect(screen.getByTestId('close-contract')).toBeTruthy();
    expect(screen.queryByTestId('migrate-block')).toBeNull();
    expect(screen.queryByTestId('unclose-contract')).toBeNull();
    await waitFor(() => expect(button('rental-save').disabled).toBe(false), { timeout: 5000 });
    expect(screen.getByTestId('line-validated')).toBeTruthy();
    expect(screen.getByTestId('line-replace')).toBeTruthy();

    // A validated line is replaced, never removed.
    expect(button('line-remove').disabled).toBe(true);
    expect(button('close-contract').disabled).toBe(false);
  });

  it('shows a validated contract read-only, with unclose when its invoicing is disabled', async () => {
    show('/rental/contract?edit=true&id=8', rentalOf(1, 3, -5, true));
    expect(await screen.findByTestId('rental-read-only', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('rental-save')).toBeNull();
    expect(screen.queryByTestId('close-contract')).toBeNull();
    expect(screen.queryByTestId('cancel-contract')).toBeNull();
    expect(screen.getByTestId('unclose-contract')).toBeTruthy();
    // A closed contract's validated line cannot be replaced (the server refuses it).
    expect(screen.queryByTestId('line-replace')).toBeNull();
    expect((screen.getByTestId('rental-start-date') as HTMLInputElement).disabled).toBe(true);
    // Its stored amounts, the availability of a closed rental not being read.
    expect(screen.getByTestId('price-incl-tax').textContent).toBe('€12');
    expect(screen.getByTestId('line-amount').textContent).toBe('€12 incl. tax');
  });

  it('offers the migrate block for a reservation whose start is reached, to contract access only', async () => {
    show('/rental/reservation?edit=true&id=8&migrate=true', rentalOf(2, 1, 0));
    expect(await screen.findByTestId('migrate-block', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('close-contract')).toBeNull();
  });

  it('offers no migration before the start date, nor without contract access', async () => {
    show('/rental/reservation?edit=true&id=8', rentalOf(2, 1, 3));
    await screen.findByTestId('rental-page-title', {}, { timeout: 5000 });
    await waitFor(() => expect(button('rental-save').disabled).toBe(false), { timeout: 5000 });
    expect(screen.queryByTestId('migrate-block')).toBeNull();
  });

  it('hides the migrate block from a user without contract access', async () => {
    show('/rental/reservation?edit=true&id=8', rentalOf(2, 1, 0), ['planning', 'rental_reservation']);
    await screen.findByTestId('rental-page-title', {}, { timeout: 5000 });
    expect(screen.queryByTestId('migrate-block')).toBeNull();
    expect(screen.getByTestId('rental-save')).toBeTruthy();
  });

  it('opens a new contract with Save disabled until a customer and products are chosen', async () => {
    show('/rental/contract?edit=false', null);
    expect((await screen.findByTestId('rental-page-title', {}, { timeout: 5000 })).textContent).toBe(
      'New contract',
    );
    const reason = await screen.findByTestId('rental-save-reason', {}, { timeout: 5000 });
    expect(reason.textContent).toContain(String(i18n.t('RENTAL_EDIT.REASONS.NO_CUSTOMER')));
    expect(reason.textContent).toContain(String(i18n.t('RENTAL_EDIT.REASONS.NO_PRODUCTS')));
    expect(button('rental-save').disabled).toBe(true);
    expect(screen.getByTestId('search-customer')).toBeTruthy();
  });
  it("shows the state with the list's label and colour", async () => {
    show('/rental/contract?edit=true&id=8', rentalOf(1, 4, -5));
    const badge = await screen.findByTestId('rental-state', {}, { timeout: 5000 });
    expect(badge.textContent).toBe(String(i18n.t('RENTAL_LIST.STATE_CANCELLED')));
    expect(badge.getAttribute('data-state')).toBe('4');
    expect(badge.getAttribute('style') ?? '').toContain('gray');
  });

  it('brings the totals to 0 when every line is removed', async () => {
    const reservation = rentalOf(2, 1, 3);
    show('/rental/reservation?edit=true&id=8', {
      ...reservation,
      products: reservation.products.map((line) => ({ ...line, validate: false })),
    });
    await waitFor(() => expect(screen.getByTestId('price-incl-tax').textContent).toBe('€12'), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getByTestId('line-amount').textContent).toContain('€12'));
    fireEvent.click(button('line-remove'));
    await waitFor(() => expect(screen.getByTestId('price-incl-tax').textContent).toBe('€0'));
    expect(screen.getByTestId('price-excl-tax').textContent).toBe('€0');
  });

  it("names the cancel dialog's actions: keep the contract or cancel it", async () => {
    show('/rental/contract?edit=true&id=8', rentalOf(1, 2, -1));
    fireEvent.click(await screen.findByTestId('cancel-contract', {}, { timeout: 5000 }));
    expect((await screen.findByTestId('confirm-cancel')).textContent).toBe('Keep the contract');
    expect(screen.getByTestId('confirm-ok').textContent).toBe('Cancel the contract');
  });

  it('asks before leaving with unsaved changes, and stays or leaves as chosen', async () => {
    const router = show('/rental/reservation?edit=true&id=8', rentalOf(2, 1, 3));
    await waitFor(() => expect(button('rental-save').disabled).toBe(false), { timeout: 5000 });
    fireEvent.change(screen.getByTestId('rental-discount'), { target: { value: '5' } });
    fireEvent.click(screen.getByText('Back to the rentals'));
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByText('Stay on the page'));
    await waitFor(() => expect(screen.queryByText('Leave without saving')).toBeNull());
    expect(router.state.location.pathname).toBe('/rental/reservation');
    fireEvent.click(screen.getByText('Back to the rentals'));
    fireEvent.click(await screen.findByText('Leave without saving'));
    expect(await screen.findByTestId('rental-list')).toBeTruthy();
  });

  it('returns to the rental list with an error notification when the stay system fails a save', async () => {
    renderWithProviders(<NotificationsContainer />);
    const router = show('/rental/reservation?edit=true&id=8', rentalOf(2, 1, 3));
    server.use(
      onApiError('PATCH', '/reservations/8', 502, {
        'hydra:title': 'Bad Gateway',
        'hydra:description': 'connect ECONNREFUSED',
        code: 'STAY_SYSTEM_UNAVAILABLE',
      }),
    );
    await waitFor(() => expect(button('rental-save').disabled).toBe(false), { timeout: 5000 });
    fireEvent.change(screen.getByTestId('rental-discount'), { target: { value: '5' } });
    await waitFor(() => expect(button('rental-save').disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(button('rental-save'));
    expect(await screen.findByTestId('rental-list', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rentals');
    expect(apiCalls('PATCH', '/reservations/8')).toHaveLength(1);
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      String(i18n.t('ERRORS.STAY_SYSTEM_UNAVAILABLE')),
    );
    act(() => notifications.clean());
  });

  it('says which rental is unknown or foreign, and offers the list', async () => {
    show('/rental/contract?edit=true&id=99999', null);
    server.use(
      onApiError('GET', '/rentals/99999', 404, {
        'hydra:title': 'Not Found',
        'hydra:description': 'Rental 99999 not found.',
        code: 'RENTAL_NOT_FOUND',
      }),
    );
    const failure = await screen.findByTestId('rental-load-error', {}, { timeout: 5000 });
    expect(failure.textContent).toContain('Rental not found');
    expect(failure.textContent).toContain('Rental no. 99999 does not exist');
    fireEvent.click(screen.getByTestId('rental-load-error-list'));
    expect(await screen.findByTestId('rental-list')).toBeTruthy();
  });

  it('explains a disabled contract form to a user without contract access', async () => {
    show('/rental/contract?edit=false', null, ['planning', 'rental_reservation']);
    expect((await screen.findByTestId('rental-no-right', {}, { timeout: 5000 })).textContent).toContain(
      'Location (contrat)',
    );
  });

  it("warns of an existing rental ending after its stay's end, as the rental's answer gives it", async () => {
    await i18n.changeLanguage('fr');
    const stayEnd = addDays(4);
    const rental = {
      ...rentalOf(2, 1, 3),
      stayId: '51001',
      stayLink: 'http://stays.test/stays/51001',
      stayDateStart: addDays(-2),
      stayDateEnd: stayEnd,
    };
    show('/rental/reservation?edit=true&id=8', rental);
    // The rental ends on day + 5, the stay on day + 4: warned, and Save says why.
    const warning = await screen.findByTestId('stay-end-warning', {}, { timeout: 5000 });
    expect(warning.textContent).toContain('fin du séjour');
    expect(button('rental-save').disabled).toBe(true);
    await i18n.changeLanguage('en');
  });

  it("does not warn when the rental ends on its stay's last day", async () => {
    const within = { ...rentalOf(2, 1, 3), stayId: '51001', stayLink: null, stayDateEnd: addDays(5) };
    show('/rental/reservation?edit=true&id=8', within);
    await waitFor(() => expect(button('rental-save').disabled).toBe(false), { timeout: 5000 });
    expect(screen.queryByTestId('stay-end-warning')).toBeNull();
  });

  it("shows a refused save in French, never the server's English description", async () => {
    await i18n.changeLanguage('fr');
    show('/rental/reservation?edit=true&id=8', rentalOf(2, 1, 3));
    server.use(
      onApiError('PATCH', '/reservations/8', 409, {
        'hydra:title': 'Conflict',
        'hydra:description': 'Another action changed this rental at the same time; try again.',
        code: 'CONCURRENT_CHANGE',
      }),
    );
    await waitFor(() => expect(button('rental-save').disabled).toBe(false), { timeout: 5000 });
    fireEvent.change(screen.getByTestId('rental-discount'), { target: { value: '5' } });
    await waitFor(() => expect(button('rental-save').disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(button('rental-save'));
    const refusal = await screen.findByTestId('rental-refusal', {}, { timeout: 5000 });
    expect(refusal.textContent).toContain("Quelqu'un a modifié le même enregistrement au même moment.");
    expect(refusal.textContent).not.toContain('Another action');
    await i18n.changeLanguage('en');
  });
});
