import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { CustomerRead } from '@velodesk/contract/api/customers';
import { availableProductGroup, type RentalRead } from '@velodesk/contract/api/rentals';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { useRentalForm } from './use-rental-form.ts';

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
    email: null,
    phones: [],
    country: null,
    fidelityLevel: 0,
    fidelity: { '@id': '/api/fidelities/1', id: 1, level: 0 },
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

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  </I18nextProvider>
);

describe('useRentalForm', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    server.use(
      onApi(
        'GET',
        '/products/available_for_reservation',
        hydraCollection(availableProductGroup),
        collectionOf('products/available_for_reservation', []),
      ),
    );
  });

  it("warns of a rental ending after the picked stay's last day, and blocks Save until it does not", async () => {
    const { result } = renderHook(() => useRentalForm({ rental: reservation }), { wrapper });
    await waitFor(() => expect(result.current.availability.isSuccess).toBe(true));
    expect(result.current.endsAfterStay).toBe(false);
    await act(() =>
      // The fields the rental screens read of a picked customer.
      result.current.pickCustomer(
        {
          id: 6,
          name: 'Mia',
          lastname: 'Becker',
          email: null,
          phones: [],
          country: null,
          fidelity: { level: 0 },
        } as unknown as CustomerRead,
        {
          stayId: '51001',
          stayLink: null,
          emplacementName: 'A12',
          stayEndDate: '2099-07-15',
        },
      ),
    );
    expect(result.current.endsAfterStay).toBe(true);
    expect(result.current.stayEndDate).toBe('2099-07-15');
    expect(result.current.reasons).toContain(String(i18n.t('RENTAL_EDIT.REASONS.PERIOD')));
    // Ending on the stay's last day is allowed.
    act(() => result.current.form.setValue('endDate', '2099-07-15'));
    expect(result.current.endsAfterStay).toBe(false);
  });
});
