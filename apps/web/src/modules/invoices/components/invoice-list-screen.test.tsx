import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  InvoiceErrorCode,
  type InvoiceRead,
  InvoiceStatus,
  InvoiceType,
  invoiceDetailRead,
  invoiceRead,
  invoiceStatusNames,
} from '@velodesk/contract/api/invoicing';
import { hydraCollection } from '@velodesk/contract/hydra';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { InvoiceListScreen } from './invoice-list-screen.tsx';

const invoice = (id: number, overrides: Partial<InvoiceRead> = {}): InvoiceRead => {
  const base: InvoiceRead = {
    '@id': `/api/invoices/${id}`,
    '@type': 'Invoice',
    id,
    number: `FA-2026-${String(id).padStart(6, '0')}`,
    rental: { '@id': '/api/rentals/7', id: 7 },
    customer: { id: 3, name: 'Nathan Lopez' },
    invoiceDate: '2026-07-14',
    invoicingCompany: { '@id': '/api/companies/1', id: 1, corporateName: 'Velodesk Vacances' },
    site: { '@id': '/api/sites/1', id: 1 },
    invoiceType: { '@id': '/api/invoice_types/1', id: InvoiceType.invoice, type: 'Facture' },
    invoiceStatus: {
      '@id': '/api/invoice_statuses/3',
      id: InvoiceStatus.validated,
      status: invoiceStatusNames[InvoiceStatus.validated],
    },
    relatedInvoiceNumber: null,
    relatedInvoice: null,
    creditNote: null,
    activated: true,
    dutyFreeAmount: 50,
    taxAmount: 10,
    allTaxesIncludedAmount: 60,
    pdf: null,
    cancellable: true,
  };
  return { ...base, ...overrides };
};

const withStatus = (id: number, status: number, overrides: Partial<InvoiceRead> = {}) =>
  invoice(id, {
    invoiceStatus: {
      '@id': `/api/invoice_statuses/${status}`,
      id: status,
      status: invoiceStatusNames[status as keyof typeof invoiceStatusNames],
    },
    cancellable: status !== InvoiceStatus.new && status !== InvoiceStatus.cancelled,
    ...overrides,
  });

const creditNote = (id: number, of: InvoiceRead) =>
  withStatus(id, InvoiceStatus.validated, {
    number: `AV-2026-${String(id).padStart(6, '0')}`,
    invoiceType: { '@id': '/api/invoice_types/2', id: InvoiceType.creditNote, type: 'Avoir' },
    relatedInvoiceNumber: of.number,
    relatedInvoice: of['@id'],
    allTaxesIncludedAmount: -of.allTaxesIncludedAmount,
    cancellable: false,
  });

/** POST /invoices/create_credit answers the credit note in full, with its mentions, lines and totals. */
const creditNoteDetail = (id: number, of: InvoiceRead) => ({
  ...creditNote(id, of),
  relatedInvoiceDate: of.invoiceDate,
  seller: {
    corporateName: 'Velodesk Loisirs',
    socialStatus: null,
    capital: null,
    siret: null,
    siren: null,
    vatNumber: null,
    address: '1 rue des Pins',
    zipCode: '40000',
    city: 'Mont-de-Marsan',
    countryCode: 'FR',
    email: null,
    phone: null,
  },
  buyer: {
    customerId: of.customer.id,
    name: of.customer.name,
    address: null,
    city: null,
    countryCode: null,
    vatNumber: null,
    email: null,
    language: 'fr',
  },
  lines: [],
  vatTotals: [],
  paymentTerms: '',
  paidAmount: 0,
});

const renderList = () => {
  const router = createMemoryRouter([{ path: '/invoices', element: <InvoiceListScreen /> }], {
    initialEntries: ['/invoices'],
  });
  renderWithProviders(
    <>
      <NotificationsContainer />
      <RouterProvider router={router} />
    </>,
  );
};

