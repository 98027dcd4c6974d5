import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type DepositRead, depositRead } from '@velodesk/contract/api/deposits';
import { type RentalRead, rentalRead } from '@velodesk/contract/api/rentals';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { DepositPanel } from './deposit-panel.tsx';

const none: DepositRead = {
  state: 'none',
  amountRequired: 450,
  form: null,
  reference: null,
  documentKind: null,
  amountTaken: null,
  takenBy: null,
  takenAt: null,
  waivedReason: null,
  waivedBy: null,
  waivedAt: null,
  returnedAmount: null,
  keptAmount: null,
  keptReason: null,
  keptComment: null,
  settledBy: null,
  settledAt: null,
  receipt: null,
};

const rentalOf = (overrides: Partial<RentalRead>): RentalRead => ({
  '@id': '/api/rentals/5',
  '@type': 'Rental',
  id: 5,
  rentalType: { '@id': '/api/rental_types/2', id: 2, description: 'Réservation' },
  state: { '@id': '/api/rental_states/1', id: 1, description: 'Nouveau' },
  startDate: '2026-07-14T08:00:00',
  startPeriod: 8,
  endDate: '2026-07-15T19:00:00',
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
  pricingType: { '@id': '/api/pricing_types/1', id: 1, description: 'Standard' },
  discount: 0,
  comments: [],
  invoicingDisabled: false,
  fds: false,
  stayId: null,
  stayLink: null,
  emplacementName: null,
  dutyFreeAmount: 100,
  taxAmount: 20,
  allTaxesIncludedAmount: 120,
  rentalProductsNumber: 2,
  unpaid: false,
  products: [],
  replacedProducts: [],
  error: false,
  rentalState: 'Nouveau',
  bail: 'none',
  amountBail: 0,
  paymentLink: null,
  paidAmount: 0,
  deposit: null,
  payments: [],
  ...overrides,
});

const show = (rental: RentalRead, features: FeatureIdentifier[] = ['planning', 'rental_contract']) => {
  setSession(sessionFixture({ features }));
  renderWithProviders(<DepositPanel rental={rental} />);
};

afterEach(() => clearSession());

describe('the rental page’s deposit panel', () => {
  useApiServer();

  it('changes the deposit a reservation requires before its bikes leave', async () => {
    let required = 450;
    server.use(
      onApi('GET', '/rentals/5/deposit', depositRead, () => ({ ...none, amountRequired: required })),
      onApi('PATCH', '/rentals/5/deposit', depositRead, () => {
        required = 300;
        return { ...none, amountRequired: required };
      }),
    );
    show(rentalOf({}));
    await waitFor(() => expect(screen.getByTestId('deposit-amount-required').textContent).toContain('450'));
    fireEvent.click(screen.getByTestId('deposit-amount-change'));
    const input = screen.getByTestId('deposit-amount-input');
    fireEvent.change(input, { target: { value: '-5' } });
    await waitFor(() =>
      expect(screen.getByTestId('deposit-amount-save').hasAttribute('disabled')).toBe(true),
    );
    fireEvent.change(input, { target: { value: '300' } });
    await waitFor(() =>
      expect(screen.getByTestId('deposit-amount-save').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByTestId('deposit-amount-save'));
    await waitFor(() => expect(apiCalls('PATCH', '/rentals/5/deposit')).toHaveLength(1));
    expect(apiCalls('PATCH', '/rentals/5/deposit')[0]?.body).toEqual({ amountBail: 300 });
    await waitFor(() => expect(screen.getByTestId('deposit-amount-required').textContent).toContain('300'));
  });

  it('neither reads nor offers the deposit to a user without contract access', () => {
    show(rentalOf({}), ['planning', 'rental_reservation']);
    expect(screen.queryByTestId('rental-deposit')).toBeNull();
    expect(apiCalls()).toHaveLength(0);
  });

  it('offers no change once the deposit is taken', () => {
    show(
      rentalOf({
        rentalType: { '@id': '/api/rental_types/1', id: 1, description: 'Contrat' },
        state: { '@id': '/api/rental_states/2', id: 2, description: 'En cours' },
        bail: 'held',
        amountBail: 450,
        deposit: { ...none, state: 'held', form: 'card_imprint', reference: 'EMP-1', amountTaken: 450 },
      }),
    );
    expect(screen.getByTestId('deposit-taken').textContent).toContain('EMP-1');
    expect(screen.queryByTestId('deposit-amount-change')).toBeNull();
    expect(screen.queryByTestId('deposit-amount-required')).toBeNull();
  });

  it('marks a stay’s contract paid at the end of the stay, or no longer, with the switch', async () => {
    const contract = rentalOf({
      rentalType: { '@id': '/api/rental_types/1', id: 1, description: 'Contrat' },
      state: { '@id': '/api/rental_states/2', id: 2, description: 'En cours' },
      stayId: '51001',
      fds: true,
      bail: 'held',
      deposit: { ...none, state: 'held', form: 'cash', amountTaken: 150 },
    });
    server.use(onApi('PATCH', '/rentals/5/fds', rentalRead, { ...contract, fds: false }));
    show(contract);
    const toggle = screen.getByTestId('rental-fds-switch') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(screen.getByTestId('end-stay-pay')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(apiCalls('PATCH', '/rentals/5/fds')).toHaveLength(1));
    expect(apiCalls('PATCH', '/rentals/5/fds')[0]?.body).toEqual({ fds: false });
  });

  it('has no end-of-stay switch on a contract without a stay', () => {
    show(
      rentalOf({
        rentalType: { '@id': '/api/rental_types/1', id: 1, description: 'Contrat' },
        state: { '@id': '/api/rental_states/2', id: 2, description: 'En cours' },
        deposit: { ...none, state: 'held', form: 'cash', amountTaken: 150 },
      }),
    );
    expect(screen.getByTestId('rental-deposit')).toBeTruthy();
    expect(screen.queryByTestId('rental-fds-switch')).toBeNull();
  });
});
