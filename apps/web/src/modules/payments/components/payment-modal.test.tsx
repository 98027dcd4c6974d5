import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  type CashDeskRead,
  cashDeskRead,
  PaymentErrorCode,
  type PaymentMethodRead,
  type PaymentRead,
  paymentMethodRead,
  paymentRead,
  type RemainingAmountRead,
  remainingAmountRead,
} from '@velodesk/contract/api/payments';
import { hydraCollection } from '@velodesk/contract/hydra';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { PaymentModal } from './payment-modal.tsx';

const remaining = (remainingAmount: number): RemainingAmountRead => ({
  rental: '/api/rentals/42',
  site: { '@id': '/api/sites/3', id: 3, name: 'Les Pins Dorés' },
  allTaxesIncludedAmount: remainingAmount,
  paidAmount: 0,
  remainingAmount,
  hasStay: false,
  fullyPaid: remainingAmount === 0,
});

const desks: CashDeskRead[] = [
  { '@id': '/api/huttosoft/cash_desks/11', '@type': 'CashDesk', id: 11, name: 'Accueil', type: 'cash' },
  { '@id': '/api/huttosoft/cash_desks/12', '@type': 'CashDesk', id: 12, name: 'Accueil CB', type: 'card' },
];
const methods: PaymentMethodRead[] = [
  {
    '@id': '/api/huttosoft/payment_methods/1',
    '@type': 'PaymentMethod',
    id: 1,
    name: 'Espèces',
    code: 'CASH',
    account: '5310000',
  },
  {
    '@id': '/api/huttosoft/payment_methods/2',
    '@type': 'PaymentMethod',
    id: 2,
    name: 'Carte bancaire',
    code: 'CB',
    account: '5112000',
  },
];

const created = (
  id: number,
  amount: number,
  externalState: PaymentRead['externalState'] = 'sent',
): PaymentRead => ({
  '@id': `/api/payments/${id}`,
  '@type': 'Payment',
  id,
  site: { '@id': '/api/sites/3', id: 3, name: 'Les Pins Dorés' },
  rental: { '@id': '/api/rentals/42', id: 42 },
  cashDesk: { id: 11, name: 'Accueil' },
  paymentMethod: { id: 1, name: 'Espèces' },
  amount,
  paymentAccount: '5310000',
  activated: true,
  refundedPayment: null,
  reverses: null,
  cancellationState: null,
  refundable: true,
  externalState,
  externalPaymentId: externalState === 'sent' ? 9000 + id : null,
  externalError: externalState === 'sent' ? null : 'unreachable',
  createdAt: '2026-07-14T08:00:00.000Z',
});

const serve = (amount: number) =>
  server.use(
    onApi('GET', '/rentals/42/remaining_amount', remainingAmountRead, remaining(amount)),
    onApi(
      'GET',
      '/huttosoft/cash_desks',
      hydraCollection(cashDeskRead),
      collectionOf('huttosoft/cash_desks', desks),
    ),
    onApi(
      'GET',
      '/huttosoft/payment_methods',
      hydraCollection(paymentMethodRead),
      collectionOf('huttosoft/payment_methods', methods),
    ),
  );

const pick = async (testId: string, name: string) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name }));
};
const amount = (index: number, value: string) =>
  fireEvent.change(screen.getByTestId(`payment-amount-${index}`), { target: { value } });
const validate = () => screen.getByTestId('payment-validate') as HTMLButtonElement;
const left = () => screen.getByTestId('payment-remaining').textContent;

/** Waits for the remaining amount and the stay system's lists. */
const loaded = async () => {
  await waitFor(() => expect(apiCalls('GET', '/huttosoft/cash_desks')).toHaveLength(1));
  await waitFor(() => expect(screen.getByTestId('payment-total').textContent).toMatch(/€/));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
};

