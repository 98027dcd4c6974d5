import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type RentalProductRead,
  type RentalRead,
  rentalProductRead,
  rentalRead,
} from '@velodesk/contract/api/rentals';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { RentalDetailsScreen } from './rental-details-screen.tsx';

const lineOf = (id: number, internalNumber: string, validate: boolean): RentalProductRead => ({
  '@id': `/api/rental_products/${id}`,
  '@type': 'RentalProduct',
  id,
  rental: {
    '@id': '/api/rentals/5',
    id: 5,
    rentalType: { '@id': '/api/rental_types/1', id: 1, description: 'Contrat' },
  },
  product: {
    '@id': `/api/products/${id + 100}`,
    id: id + 100,
    internalNumber,
    status: { '@id': '/api/product_statuses/3', id: 3, status: 'Loué' },
    declination: {
      '@id': '/api/declinations/4',
      id: 4,
      range: { '@id': '/api/ranges/1', id: 1, name: 'électrique' },
      model: 'VTC électrique',
      size: 'M',
      min: 165,
      max: 180,
    },
  },
  dutyFreeAmount: 50,
  taxAmount: 10,
  allTaxesIncludedAmount: 60,
  declinationPricingModels: [],
  validate,
});

const rental = (stateId: 2 | 4, lines: RentalProductRead[]): RentalRead => ({
  '@id': '/api/rentals/5',
  '@type': 'Rental',
  id: 5,
  rentalType: { '@id': '/api/rental_types/1', id: 1, description: 'Contrat' },
  state: { '@id': `/api/rental_states/${stateId}`, id: stateId, description: 'x' },
  startDate: '2026-07-12T08:00:00',
  startPeriod: 8,
  endDate: '2026-07-17T19:00:00',
  endPeriod: 19,
  customer: {
    '@id': '/api/customers/6',
    id: 6,
    name: 'Mia',
    lastname: 'Becker',
    email: 'mia.becker@example.com',
    phones: ['+4915110000698'],
    country: { '@id': '/api/countries/57', id: 57, name: 'Allemagne', codeIso31662: 'DE' },
    fidelityLevel: 2,
    fidelity: { '@id': '/api/fidelities/3', id: 3, level: 2 },
  },
  site: { '@id': '/api/sites/1', id: 1, name: 'Les Pins Dorés' },
  pricingType: { '@id': '/api/pricing_types/1', id: 1, description: 'Standard' },
  discount: 10,
  comments: [{ '@id': '/api/comments/1', id: 1, comment: 'Arrives late' }],
  invoicingDisabled: true,
  fds: true,
  stayId: '90005',
  stayLink: 'http://stays.test/stays/90005',
  emplacementName: 'E015',
  dutyFreeAmount: 100,
  taxAmount: 20,
  allTaxesIncludedAmount: 120,
  rentalProductsNumber: lines.length,
  unpaid: false,
  products: lines,
  replacedProducts: [],
  error: false,
  rentalState: 'x',
});

afterEach(async () => {
  clearSession();
  await i18n.changeLanguage('en');
});

const show = (answer: RentalRead, features: FeatureIdentifier[] = ['planning', 'rental_contract']) => {
  setSession(sessionFixture({ features }));
  server.use(onApi('GET', '/rentals/5', rentalRead, answer));
  const router = createMemoryRouter(
    [{ path: '/rental-details/:id', element: <RentalDetailsScreen id={5} /> }],
    {
      initialEntries: ['/rental-details/5'],
    },
  );
  renderWithProviders(<RouterProvider router={router} />);
};

