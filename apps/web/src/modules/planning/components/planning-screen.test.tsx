import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { settingsUserRead } from '@velodesk/contract/api/access';
import { rangeRead } from '@velodesk/contract/api/catalogue';
import { pricingTypeRead } from '@velodesk/contract/api/pricing';
import {
  availableProductGroup,
  type PlanningRead,
  planningRead,
  type RentalRead,
  rentalRead,
} from '@velodesk/contract/api/rentals';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { siteToday } from '@velodesk/contract/site-day';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { addDays } from '../planning-dates.ts';
import { durationStorageKey } from '../planning-filter.ts';
import { PlanningScreen } from './planning-screen.tsx';

const today = siteToday('Europe/Paris', new Date());
const start = addDays(today, -3);

/** One range, two products: a reservation on the first (days 3 to 4), a contract of a loyal customer on the second. */
const answer = (): PlanningRead => ({
  '@type': 'Planning',
  searchStartDate: `${start}T08:00:00`,
  searchEndDate: `${addDays(start, 29)}T19:00:00`,
  ranges: [
    {
      id: 1,
      name: 'électrique',
      products: [
        [7, 'E-001', 2, 3, 'VTC électrique', 'M', [[11, 3, 8, 4, 19]]],
        [8, 'E-002', 2, 3, 'VTT électrique', 'L', [[12, 1, 13, 5, 13]]],
        [9, 'E-003', 4, 3, 'VTT électrique', 'S', []],
      ],
    },
  ],
  rentals: {
    '11': [2, 1, 'reservation', 1, 40, 'Ada Lovelace', 0, [], false],
    '12': [1, 2, 'contract', 2, 125.5, 'Grace Hopper', 1, ['Child seat', 'Arrives late'], true],
  },
});

beforeEach(() => localStorage.clear());
afterEach(() => clearSession());

