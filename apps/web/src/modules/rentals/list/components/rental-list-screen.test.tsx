import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RentalListItem, rentalListItem } from '@velodesk/contract/api/rentals';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { siteToday } from '@velodesk/contract/site-day';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { RentalListScreen } from './rental-list-screen.tsx';

/** The demo site's today (Europe/Paris), the day the list's rules compare start dates with. */
const today = siteToday('Europe/Paris', new Date());
const tomorrow = siteToday('Europe/Paris', new Date(Date.now() + 86_400_000));

const rentalOf = (
  id: number,
  type: 1 | 2,
  state: 1 | 2 | 3 | 4,
  start: string,
  extra: Partial<RentalListItem> = {},
): RentalListItem => ({
  '@id': `/api/rentals/${id}`,
  '@type': 'Rental',
  id,
  rentalType: {
    '@id': `/api/rental_types/${type}`,
    id: type,
    description: type === 1 ? 'Contrat' : 'Réservation',
  },
  state: { '@id': `/api/rental_states/${state}`, id: state, description: 'x' },
  startDate: `${start}T08:00:00`,
  startPeriod: 8,
  endDate: `${start}T19:00:00`,
  endPeriod: 19,
  customer: {
    '@id': '/api/customers/3',
    id: 3,
    name: 'Margaux',
    lastname: 'Perrin',
    email: 'margaux@example.fr',
    phones: ['+33610000250'],
    country: { '@id': '/api/countries/75', id: 75, name: 'France', codeIso31662: 'FR' },
    fidelityLevel: 0,
    fidelity: { '@id': '/api/fidelities/1', id: 1, level: 0 },
  },
  site: { '@id': '/api/sites/1', id: 1, name: 'Les Pins Dorés' },
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
  rentalProductsNumber: 2,
  unpaid: false,
  error: false,
  rentalState: 'x',
  ...extra,
});

const rentals = [
  rentalOf(5, 2, 1, today),
  rentalOf(4, 2, 1, tomorrow),
  rentalOf(3, 1, 2, today, { fds: true, invoicingDisabled: true, stayId: '90005' }),
  rentalOf(2, 1, 3, today, { invoicingDisabled: true }),
  rentalOf(1, 1, 3, today),
];

afterEach(() => clearSession());

