import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type RentalListItem, rentalListItem } from '@velodesk/contract/api/rentals';
import { hydraCollection } from '@velodesk/contract/hydra';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { CustomerRentalsGrid } from './customer-rentals-grid.tsx';

const rentalOf = (id: number, state: number): RentalListItem => ({
  '@id': `/api/rentals/${id}`,
  '@type': 'Rental',
  id,
  rentalType: { '@id': '/api/rental_types/1', id: 1, description: 'Contrat' },
  state: { '@id': `/api/rental_states/${state}`, id: state, description: 'x' },
  startDate: '2026-07-14T08:00:00',
  startPeriod: 8,
  endDate: '2026-07-15T12:59:59',
  endPeriod: 13,
  customer: {
    '@id': '/api/customers/8',
    id: 8,
    name: 'Nathan',
    lastname: 'Lopez',
    email: 'nathan@example.fr',
    phones: [],
    country: null,
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
  rentalProductsNumber: 1,
  unpaid: false,
  error: false,
  rentalState: 'x',
});

describe("a customer's rentals", () => {
  useApiServer();

  it('lists new and in-progress rentals, then done and cancelled ones, each linking to its details', async () => {
    server.use(
      onApi('GET', '/rentals', hydraCollection(rentalListItem), ({ url }) =>
        collectionOf(
          'rentals',
          url.searchParams.getAll('state.id[]').includes('3') ? [rentalOf(7, 3)] : [rentalOf(5, 2)],
        ),
      ),
    );
    const router = createMemoryRouter([{ path: '/', element: <CustomerRentalsGrid customerId={8} /> }]);
    renderWithProviders(<RouterProvider router={router} />);
    expect((await screen.findByTestId('rental-link-5')).getAttribute('href')).toBe('/rental-details/5');
    const first = apiCalls('GET', '/rentals')[0]!.query;
    expect(first.get('customer.id')).toBe('8');
    expect(first.getAll('state.id[]')).toEqual(['1', '2']);
    // A period end at 12:59:59 is the end of the morning.
    expect(screen.getByText('15/07/2026 13:00')).toBeTruthy();

    fireEvent.click(screen.getByTestId('rentals-tab-closed'));
    expect((await screen.findByTestId('rental-link-7')).getAttribute('href')).toBe('/rental-details/7');
    await waitFor(() =>
      expect(apiCalls('GET', '/rentals').at(-1)!.query.getAll('state.id[]')).toEqual(['3', '4']),
    );
    expect(screen.getByTestId('rental-state-7').textContent).toBe('Validated');
  });
});