describe('InvoiceListScreen', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
  });

  it('colours each status, formats the date and offers cancel only where it applies', async () => {
    const rows = [
      withStatus(6, InvoiceStatus.invoiced),
      withStatus(5, InvoiceStatus.cancelled, { creditNote: '/api/invoices/9' }),
      withStatus(4, InvoiceStatus.validated),
      withStatus(3, InvoiceStatus.inProgress),
      withStatus(2, InvoiceStatus.new),
      creditNote(1, invoice(5)),
    ];
    server.use(onApi('GET', '/invoices', hydraCollection(invoiceRead), collectionOf('invoices', rows)));
    renderList();

    const status = async (id: number) => {
      const badge = await screen.findByTestId(`invoice-status-${id}`);
      return [badge.textContent, badge.getAttribute('data-color')];
    };
    expect(await status(3)).toEqual(['In progress', 'green']);
    expect(await status(2)).toEqual(['New', 'blue']);
    expect(await status(5)).toEqual(['Cancelled', 'red']);
    expect(await status(4)).toEqual(['Validated', 'lime']);
    expect(await status(6)).toEqual(['Invoiced', 'lime']);
    expect(screen.getByTestId('invoice-cancelled-5').textContent).toBe('Cancelled by credit note #9');
    expect(screen.getByTestId('invoice-type-1').textContent).toBe('Credit note');
    expect(screen.getByTestId('invoice-related-1').textContent).toBe('FA-2026-000005');
    const grid = screen.getByTestId('invoices-grid');
    expect(within(grid).getAllByText('14/07/2026').length).toBe(rows.length);

    // Cancel: not on a credit note, a new invoice or a cancelled one.
    for (const id of [6, 4, 3]) expect(screen.queryByTestId(`invoice-cancel-${id}`)).not.toBeNull();
    for (const id of [5, 2, 1]) expect(screen.queryByTestId(`invoice-cancel-${id}`)).toBeNull();
    // Every row shows its PDF.
    for (const row of rows) expect(screen.queryByTestId(`invoice-pdf-${row.id}`)).not.toBeNull();
  });

  it('cancels after the confirmation by a credit note and shows both', async () => {
    const original = withStatus(4, InvoiceStatus.validated);
    let cancelled = false;
    server.use(
      onApi('GET', '/invoices', hydraCollection(invoiceRead), () =>
        collectionOf(
          'invoices',
          cancelled
            ? [
                creditNote(5, original),
                withStatus(4, InvoiceStatus.cancelled, { creditNote: '/api/invoices/5' }),
              ]
            : [original],
        ),
      ),
      onApi('POST', '/invoices/create_credit', invoiceDetailRead, () => {
        cancelled = true;
        return creditNoteDetail(5, original);
      }),
    );
    renderList();
    fireEvent.click(await screen.findByTestId('invoice-cancel-4'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this invoice?' });
    expect(dialog.textContent).toContain('FA-2026-000004');
    expect(apiCalls('POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));

    await waitFor(() =>
      expect(apiCalls('POST', '/invoices/create_credit')[0]?.body).toEqual({ invoice: '/api/invoices/4' }),
    );
    expect(await screen.findByText('Invoice cancelled by credit note AV-2026-000005.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('invoice-status-4').textContent).toBe('Cancelled'));
    expect(screen.getByTestId('invoice-status-4').getAttribute('data-color')).toBe('red');
    expect(screen.getByTestId('invoice-cancelled-4').textContent).toBe('Cancelled by credit note #5');
    expect(screen.queryByTestId('invoice-cancel-4')).toBeNull();
    expect(screen.getByTestId('invoice-related-5').textContent).toBe('FA-2026-000004');
    expect(screen.queryByTestId('invoice-cancel-5')).toBeNull();
  });

  it("says the server's reason when the invoice was already cancelled", async () => {
    server.use(
      onApi(
        'GET',
        '/invoices',
        hydraCollection(invoiceRead),
        collectionOf('invoices', [withStatus(4, InvoiceStatus.validated)]),
      ),
      onApiError('POST', '/invoices/create_credit', 409, {
        'hydra:title': 'Conflict',
        'hydra:description': 'Invoice 4 has credit note 5.',
        code: InvoiceErrorCode.alreadyCancelled,
      }),
    );
    renderList();
    fireEvent.click(await screen.findByTestId('invoice-cancel-4'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this invoice?' });
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    expect(await screen.findByText('This invoice is already cancelled.')).toBeTruthy();
  });

  it('asks with the warning icon, and says the cancellation was abandoned when the user declines', async () => {
    server.use(
      onApi(
        'GET',
        '/invoices',
        hydraCollection(invoiceRead),
        collectionOf('invoices', [withStatus(4, InvoiceStatus.validated)]),
      ),
    );
    renderList();
    fireEvent.click(await screen.findByTestId('invoice-cancel-4'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this invoice?' });
    expect(within(dialog).getByTestId('confirm-warning')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-cancel'));
    expect(await screen.findByText('Cancellation abandoned: the invoice is unchanged.')).toBeTruthy();
    expect(apiCalls('POST', '/invoices/create_credit')).toHaveLength(0);
  });

  it('falls back to RENTALS.ALREADY_INVOICED_ERROR on a server error without a message of its own', async () => {
    server.use(
      onApi(
        'GET',
        '/invoices',
        hydraCollection(invoiceRead),
        collectionOf('invoices', [withStatus(4, InvoiceStatus.validated)]),
      ),
      onApiError('POST', '/invoices/create_credit', 500, {
        'hydra:title': 'Internal Server Error',
        'hydra:description': 'Something failed.',
      }),
    );
    renderList();
    fireEvent.click(await screen.findByTestId('invoice-cancel-4'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this invoice?' });
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    expect(await screen.findByText(i18n.t('RENTALS.ALREADY_INVOICED_ERROR'))).toBeTruthy();
  });
});
