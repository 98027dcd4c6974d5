import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type InvoiceRead, InvoiceStatus, InvoiceType, invoiceRead } from '@velodesk/contract/api/invoicing';
import {
  cashDeskRead,
  type PaymentRead,
  paymentCancellation,
  paymentMethodRead,
  paymentRead,
} from '@velodesk/contract/api/payments';
import { siteRead } from '@velodesk/contract/api/sites';
import { hydraCollection } from '@velodesk/contract/hydra';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { PaymentListScreen } from './payment-list-screen.tsx';

const payment = (id: number, overrides: Partial<PaymentRead> = {}): PaymentRead => ({
  '@id': `/api/payments/${id}`,
  '@type': 'Payment',
  id,
  site: { '@id': '/api/sites/3', id: 3, name: 'Les Pins Dorés' },
  rental: { '@id': '/api/rentals/42', id: 42 },
  cashDesk: { id: 11, name: 'Accueil' },
  paymentMethod: { id: 2, name: 'Carte bancaire' },
  amount: 30,
  paymentAccount: null,
  activated: true,
  refundedPayment: null,
  reverses: null,
  cancellationState: null,
  refundable: true,
  externalState: 'sent',
  externalPaymentId: 9001,
  externalError: null,
  createdAt: '2026-07-14T08:00:00.000Z',
  ...overrides,
});

const renderList = () => {
  const router = createMemoryRouter([{ path: '/payments', element: <PaymentListScreen /> }], {
    initialEntries: ['/payments'],
  });
  renderWithProviders(
    <>
      <NotificationsContainer />
      <RouterProvider router={router} />
    </>,
  );
};

/** The last invoice of rental #42: a validated invoice, not cancelled. */
const invoicedRental: InvoiceRead = {
  '@id': '/api/invoices/4',
  '@type': 'Invoice',
  id: 4,
  number: 'FA-2026-000004',
  rental: { '@id': '/api/rentals/42', id: 42 },
  customer: { id: 3, name: 'Nathan Lopez' },
  invoiceDate: '2026-07-14',
  invoicingCompany: { '@id': '/api/companies/1', id: 1, corporateName: 'Velodesk Vacances' },
  site: { '@id': '/api/sites/1', id: 1 },
  invoiceType: {
    '@id': `/api/invoice_types/${InvoiceType.invoice}`,
    id: InvoiceType.invoice,
    type: 'Facture',
  },
  invoiceStatus: {
    '@id': `/api/invoice_statuses/${InvoiceStatus.validated}`,
    id: InvoiceStatus.validated,
    status: 'Validée',
  },
  relatedInvoiceNumber: null,
  relatedInvoice: null,
  creditNote: null,
  activated: true,
  dutyFreeAmount: 25,
  taxAmount: 5,
  allTaxesIncludedAmount: 30,
  pdf: null,
  cancellable: true,
};