describe('the rental details', () => {
  useApiServer();

  it('shows the customer, the stay as a link, the pitch, the comments and the prices', async () => {
    show(rental(2, [lineOf(1, 'PD-0001', false)]));
    expect((await screen.findByTestId('customer-name', {}, { timeout: 5000 })).textContent).toBe(
      'Mia Becker',
    );
    expect(screen.getByTestId('customer-email').textContent).toBe('mia.becker@example.com');
    expect(screen.getByTestId('customer-phones').textContent).toContain('151');
    expect(screen.getByTestId('rental-stay-link').getAttribute('href')).toBe('http://stays.test/stays/90005');
    expect(screen.getByTestId('rental-emplacement').textContent).toBe('E015');
    expect(screen.getByTestId('rental-comment').textContent).toBe('Arrives late');
    expect(screen.getByTestId('pricing-discount').textContent).toBe('10 %');
    expect(screen.getByTestId('pricing-ttc').textContent).toContain('120');
    // The range as the planning writes it ("électrique" → "Électrique").
    expect(within(screen.getByTestId('rental-line-PD-0001')).getByText('Électrique')).toBeTruthy();
    // The contract's own actions, as on the list.
    expect(screen.getByTestId('rental-action-close')).toBeTruthy();
  });

  it('validates an unvalidated line, then offers to replace it', async () => {
    let validated = false;
    setSession(sessionFixture({ features: ['planning', 'rental_contract'] }));
    server.use(
      onApi('GET', '/rentals/5', rentalRead, () => rental(2, [lineOf(1, 'PD-0001', validated)])),
      onApi('PATCH', '/rental_products/1', rentalProductRead, () => {
        validated = true;
        return lineOf(1, 'PD-0001', true);
      }),
    );
    const router = createMemoryRouter(
      [{ path: '/rental-details/:id', element: <RentalDetailsScreen id={5} /> }],
      {
        initialEntries: ['/rental-details/5'],
      },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const line = await screen.findByTestId('rental-line-PD-0001');
    expect(within(line).queryByTestId('line-replace')).toBeNull();
    fireEvent.click(within(line).getByTestId('line-validate'));
    await waitFor(() =>
      expect(within(screen.getByTestId('rental-line-PD-0001')).getByTestId('line-replace')).toBeTruthy(),
    );
    expect(apiCalls('PATCH', '/rental_products/1')[0]?.body).toEqual({ validate: true });
    expect(within(screen.getByTestId('rental-line-PD-0001')).queryByTestId('line-validate')).toBeNull();
  });

  it('offers neither validate nor replace on a cancelled rental', async () => {
    show(rental(4, [lineOf(1, 'PD-0001', false), lineOf(2, 'PD-0002', true)]));
    await screen.findByTestId('rental-line-PD-0002');
    expect(screen.queryByTestId('line-validate')).toBeNull();
    expect(screen.queryByTestId('line-replace')).toBeNull();
    expect(screen.queryAllByTestId(/^rental-action-/)).toHaveLength(0);
  });

  it.each([
    [409, 'CONCURRENT_CHANGE', 'Quelqu'],
    [404, 'NOT_FOUND', "Cet enregistrement n'existe pas"],
    [409, 'SOMETHING_THE_SCREEN_DOES_NOT_KNOW', "Le produit n'a pas pu être validé."],
  ])(
    'says a refused validation (%i %s) in French, never in the server English',
    async (status, code, french) => {
      await i18n.changeLanguage('fr');
      renderWithProviders(<NotificationsContainer />);
      show(rental(2, [lineOf(1, 'PD-0001', false)]));
      server.use(
        onApiError('PATCH', '/rental_products/1', status, {
          'hydra:title': 'Conflict',
          'hydra:description': 'Another request changed this line; it could not be validated.',
          code,
        }),
      );
      const line = await screen.findByTestId('rental-line-PD-0001', {}, { timeout: 5000 });
      fireEvent.click(within(line).getByTestId('line-validate'));
      const notice = await screen.findByTestId('notification-error', {}, { timeout: 5000 });
      expect(notice.textContent).toContain(french);
      expect(notice.textContent).not.toContain('Another request');
      act(() => notifications.clean());
    },
  );

  it("names the cancel dialog's actions, and closes it on a refusal said in French", async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<NotificationsContainer />);
    show(rental(2, [lineOf(1, 'PD-0001', true)]));
    server.use(
      onApiError('PATCH', '/rentals/5/cancel', 409, {
        'hydra:title': 'Conflict',
        'hydra:description': 'Another request changed this rental at the same time.',
        code: 'CONCURRENT_CHANGE',
      }),
    );
    fireEvent.click(await screen.findByTestId('rental-action-cancel', {}, { timeout: 5000 }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('confirm-ok').textContent).toBe('Annuler le contrat');
    expect(within(dialog).getByTestId('confirm-cancel').textContent).toBe('Garder le contrat');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    const notice = await screen.findByTestId('notification-error', {}, { timeout: 5000 });
    expect(notice.textContent).toContain("La location n'a pas pu être annulée.");
    expect(notice.textContent).toContain('Quelqu');
    expect(notice.textContent).not.toContain('Another request');
    await waitFor(() => expect(screen.queryByTestId('confirm-ok')).toBeNull());
    act(() => notifications.clean());
  });
});