const show = (
  features: FeatureIdentifier[],
  profileName = 'VENDEUR',
  path = '/rentals',
  listed: RentalListItem[] = rentals,
) => {
  setSession(sessionFixture({ profileName, features }));
  server.use(
    onApi('GET', '/rentals', hydraCollection(rentalListItem), () => collectionOf('rentals', listed)),
  );
  const router = createMemoryRouter(
    [
      { path: '/rentals', element: <RentalListScreen /> },
      { path: '/rental/:type', element: <p>rental page</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const actionsOf = async (id: number) => {
  const link = await screen.findByTestId(`rental-link-${id}`, {}, { timeout: 5000 });
  const row = link.closest('tr')!;
  return within(row)
    .queryAllByTestId(/^rental-action-/)
    .map((button) => button.getAttribute('data-testid')!.replace('rental-action-', ''));
};

describe('the rental list', () => {
  useApiServer();

  it('shows a counter each rental with the actions its type and state allow, and Add rental', async () => {
    show(['planning', 'rental_contract', 'rental_reservation']);
    expect(await actionsOf(5)).toEqual(['edit', 'migrate', 'cancel']);
    expect(await actionsOf(4)).toEqual(['edit', 'cancel']);
    expect(await actionsOf(3)).toEqual(['edit', 'close', 'cancel', 'refund']);
    expect(await actionsOf(2)).toEqual(['unclose']);
    expect(await actionsOf(1)).toEqual([]);
    expect(screen.getByTestId('rental-add')).toBeTruthy();
    expect(screen.getByTestId('rental-fds-3')).toBeTruthy();
    expect(screen.getByTestId('rental-link-5').getAttribute('href')).toBe('/rental-details/5');
    // Newest first by default.
    expect(apiCalls('GET', '/rentals')[0]?.query.get('order[id]')).toBe('desc');
  });

  it('shows a trainee only the reservation actions, and no Add rental', async () => {
    show(['planning', 'rental_reservation'], 'STAGIAIRE');
    expect(await actionsOf(5)).toEqual(['edit', 'cancel']);
    expect(await actionsOf(3)).toEqual([]);
    expect(await actionsOf(2)).toEqual([]);
    expect(screen.queryByTestId('rental-add')).toBeNull();
  });

  it('edits and migrates on the rental page', async () => {
    const router = show(['planning', 'rental_contract', 'rental_reservation']);
    await screen.findByTestId('rental-link-5');
    const row = screen.getByTestId('rental-link-5').closest('tr')!;
    fireEvent.click(within(row).getByTestId('rental-action-migrate'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/rental/reservation?edit=true&id=5&migrate=true',
      ),
    );
  });

  it('filters by type, state and dates, the end date to the end of its day', async () => {
    show(
      ['planning', 'rental_contract', 'rental_reservation'],
      'VENDEUR',
      '/rentals?startDate[after]=2026-07-01',
    );
    await screen.findByTestId('rental-link-5');
    expect((screen.getByTestId('filter-start-date') as HTMLInputElement).value).toBe('2026-07-01');
    fireEvent.change(screen.getByTestId('filter-end-date'), { target: { value: '2026-07-20' } });
    fireEvent.click(screen.getByTestId('filter-rental-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'Contract' }));
    const stateInput = screen.getByTestId('filter-state');
    fireEvent.click(stateInput);
    await screen.findByRole('option', { name: 'In progress' });
    const listbox = document.getElementById(stateInput.getAttribute('aria-controls') ?? '')!;
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['New', 'In progress', 'Validated', 'Cancelled']);
    fireEvent.click(screen.getByRole('option', { name: 'In progress' }));
    fireEvent.click(screen.getByTestId('filters-validate'));
    await waitFor(() => {
      const query = apiCalls('GET', '/rentals').at(-1)!.query;
      expect(query.getAll('rentalType.id[]')).toEqual(['1']);
      expect(query.getAll('state.id[]')).toEqual(['2']);
      expect(query.get('startDate[after]')).toBe('2026-07-01');
      expect(query.get('endDate[before]')).toBe('2026-07-20 23:59:59');
    });
    fireEvent.click(screen.getByTestId('filters-clear'));
    await waitFor(() => {
      const query = apiCalls('GET', '/rentals').at(-1)!.query;
      expect([...query.keys()].sort()).toEqual(['itemsPerPage', 'order[id]', 'page']);
    });
  });

  describe("offers migrate from the site's start day, not the browser's or UTC's", () => {
    afterEach(() => vi.useRealTimers());

    /** At `instant` (UTC), reservation 7 starts on the site's day `siteDay`, reservation 6 the day after. */
    const atInstant = async (instant: string, siteDay: string, nextDay: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(instant));
      show(['planning', 'rental_contract', 'rental_reservation'], 'VENDEUR', '/rentals', [
        rentalOf(7, 2, 1, siteDay),
        rentalOf(6, 2, 1, nextDay),
      ]);
      expect(await actionsOf(7)).toEqual(['edit', 'migrate', 'cancel']);
      expect(await actionsOf(6)).toEqual(['edit', 'cancel']);
    };

    it('at 23:30 UTC in winter it is already the next day in Paris', async () => {
      await atInstant('2026-01-15T23:30:00Z', '2026-01-16', '2026-01-17');
    });

    it('at 22:30 UTC in summer it is already the next day in Paris', async () => {
      await atInstant('2026-07-14T22:30:00Z', '2026-07-15', '2026-07-16');
    });
  });
});