describe('PaymentModal', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('pays 99.99 in 3 × 33.33 with two methods, validating only at exactly 0, all lines in one call', async () => {
    serve(99.99);
    server.use(
      onApi('POST', '/payments/create', z.array(paymentRead), ({ body }) =>
        (body as Array<{ amount: number }>).map((line, index) => created(100 + index, line.amount)),
      ),
    );
    const onPaid = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<PaymentModal rentalId={42} opened onClose={onClose} onPaid={onPaid} />);
    await loaded();
    // The cash desks are the rental's site's.
    expect(apiCalls('GET', '/huttosoft/cash_desks')[0]?.query.get('siteId')).toBe('3');
    // The first line proposes what remains.
    expect((screen.getByTestId('payment-amount-0') as HTMLInputElement).value).toBe('99.99');
    await pick('payment-cash-desk-0', 'Accueil');
    await pick('payment-method-0', 'Espèces');
    amount(0, '33.33');
    expect(left()).toBe('€66.66');
    expect(validate().disabled).toBe(true);

    fireEvent.click(screen.getByTestId('payment-add-line'));
    expect((screen.getByTestId('payment-amount-1') as HTMLInputElement).value).toBe('66.66');
    await pick('payment-cash-desk-1', 'Accueil CB');
    await pick('payment-method-1', 'Carte bancaire');
    amount(1, '33.33');
    expect(left()).toBe('€33.33');
    fireEvent.click(screen.getByTestId('payment-add-line'));
    await pick('payment-cash-desk-2', 'Accueil');
    await pick('payment-method-2', 'Espèces');
    expect(left()).toBe('€0.00');
    await waitFor(() => expect(validate().disabled).toBe(false));
    // One cent too much: no longer exactly 0.
    amount(2, '33.34');
    expect(left()).toBe('-€0.01');
    await waitFor(() => expect(validate().disabled).toBe(true));
    expect(screen.getByTestId('payment-validate-reason').textContent).toContain(
      'The remaining amount must be exactly 0.',
    );
    amount(2, '33.33');
    await waitFor(() => expect(validate().disabled).toBe(false));
    fireEvent.click(validate());

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    const [call] = apiCalls('POST', '/payments/create');
    expect(call?.body).toEqual([
      expect.objectContaining({
        site: '/api/sites/3',
        rental: '/api/rentals/42',
        cashDesk: 11,
        paymentMethod: 1,
        amount: 33.33,
        cashDeskName: 'Accueil',
        paymentAccount: '5310000',
      }),
      expect.objectContaining({
        cashDesk: 12,
        paymentMethod: 2,
        amount: 33.33,
        paymentMethodName: 'Carte bancaire',
        paymentAccount: '5112000',
      }),
      expect.objectContaining({ cashDesk: 11, paymentMethod: 1, amount: 33.33 }),
    ]);
  });

  it('proposes the amount once: a cleared amount stays empty and takes what is typed', async () => {
    serve(86.5);
    renderWithProviders(<PaymentModal rentalId={42} opened onClose={() => {}} onPaid={() => {}} />);
    await loaded();
    const field = () => screen.getByTestId('payment-amount-0') as HTMLInputElement;
    expect(field().value).toBe('86.5');
    amount(0, '');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(field().value).toBe('');
    expect(left()).toBe('€86.50');
    amount(0, '50');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(field().value).toBe('50');
    expect(left()).toBe('€36.50');
  });

  it('shows a 0.005 remainder as it is and never validates it', async () => {
    serve(0.005);
    renderWithProviders(
      <PaymentModal rentalId={42} opened onClose={() => {}} onPaid={() => {}} variant="end-stay" />,
    );
    await loaded();
    expect(screen.getByText('End-of-stay payment')).toBeTruthy();
    expect(left()).toBe('€0.005');
    expect(screen.getByTestId('payment-sub-cent').textContent).toContain('less than a cent');
    // Nothing proposed: 0.005 is not a payable amount.
    expect((screen.getByTestId('payment-amount-0') as HTMLInputElement).value).toBe('');
    await pick('payment-cash-desk-0', 'Accueil');
    await pick('payment-method-0', 'Espèces');
    amount(0, '0.01');
    expect(left()).toBe('-€0.005');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(validate().disabled).toBe(true);
  });

  it("says the server's refusal in the interface language, and keeps the lines", async () => {
    serve(50);
    server.use(
      onApiError('POST', '/payments/create', 409, {
        'hydra:title': 'Conflict',
        'hydra:description': 'The payments exceed the amount that remains to pay.',
        code: PaymentErrorCode.exceedsRemaining,
      }),
    );
    await i18n.changeLanguage('de');
    const onPaid = vi.fn();
    renderWithProviders(<PaymentModal rentalId={42} opened onClose={() => {}} onPaid={onPaid} />);
    await loaded();
    await pick('payment-cash-desk-0', 'Accueil');
    await pick('payment-method-0', 'Espèces');
    await waitFor(() => expect(validate().disabled).toBe(false));
    fireEvent.click(validate());
    expect((await screen.findByTestId('payment-failure')).textContent).toBe(
      'Die Zahlungen übersteigen den Restbetrag: nichts wurde erfasst.',
    );
    expect(onPaid).not.toHaveBeenCalled();
    expect((screen.getByTestId('payment-amount-0') as HTMLInputElement).value).toContain('50');
  });
});
