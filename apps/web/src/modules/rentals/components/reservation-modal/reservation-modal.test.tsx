import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pricingTypeRead } from '@velodesk/contract/api/pricing';
import {
  type AvailableProductGroup,
  availableProductGroup,
  type RentalProductRead,
  type RentalRead,
  rentalRead,
} from '@velodesk/contract/api/rentals';
import { hydraCollection } from '@velodesk/contract/hydra';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { ReservationModal, type ReservationModalProps } from './reservation-modal.tsx';

/** A group of the availability answer: 12.00 € TTC at 20 % (10.00 HT) for the external pricing type. */
const group = (
  declinationId: number,
  rangeName: string,
  model: string,
  products: Array<[number, string]>,
  priced = true,
): AvailableProductGroup => ({
  '@type': 'AvailableProductGroup',
  declinationId,
  range: { '@id': `/api/ranges/${declinationId}`, id: declinationId, name: rangeName },
  model,
  size: 'M',
  min: null,
  max: null,
  unit: null,
  declinationType: null,
  nbrAvailableProducts: products.length,
  productIds: products.map(([id]) => id),
  availableProducts: products.map(([id, internalNumber]) => ({ id, internalNumber })),
  declinationPricingModels: [
    {
      pricingType: { '@id': '/api/pricing_types/2', id: 2, description: 'Externe' },
      pricings: priced ? { TTC: { priceHT: 10, priceTTC: 12, TVA: 2 } } : {},
      error: priced ? null : 'No price available for this period.',
    },
  ],
  priceAvailable: priced,
});

const bikes = group(1, 'musculaire', 'VTT', [
  [11, 'VT-01'],
  [12, 'VT-02'],
  [13, 'VT-03'],
  [14, 'VT-04'],
  [15, 'VT-05'],
  [16, 'VT-06'],
]);
const helmets = group(2, 'accessoires', 'Casque', [[21, 'CA-01']], false);

const line = (id: number, productId: number, internalNumber: string): RentalProductRead => ({
  '@id': `/api/rental_products/${id}`,
  '@type': 'RentalProduct',
  id,
  rental: {
    '@id': '/api/rentals/3',
    id: 3,
    rentalType: { '@id': '/api/rental_types/2', id: 2, description: 'Réservation' },
  },
  product: {
    '@id': `/api/products/${productId}`,
    id: productId,
    internalNumber,
    status: { '@id': '/api/product_statuses/2', id: 2, status: 'Disponible' },
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
  validate: false,
});

const reservation: RentalRead = {
  '@id': '/api/rentals/3',
  '@type': 'Rental',
  id: 3,
  rentalType: { '@id': '/api/rental_types/2', id: 2, description: 'Réservation' },
  state: { '@id': '/api/rental_states/1', id: 1, description: 'Nouveau' },
  startDate: '2099-07-14T08:00:00',
  startPeriod: 8,
  endDate: '2099-07-16T19:00:00',
  endPeriod: 19,
  customer: {
    '@id': '/api/customers/6',
    id: 6,
    name: 'Mia',
    lastname: 'Becker',
    email: 'mia@example.com',
    phones: [],
    country: null,
    fidelityLevel: 1,
    fidelity: { '@id': '/api/fidelities/2', id: 2, level: 1 },
  },
  site: { '@id': '/api/sites/1', id: 1, name: 'Les Pins Dorés' },
  pricingType: { '@id': '/api/pricing_types/2', id: 2, description: 'Externe' },
  discount: 0,
  comments: [],
  invoicingDisabled: false,
  fds: false,
  stayId: null,
  stayLink: null,
  emplacementName: null,
  dutyFreeAmount: 20,
  taxAmount: 4,
  allTaxesIncludedAmount: 24,
  rentalProductsNumber: 2,
  unpaid: false,
  products: [line(31, 11, 'VT-01'), line(32, 12, 'VT-02')],
  replacedProducts: [],
  error: false,
  rentalState: 'Nouveau',
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
  setSession(sessionFixture({ features: ['planning', 'rental_reservation', 'rental_contract'] }));
  server.use(
    onApi(
      'GET',
      '/pricing_types',
      hydraCollection(pricingTypeRead),
      collectionOf('pricing_types', [
        { '@id': '/api/pricing_types/1', '@type': 'PricingType' as const, id: 1, description: 'Standard' },
        { '@id': '/api/pricing_types/2', '@type': 'PricingType' as const, id: 2, description: 'Externe' },
      ]),
    ),
    onApi(
      'GET',
      '/products/available_for_reservation',
      hydraCollection(availableProductGroup),
      collectionOf('products/available_for_reservation', [bikes, helmets]),
    ),
  );
});
afterEach(() => clearSession());

