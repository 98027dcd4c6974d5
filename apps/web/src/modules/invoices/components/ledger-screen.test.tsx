import { fireEvent, screen } from '@testing-library/react';
import {
  type LedgerVerificationRead,
  ledgerClosingRead,
  ledgerVerificationRead,
} from '@velodesk/contract/api/invoicing';
import { hydraCollection } from '@velodesk/contract/hydra';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { archivePeriodText, LedgerScreen } from './ledger-screen.tsx';

const company = { '@id': '/api/companies/1', id: 1, corporateName: 'Vélodesk Atlantique' };

const verification = (firstBroken: LedgerVerificationRead['chains'][number]['firstBroken']) => ({
  valid: firstBroken === null,
  verifiedAt: '2026-07-14T08:00:00.000Z',
  keyFingerprint: 'cd'.repeat(32),
  anchorsRead: 42,
  chains: [{ company, records: 42, lastSequence: 42, lastHash: 'ab'.repeat(32), firstBroken }],
});

const renderLedger = () => {
  const router = createMemoryRouter([{ path: '/ledger', element: <LedgerScreen /> }], {
    initialEntries: ['/ledger'],
  });
  renderWithProviders(<RouterProvider router={router} />);
};

describe('LedgerScreen', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    server.use(
      onApi(
        'GET',
        '/ledger/closings',
        hydraCollection(ledgerClosingRead),
        collectionOf('ledger/closings', [
          {
            '@id': '/api/ledger/closings/1',
            '@type': 'LedgerClosing' as const,
            id: 1,
            company,
            kind: 'day' as const,
            periodStart: '2026-07-13',
            day: '2026-07-13',
            sequence: 40,
            hash: 'cd'.repeat(32),
            signatureFingerprint: 'ab12 cd34',
            keyFingerprint: '0123 4567 89ab cdef',
            periodRecords: 3,
            periodInvoices: 120,
            periodCreditNotes: -20,
            periodPayments: 100,
            perpetualInvoices: 1200.5,
            perpetualCreditNotes: -20,
            perpetualPayments: 1000,
            createdAt: '2026-07-14T00:05:00.000Z',
          },
        ]),
      ),
    );
  });

  it('lists the closings and says a clean chain is clean', async () => {
    server.use(onApi('GET', '/ledger/verify', ledgerVerificationRead, verification(null)));
    renderLedger();
    expect(await screen.findByText('13/07/2026')).toBeTruthy();
    expect(screen.getByText('€1,200.50')).toBeTruthy();
    // The closing's link position and short signature fingerprint, as on invoices.
    expect(screen.getByTestId('ledger-signature-1').textContent).toBe('ab12 cd34');
    expect(screen.getByText('40')).toBeTruthy();
    fireEvent.click(screen.getByTestId('ledger-verify'));
    const clean = await screen.findByTestId('ledger-clean');
    expect(clean.textContent).toContain('42 records in 1 chain(s)');
    expect(screen.queryByTestId('ledger-broken')).toBeNull();
  });

  it('names the first broken record of a broken chain', async () => {
    server.use(
      onApi(
        'GET',
        '/ledger/verify',
        ledgerVerificationRead,
        verification({ sequence: 17, recordType: 'payment', recordId: 9, reason: 'content' }),
      ),
    );
    renderLedger();
    fireEvent.click(await screen.findByTestId('ledger-verify'));
    const broken = await screen.findByTestId('ledger-broken');
    expect(broken.textContent).toContain(
      'Vélodesk Atlantique: first broken record no. 17 (payment #9) — its content was changed',
    );
    expect(screen.queryByTestId('ledger-clean')).toBeNull();
  });
});

describe('archivePeriodText', () => {
  it("says the archive's period in the user's language, not the check's neutral text", async () => {
    await i18n.changeLanguage('fr');
    const t = i18n.t.bind(i18n) as Parameters<typeof archivePeriodText>[1];
    expect(archivePeriodText('month 2026-06-01 – 2026-06-30', t)).toBe('Mois 01/06/2026 – 30/06/2026');
    expect(archivePeriodText('day 2026-11-26 – 2026-11-26', t)).toBe('Jour 26/11/2026');
    await i18n.changeLanguage('en');
    expect(archivePeriodText('year 2025-07-01 – 2026-06-30', t)).toBe(
      'Accounting year 01/07/2025 – 30/06/2026',
    );
    expect(archivePeriodText(null, t)).toBe('');
  });
});