describe('PaymentListScreen', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    server.use(
      onApi('GET', '/sites', hydraCollection(siteRead), collectionOf('sites', [])),
      onApi(
        'GET',
        '/huttosoft/payment_methods',
        hydraCollection(paymentMethodRead),
        collectionOf('huttosoft/payment_methods', []),
      ),
      onApi(
        'GET',
        '/huttosoft/cash_desks',
        hydraCollection(cashDeskRead),
        collectionOf('huttosoft/cash_desks', []),
      ),
    );
  });
  afterEach(() => {
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
  });

  it('cancels after a confirmation; when the stay system refuses it says so and names the reversing payment', async () => {
    let cancelled = false;
    const reversed = payment(7, {
      activated: false,
      refundedPayment: '/api/payments/8',
      refundable: false,
      cancellationState: 'done',
    });
    server.use(
      onApi('GET', '/payments', hydraCollection(paymentRead), () =>
        collectionOf(
          'payments',
          cancelled
            ? [
                payment(8, {
                  amount: -30,
                  reverses: '/api/payments/7',
                  refundable: false,
                  externalState: 'pending',
                  externalPaymentId: null,
                  externalError: 'unreachable',
                }),
                reversed,
              ]
            : [payment(7)],
        ),
      ),
      onApi('GET', '/invoices', hydraCollection(invoiceRead), collectionOf('invoices', [])),
      onApi('PATCH', '/payments/7', paymentCancellation, () => {
        cancelled = true;
        return {
          ...reversed,
          staySystemError: { code: 'STAY_SYSTEM_ERROR', description: 'transaction already lettered' },
        };
      }),
    );
    renderList();
    const toggle = within(await screen.findByTestId('payment-active-7')).getByRole('switch');
    expect(screen.getByTestId('payment-external-7').textContent).toBe('Sent');
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this payment?' });
    expect(dialog.textContent).toContain('Payment #7 of €30.00 (rental #42)');
    // Not invoiced: no warning.
    await waitFor(() => expect(apiCalls('GET', '/invoices')).toHaveLength(1));
    expect(within(dialog).queryByTestId('payment-cancel-invoiced')).toBeNull();
    // Nothing is sent before the confirmation.
    expect(apiCalls('PATCH')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));

    await waitFor(() => expect(apiCalls('PATCH', '/payments/7')[0]?.body).toEqual({ activated: false }));
    const warning = await screen.findByText(/A reversing payment #8 was created instead/);
    expect(warning.textContent).toContain('already lettered this payment');
    // rentals.md section 4: the original, no longer active, names its reversal.
    expect((await screen.findByTestId('payment-reversed-by-7')).textContent).toBe('Reversed by #8');
    expect(screen.getByTestId('payment-reverses-8').textContent).toBe('Reverses #7');
    expect(screen.getByTestId('payment-external-8').textContent).toBe('Pending');
    const original = within(screen.getByTestId('payment-active-7')).getByRole('switch');
    expect(original).toHaveProperty('checked', false);
    expect(original).toHaveProperty('disabled', true);
    expect(within(screen.getByTestId('payment-active-8')).getByRole('switch')).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('warns before cancelling a payment of a contract already invoiced', async () => {
    server.use(
      onApi('GET', '/payments', hydraCollection(paymentRead), () => collectionOf('payments', [payment(7)])),
      onApi('GET', '/invoices', hydraCollection(invoiceRead), collectionOf('invoices', [invoicedRental])),
    );
    renderList();
    fireEvent.click(within(await screen.findByTestId('payment-active-7')).getByRole('switch'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this payment?' });
    expect((await within(dialog).findByTestId('payment-cancel-invoiced')).textContent).toBe(
      'Rental no. 42 is already invoiced: cancelling this payment will not change its invoice, and the amount will remain due.',
    );
    expect(within(dialog).getByTestId('confirm-warning')).toBeTruthy();
    expect(apiCalls('GET', '/invoices')[0]?.query.get('rental.id')).toBe('42');
    expect(apiCalls('PATCH')).toHaveLength(0);
  });

  it('shows a cancellation whose outcome the stay system has not given yet as pending (202)', async () => {
    let asked = false;
    const pending = payment(7, { cancellationState: 'pending', refundable: false });
    server.use(
      onApi('GET', '/payments', hydraCollection(paymentRead), () =>
        collectionOf('payments', [asked ? pending : payment(7)]),
      ),
      // The rental is not invoiced: the confirmation has no warning of its own.
      onApi('GET', '/invoices', hydraCollection(invoiceRead), collectionOf('invoices', [])),
      onApi(
        'PATCH',
        '/payments/7',
        paymentCancellation,
        () => {
          asked = true;
          return {
            ...pending,
            staySystemError: { code: 'STAY_SYSTEM_UNAVAILABLE', description: 'TECHNIQUE_ERROR' },
          };
        },
        { status: 202 },
      ),
    );
    renderList();
    fireEvent.click(within(await screen.findByTestId('payment-active-7')).getByRole('switch'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'));
    const notice = await screen.findByText(/The cancellation is pending/);
    expect(notice.textContent).toContain('The stay system does not answer.');
    expect((await screen.findByTestId('payment-cancellation-pending-7')).textContent).toBe(
      'Cancellation pending',
    );
    // Still active until the stay system answers, and not cancellable twice.
    const toggle = within(screen.getByTestId('payment-active-7')).getByRole('switch');
    expect(toggle).toHaveProperty('checked', true);
    expect(toggle).toHaveProperty('disabled', true);
  });

  it('sends a failed copy again and says the outcome', async () => {
    let retried = false;
    const failed = payment(9, {
      externalState: 'failed',
      externalPaymentId: null,
      externalError: 'Unknown cash desk 99',
    });
    const sent = payment(9);
    server.use(
      onApi('GET', '/payments', hydraCollection(paymentRead), () =>
        collectionOf('payments', [retried ? sent : failed]),
      ),
      onApi('POST', '/payments/9/retry_external', paymentRead, () => {
        retried = true;
        return sent;
      }),
    );
    renderList();
    expect((await screen.findByTestId('payment-external-9')).textContent).toBe('Failed');
    fireEvent.click(screen.getByTestId('payment-retry-9'));
    expect(await screen.findByText('The payment reached the stay system.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('payment-external-9').textContent).toBe('Sent'));
    expect(screen.queryByTestId('payment-retry-9')).toBeNull();
  });
});
