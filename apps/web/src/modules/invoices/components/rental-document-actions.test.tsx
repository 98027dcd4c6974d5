import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { generatedFile, InvoiceStatus, InvoiceType, invoiceRead } from '@velodesk/contract/api/invoicing';
import { hydraCollection } from '@velodesk/contract/hydra';
import { RentalState, RentalType } from '@velodesk/contract/ids';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { apiCalls, collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { RentalDocumentActions } from './rental-document-actions.tsx';

const validatedContract = {
  id: 7,
  rentalTypeId: RentalType.contract,
  stateId: RentalState.validated,
  invoicingDisabled: false,
};

const lastInvoice = (pdf: string | null) => ({
  '@id': '/api/invoices/12',
  '@type': 'Invoice' as const,
  id: 12,
  number: 'F2026-000012',
  rental: { '@id': '/api/rentals/7', id: 7 },
  customer: { id: 3, name: 'Nathan Lopez' },
  invoiceDate: '2026-07-14',
  invoicingCompany: { '@id': '/api/companies/1', id: 1, corporateName: 'Velodesk' },
  site: { '@id': '/api/sites/1', id: 1 },
  invoiceType: { '@id': '/api/invoice_types/1', id: InvoiceType.invoice, type: 'Facture' },
  invoiceStatus: { '@id': '/api/invoice_statuses/3', id: InvoiceStatus.validated, status: 'Validée' },
  relatedInvoiceNumber: null,
  relatedInvoice: null,
  creditNote: null,
  activated: true,
  dutyFreeAmount: 50,
  taxAmount: 10,
  allTaxesIncludedAmount: 60,
  pdf,
  cancellable: true,
});

const pdfFile = () =>
  http.get('*/api/invoices/12/pdf', () =>
    HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer as ArrayBuffer, {
      headers: { 'content-type': 'application/pdf' },
    }),
  );

describe('RentalDocumentActions', () => {
  useApiServer();
  const opened = vi.fn<(url?: string | URL) => Window | null>();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    opened.mockReset().mockReturnValue({} as Window);
    vi.stubGlobal('open', opened);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => {
      notifications.clean();
      notifications.cleanQueue();
    });
  });

  it('offers the invoice only on a validated contract that is invoiced; the contract PDF always', () => {
    renderWithProviders(
      <>
        <div data-testid="in-progress">
          <RentalDocumentActions rental={{ ...validatedContract, stateId: RentalState.inProgress }} />
        </div>
        <div data-testid="not-invoiced">
          <RentalDocumentActions rental={{ ...validatedContract, invoicingDisabled: true }} />
        </div>
        <div data-testid="reservation">
          <RentalDocumentActions rental={{ ...validatedContract, rentalTypeId: RentalType.reservation }} />
        </div>
        <div data-testid="validated">
          <RentalDocumentActions rental={validatedContract} />
        </div>
      </>,
    );
    for (const id of ['in-progress', 'not-invoiced', 'reservation']) {
      expect(within(screen.getByTestId(id)).queryByTestId('rental-document-invoice')).toBeNull();
      expect(within(screen.getByTestId(id)).getByTestId('rental-document-contract-pdf')).toBeTruthy();
    }
    expect(within(screen.getByTestId('validated')).getByTestId('rental-document-invoice')).toBeTruthy();
  });

  it('asks French or English in the contract PDF modal, then generates the document in that language', async () => {
    server.use(
      onApi('POST', '/pdf/generate/contract/7', generatedFile, {
        file: '/api/rentals/7/contract_pdf?language=fr',
      }),
      http.get('*/api/rentals/7/contract_pdf', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer as ArrayBuffer, {
          headers: { 'content-type': 'application/pdf' },
        }),
      ),
    );
    renderWithProviders(<RentalDocumentActions rental={validatedContract} />);
    fireEvent.click(screen.getByTestId('rental-document-contract-pdf'));
    const modal = await screen.findByTestId('contract-pdf-modal');
    // Nothing is generated before the choice.
    expect(apiCalls('POST', '/pdf/generate/contract/7')).toHaveLength(0);
    fireEvent.click(within(modal).getByText('Français'));
    fireEvent.click(within(modal).getByTestId('contract-pdf-generate'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:pdf', '_blank'));
    expect(apiCalls('POST', '/pdf/generate/contract/7')[0]?.query.get('language')).toBe('fr');
  });

  it('generates the last invoice PDF first when it has none, then opens it', async () => {
    server.use(
      onApi('GET', '/invoices', hydraCollection(invoiceRead), collectionOf('invoices', [lastInvoice(null)])),
      onApi('POST', '/pdf/generate/invoice/12', generatedFile, { file: '/api/invoices/12/pdf' }),
      pdfFile(),
    );
    renderWithProviders(<RentalDocumentActions rental={validatedContract} />);
    fireEvent.click(screen.getByTestId('rental-document-invoice'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:pdf', '_blank'));
    expect(apiCalls('GET', '/invoices')[0]?.query.get('rental.id')).toBe('7');
    expect(apiCalls('POST', '/pdf/generate/invoice/12')).toHaveLength(1);
  });

  it('opens an invoice PDF that exists without generating it again', async () => {
    server.use(
      onApi(
        'GET',
        '/invoices',
        hydraCollection(invoiceRead),
        collectionOf('invoices', [lastInvoice('/api/invoices/12/pdf')]),
      ),
      pdfFile(),
    );
    renderWithProviders(<RentalDocumentActions rental={validatedContract} />);
    fireEvent.click(screen.getByTestId('rental-document-invoice'));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:pdf', '_blank'));
    expect(apiCalls('POST')).toHaveLength(0);
  });

  it('says so when the rental has no invoice', async () => {
    server.use(onApi('GET', '/invoices', hydraCollection(invoiceRead), collectionOf('invoices', [])));
    renderWithProviders(
      <>
        <NotificationsContainer />
        <RentalDocumentActions rental={validatedContract} />
      </>,
    );
    fireEvent.click(screen.getByTestId('rental-document-invoice'));
    expect(await screen.findByText('This rental has no invoice yet.')).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });
});
