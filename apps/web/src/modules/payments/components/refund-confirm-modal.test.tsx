import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type PaymentRead, paymentRead } from '@velodesk/contract/api/payments';
import { hydraCollection } from '@velodesk/contract/hydra';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { codeMessageKey, translate } from '@/shared/errors/error-messages.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { RefundConfirmModal } from './refund-confirm-modal.tsx';

const payment = (id: number, amount: number, overrides: Partial<PaymentRead> = {}): PaymentRead => ({
  '@id': `/api/payments/${id}`,
  '@type': 'Payment',
  id,
  site: { '@id': '/api/sites/3', id: 3, name: 'Les Pins Dorés' },
  rental: { '@id': '/api/rentals/42', id: 42 },
  cashDesk: { id: 11, name: 'Accueil' },
  paymentMethod: { id: 2, name: 'Carte bancaire' },
  amount,
  paymentAccount: null,
  activated: true,
  refundedPayment: null,
  reverses: null,
  cancellationState: null,
  refundable: true,
  externalState: 'sent',
  externalPaymentId: 9000 + id,
  externalError: null,
  createdAt: '2026-07-14T08:00:00.000Z',
  ...overrides,
});

describe('RefundConfirmModal', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    server.use(
      onApi(
        'GET',
        '/payments',
        hydraCollection(paymentRead),
        collectionOf('payments', [
          payment(1, 33.33),
          payment(2, 66.66, { cashDesk: { id: 13, name: 'Bar' } }),
          // Already reversed: a refund does not reverse it again.
          payment(3, 10, { refundedPayment: '/api/payments/4', activated: false, refundable: false }),
        ]),
      ),
    );
  });

  it('lists the refundable payments and their exact total, and says a refused refund', async () => {
    server.use(
      onApiError('PATCH', '/rentals/42/refund', 409, {
        'hydra:title': 'Conflict',
        'hydra:description': 'A cancelled contract cannot be refunded.',
        code: 'ILLEGAL_TRANSITION',
      }),
    );
    const onRefunded = vi.fn();
    renderWithProviders(
      <RefundConfirmModal rentalId={42} opened onClose={() => {}} onRefunded={onRefunded} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund contract #42' });
    await waitFor(() => expect(within(dialog).getByTestId('refund-total').textContent).toBe('€99.99'));
    expect(within(dialog).getByTestId('refund-payment-1').textContent).toContain('Accueil');
    expect(within(dialog).getByTestId('refund-payment-2').textContent).toContain('Bar');
    expect(within(dialog).queryByTestId('refund-payment-3')).toBeNull();
    expect(apiCalls('GET', '/payments')[0]?.query.get('rental.id')).toBe('42');
    fireEvent.click(within(dialog).getByTestId('refund-confirm'));
    // The rentals' message of the code, in the interface language (else the server's words).
    const key = codeMessageKey('ILLEGAL_TRANSITION');
    expect((await within(dialog).findByTestId('refund-failure')).textContent).toBe(
      key ? translate(i18n.t, key) : 'A cancelled contract cannot be refunded.',
    );
    expect(onRefunded).not.toHaveBeenCalled();
  });
});