const show = (features: FeatureIdentifier[] = ['planning', 'rental_reservation', 'rental_contract']) => {
  setSession(sessionFixture({ features }));
  server.use(
    onApi('GET', '/plannings', planningRead, answer),
    onApi(
      'GET',
      '/settings_users',
      hydraCollection(settingsUserRead),
      collectionOf('settings_users', [
        {
          '@id': '/api/settings_users/9',
          '@type': 'SettingsUser' as const,
          id: 9,
          site: { '@id': '/api/sites/1', id: 1, name: 'Les Pins' },
          user: { '@id': '/api/users/7', id: 7, username: 'counter' },
        },
      ]),
    ),
    onApi(
      'GET',
      '/ranges',
      hydraCollection(rangeRead),
      collectionOf('ranges', [
        { '@id': '/api/ranges/1', '@type': 'Range' as const, id: 1, name: 'électrique' },
      ]),
    ),
  );
  const router = createMemoryRouter(
    [
      { path: '/calendar', element: <PlanningScreen /> },
      { path: '/rental-details/:id', element: <p data-testid="opened">details</p> },
      { path: '/rental/:type', element: <p data-testid="opened">page</p> },
    ],
    { initialEntries: ['/calendar'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const grid = () => screen.findByTestId('planning-grid', {}, { timeout: 5000 });

describe('the planning calendar', () => {
  useApiServer();

  it('reads 30 days from 3 days before today and draws the products by range with their blocks', async () => {
    show();
    const shown = await grid();
    const call = apiCalls('GET', '/plannings')[0];
    expect(call?.query.get('searchStartDate')).toBe(start);
    expect(call?.query.get('searchEndDate')).toBe(addDays(start, 29));
    expect(shown.getAttribute('data-days')).toBe('14');
    expect(within(shown).getByRole('button', { name: /^électrique/ })).toBeTruthy();
    expect(shown.querySelector('[data-rental="11"]')?.getAttribute('data-colour')).toBe('reservation');
    expect(shown.querySelector('[data-rental="12"]')?.getAttribute('data-colour')).toBe('contract');
    expect(shown.querySelector('[data-product="9"]')?.getAttribute('data-disabled')).toBe('true');
  });

  it('tells a block on hover: number, dates, products, amount, customer, EXPLORER, end of stay and comments', async () => {
    show();
    const block = (await grid()).querySelector('[data-rental="12"]') as HTMLElement;
    fireEvent.pointerOver(block);
    const tooltip = await screen.findByTestId('planning-tooltip');
    expect(tooltip.textContent).toContain('12');
    expect(tooltip.textContent).toContain('Grace Hopper');
    expect(tooltip.textContent).toContain('125');
    expect(tooltip.textContent).toContain('Child seat');
    const from = addDays(start, 1).split('-').reverse().join('/');
    expect(tooltip.textContent).toContain(`${from} 13:00`);
    expect(within(tooltip).getByTestId('planning-explorer')).toBeTruthy();
    // A stay's contract paid at the end of the stay says so; a reservation does not.
    expect(within(tooltip).getByTestId('planning-fds').textContent).toBe('Paid at the end of the stay');
    fireEvent.pointerOver((await grid()).querySelector('[data-rental="11"]') as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('planning-tooltip').textContent).toContain('Ada Lovelace'));
    expect(within(screen.getByTestId('planning-tooltip')).queryByTestId('planning-fds')).toBeNull();
  });

  it('remembers the duration and draws 30 days without reading again', async () => {
    show();
    await grid();
    fireEvent.click(screen.getByText('1 month'));
    await waitFor(async () => expect((await grid()).getAttribute('data-days')).toBe('30'));
    expect(localStorage.getItem(durationStorageKey)).toBe('30');
    expect(apiCalls('GET', '/plannings')).toHaveLength(1);
  });

  it('filters the rows by internal number or model and collapses a range', async () => {
    show();
    const shown = await grid();
    fireEvent.change(screen.getByTestId('planning-row-filter'), { target: { value: 'vtc' } });
    await waitFor(() => expect(shown.querySelectorAll('[data-product]')).toHaveLength(1));
    fireEvent.change(screen.getByTestId('planning-row-filter'), { target: { value: '' } });
    await waitFor(() => expect(shown.querySelectorAll('[data-product]')).toHaveLength(3));
    fireEvent.click(within(shown).getByRole('button', { name: /^électrique/ }));
    await waitFor(() => expect(shown.querySelectorAll('[data-product]')).toHaveLength(0));
  });

  it('opens a contract on its page with the contract feature', async () => {
    const router = show();
    fireEvent.click((await grid()).querySelector('[data-rental="12"]') as HTMLElement);
    await screen.findByTestId('opened');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/rental/contract?edit=true&id=12',
    );
  });

  it("opens a reservation's block in the reservation modal with its delete, migrate and validate actions", async () => {
    const reservation: RentalRead = {
      '@id': '/api/rentals/11',
      '@type': 'Rental',
      id: 11,
      rentalType: { '@id': '/api/rental_types/2', id: 2, description: 'Réservation' },
      state: { '@id': '/api/rental_states/1', id: 1, description: 'Nouveau' },
      startDate: `${today}T08:00:00`,
      startPeriod: 8,
      endDate: `${addDays(today, 1)}T19:00:00`,
      endPeriod: 19,
      customer: {
        '@id': '/api/customers/6',
        id: 6,
        name: 'Ada',
        lastname: 'Lovelace',
        email: null,
        phones: [],
        country: null,
        fidelityLevel: 0,
        fidelity: { '@id': '/api/fidelities/1', id: 1, level: 0 },
      },
      site: { '@id': '/api/sites/1', id: 1, name: 'Les Pins' },
      pricingType: { '@id': '/api/pricing_types/2', id: 2, description: 'Externe' },
      discount: 0,
      comments: [],
      invoicingDisabled: false,
      fds: false,
      stayId: null,
      stayLink: null,
      emplacementName: null,
      dutyFreeAmount: 0,
      taxAmount: 0,
      allTaxesIncludedAmount: 0,
      rentalProductsNumber: 0,
      unpaid: false,
      products: [],
      replacedProducts: [],
      error: false,
      rentalState: 'Nouveau',
    };
    const router = show();
    server.use(
      onApi('GET', '/rentals/11', rentalRead, reservation),
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
        collectionOf('products/available_for_reservation', []),
      ),
    );
    fireEvent.click((await grid()).querySelector('[data-rental="11"]') as HTMLElement);
    const modal = await screen.findByTestId('reservation-delete', {}, { timeout: 5000 });
    expect(modal).toBeTruthy();
    expect(screen.getByTestId('reservation-migrate')).toBeTruthy();
    expect(screen.getByTestId('reservation-validate-contract')).toBeTruthy();
    // The calendar stays where it was; the reservation's page is one click away.
    expect(router.state.location.pathname).toBe('/calendar');
    fireEvent.click(screen.getByTestId('reservation-open-page'));
    await screen.findByTestId('opened');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/rental/reservation?edit=true&id=11',
    );
  });

  it('opens a contract as its details without the contract feature, and still offers to reserve', async () => {
    const router = show(['planning', 'rental_reservation']);
    const shown = await grid();
    expect(screen.getByTestId('planning-add')).toBeTruthy();
    fireEvent.click(shown.querySelector('[data-rental="12"]') as HTMLElement);
    await screen.findByTestId('opened');
    expect(router.state.location.pathname).toBe('/rental-details/12');
  });

  it('offers no reservation without the reservation feature', async () => {
    show(['planning']);
    await grid();
    expect(screen.queryByTestId('planning-add')).toBeNull();
  });

  describe("starts 3 days before the site's today, not the browser's or UTC's", () => {
    afterEach(() => vi.useRealTimers());

    it.each([
      ['at 23:30 UTC in winter', '2026-01-15T23:30:00Z', '2026-01-13'],
      ['at 22:30 UTC in summer', '2026-07-14T22:30:00Z', '2026-07-12'],
    ])('%s (already the next day in Paris)', async (_when, instant, windowStart) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(instant));
      show();
      await grid();
      expect(apiCalls('GET', '/plannings')[0]?.query.get('searchStartDate')).toBe(windowStart);
    });
  });
});