const open = (props: Partial<ReservationModalProps> = {}) => {
  const router = createMemoryRouter(
    [
      { path: '/calendar', element: <ReservationModal opened onClose={() => undefined} {...props} /> },
      { path: '/rentals', element: <p data-testid="rental-list">list</p> },
    ],
    { initialEntries: ['/calendar'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const t = (key: string, values?: Record<string, unknown>) => String(i18n.t(key as never, values as never));

describe('ReservationModal', () => {
  useApiServer();

  it('prices the lines with the contract rule and keeps Save disabled until a customer is chosen', async () => {
    open({
      initial: { productIds: [11, 12], startDate: '2099-07-14T08:00:00', endDate: '2099-07-16T19:00:00' },
    });
    await waitFor(
      () => expect(screen.getAllByTestId('line-amount')[0]!.textContent).toContain('€12 incl. tax'),
      { timeout: 5000 },
    );
    expect(screen.getByTestId('price-excl-tax').textContent).toContain('€20');
    expect(screen.getByTestId('price-vat').textContent).toContain('€4');
    expect(screen.getByTestId('price-incl-tax').textContent).toContain('€24');
    expect((screen.getByTestId('rental-quantity') as HTMLInputElement).value).toBe('2');
    expect((screen.getByTestId('reservation-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('reservation-save-reason').textContent).toContain(
      t('RENTAL_EDIT.REASONS.NO_CUSTOMER'),
    );

    // A 12.5 % discount: 10.50 € per line incl. tax, shown as a negative euro amount.
    fireEvent.change(screen.getByTestId('rental-discount'), { target: { value: '12.5' } });
    await waitFor(() => expect(screen.getByTestId('price-discount').textContent).toContain('-€3'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('price-incl-tax').textContent).toContain('€21');
    expect(screen.getByTestId('price-excl-tax').textContent).toContain('€17.5');
  });

  it('warns of an invalid period, of the bike limit, of a product without price or not available', async () => {
    open({
      initial: {
        productIds: [11, 12, 13, 14, 15, 16, 21, 99],
        startDate: '2099-07-14T13:00:00',
        endDate: '2099-07-14T12:59:59',
      },
    });
    expect((await screen.findByTestId('period-warning', {}, { timeout: 5000 })).textContent).toContain(
      t('RENTAL_EDIT.PERIOD.INVALID'),
    );
    expect(apiCalls('GET', '/products/available_for_reservation')).toHaveLength(0);

    // A valid period: the availability is read, the lines judged.
    fireEvent.change(screen.getByTestId('rental-end-date'), { target: { value: '2099-07-15' } });
    fireEvent.blur(screen.getByTestId('rental-end-date'));
    await waitFor(() => expect(screen.queryByTestId('period-warning')).toBeNull(), { timeout: 5000 });
    expect((await screen.findByTestId('bike-limit', {}, { timeout: 5000 })).textContent).toContain(
      t('RENTAL_EDIT.LINES.BIKE_LIMIT', { limit: 5 }),
    );
    const lines = screen.getAllByTestId('product-line');
    expect(within(lines[6]!).getByTestId('line-no-price')).toBeTruthy();
    expect(within(lines[7]!).getByTestId('line-not-available')).toBeTruthy();
    expect((screen.getByTestId('reservation-save') as HTMLButtonElement).disabled).toBe(true);

    // Removing the unpriced, unavailable and sixth bike lines clears every warning.
    fireEvent.click(within(lines[7]!).getByTestId('line-remove'));
    fireEvent.click(within(screen.getAllByTestId('product-line')[6]!).getByTestId('line-remove'));
    fireEvent.click(within(screen.getAllByTestId('product-line')[5]!).getByTestId('line-remove'));
    await waitFor(() => expect(screen.queryByTestId('bike-limit')).toBeNull(), { timeout: 5000 });
    expect(screen.queryByTestId('line-no-price')).toBeNull();
    expect(screen.queryByTestId('line-not-available')).toBeNull();
  });

  it('puts each refused product on its line, in the user language, and blocks Save until it changes', async () => {
    server.use(
      onApi('GET', '/rentals/3', rentalRead, reservation),
      onApiError('PATCH', '/reservations/3', 400, {
        'hydra:title': 'Bad Request',
        'hydra:description': 'INVALID_CHOOSED_PRODUCTS: [VT-02] already used in a contract.',
        code: 'INVALID_CHOOSED_PRODUCTS',
        violations: [
          {
            propertyPath: 'products[1]',
            message: '[VT-02] already used in a contract',
            code: 'ALREADY_USED_IN_CONTRACT',
            params: { product: 'VT-02' },
          },
        ],
      }),
    );
    open({ rentalId: 3 });
    expect((await screen.findByTestId('explorer-badge', {}, { timeout: 5000 })).textContent).toContain(
      'EXPLORER',
    );
    await waitFor(
      () => expect((screen.getByTestId('reservation-save') as HTMLButtonElement).disabled).toBe(false),
      { timeout: 5000 },
    );
    expect(screen.getByTestId('reservation-delete')).toBeTruthy();
    fireEvent.click(screen.getByTestId('reservation-save'));

    const refused = t('RENTAL_EDIT.LINES.USED_IN_CONTRACT', { number: 'VT-02' });
    expect(await screen.findByText(refused, {}, { timeout: 5000 })).toBeTruthy();
    const lines = screen.getAllByTestId('product-line');
    expect(within(lines[1]!).getByText(refused)).toBeTruthy();
    expect(within(lines[0]!).queryByText(refused)).toBeNull();
    expect((screen.getByTestId('reservation-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('reservation-save-reason').textContent).toContain(
      t('RENTAL_EDIT.REASONS.ERROR_SHOWN'),
    );
    const body = apiCalls('PATCH', '/reservations/3')[0]?.body as { products: string[]; startDate: string };
    expect(body.products).toEqual(['/api/products/11', '/api/products/12']);
    expect(body.startDate).toBe('2099-07-14T08:00:00');
  });

  it('shows a refused period on the end date', async () => {
    server.use(
      onApi('GET', '/rentals/3', rentalRead, reservation),
      onApiError('PATCH', '/reservations/3', 400, {
        'hydra:title': 'Bad Request',
        'hydra:description': "The rental cannot end after the end of the customer's stay. (2099-07-15)",
        code: 'STAY_PERIOD_EXCEEDED',
        violations: [{ propertyPath: 'endDate', message: 'x' }],
      }),
    );
    open({ rentalId: 3 });
    await waitFor(
      () => expect((screen.getByTestId('reservation-save') as HTMLButtonElement).disabled).toBe(false),
      { timeout: 5000 },
    );
    fireEvent.click(screen.getByTestId('reservation-save'));
    expect(
      await screen.findByText(t('RENTAL_EDIT.ERRORS.STAY_PERIOD_EXCEEDED'), {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('rental-end-date').getAttribute('aria-invalid')).toBe('true');
  });

  it('returns to the rental list with an error notification when the stay system fails the save', async () => {
    let closed = 0;
    server.use(
      onApi('GET', '/rentals/3', rentalRead, reservation),
      onApiError('PATCH', '/reservations/3', 504, {
        'hydra:title': 'Gateway Timeout',
        'hydra:description': 'The stay system did not answer within 5000 ms.',
        code: 'STAY_SYSTEM_TIMEOUT',
      }),
    );
    renderWithProviders(<NotificationsContainer />);
    const router = open({ rentalId: 3, onClose: () => (closed += 1) });
    await waitFor(
      () => expect((screen.getByTestId('reservation-save') as HTMLButtonElement).disabled).toBe(false),
      { timeout: 5000 },
    );
    fireEvent.click(screen.getByTestId('reservation-save'));
    expect(await screen.findByTestId('rental-list', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rentals');
    expect(closed).toBe(1);
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      t('ERRORS.STAY_SYSTEM_TIMEOUT'),
    );
    act(() => notifications.clean());
  });

  it('deletes a saved reservation after confirmation, and offers validate-as-contract only while unaltered', async () => {
    let closed = 0;
    server.use(
      onApi('GET', '/rentals/3', rentalRead, reservation),
      onApi('PATCH', '/rentals/3/cancel', rentalRead, {
        ...reservation,
        state: { '@id': '/api/rental_states/4', id: 4, description: 'Annulée' },
      }),
    );
    open({ rentalId: 3, onClose: () => (closed += 1) });
    const validate = (await screen.findByTestId(
      'reservation-validate-contract',
      {},
      { timeout: 5000 },
    )) as HTMLButtonElement;
    expect(validate.disabled).toBe(false);
    fireEvent.change(screen.getByTestId('rental-discount'), { target: { value: '5' } });
    await waitFor(() => expect(validate.disabled).toBe(true), { timeout: 5000 });

    fireEvent.click(screen.getByTestId('reservation-delete'));
    fireEvent.click(await screen.findByTestId('confirm-ok', {}, { timeout: 5000 }));
    await waitFor(() => expect(closed).toBe(1), { timeout: 5000 });
    expect(apiCalls('PATCH', '/rentals/3/cancel')).toHaveLength(1);
  });
  it('closes only the dialog on top with Escape: the comment modal and the delete confirmation keep the reservation', async () => {
    let closed = 0;
    server.use(onApi('GET', '/rentals/3', rentalRead, reservation));
    open({ rentalId: 3, onClose: () => (closed += 1) });
    // The comment's autosize textarea listens to font loading, which happy-dom does not have.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    const pressEscape = () => fireEvent.keyDown(document.body, { key: 'Escape' });
    const dialogOf = (testId: string) => screen.getByTestId(testId).querySelector('[role="dialog"]');

    fireEvent.click(await screen.findByTestId('add-comment', {}, { timeout: 5000 }));
    await waitFor(() => expect(dialogOf('comment-modal')).not.toBeNull());
    pressEscape();
    await waitFor(() => expect(dialogOf('comment-modal')).toBeNull());
    expect(closed).toBe(0);

    // The delete confirmation opened from it: Escape keeps the reservation modal too.
    fireEvent.click(screen.getByTestId('reservation-delete'));
    await waitFor(() => expect(dialogOf('confirm-dialog')).not.toBeNull());
    pressEscape();
    await waitFor(() => expect(dialogOf('confirm-dialog')).toBeNull());
    expect(closed).toBe(0);
    expect(dialogOf('reservation-modal')).not.toBeNull();

    // With nothing opened on it, Escape closes the reservation modal itself.
    pressEscape();
    expect(closed).toBe(1);
  });
});
