import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompanyRead } from '@velodesk/contract/api/settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { CompanyModal } from './company-modal.tsx';

/** A demo company as the API answers it: no accounting period at all. */
const demoCompany: CompanyRead = {
  '@id': '/api/companies/1',
  '@type': 'Company',
  id: 1,
  corporateName: 'Vélodesk Atlantique SAS',
  currency: { '@id': '/api/currencies/1', id: 1, name: 'EUR' },
  country: { '@id': '/api/countries/1', id: 1, name: 'France', codeIso31662: 'FR' },
  display: { '@id': '/api/displays/2', id: 2, name: 'TTC' },
  socialStatus: 'SAS',
  siret: null,
  ape: null,
  naf: null,
  sageCodeX3: null,
  capital: 50000,
  address: '1 quai de la Fosse',
  zipCode: '44000',
  city: 'Nantes',
  timeZone: 'Europe/Paris',
  intraCommunityTVANumber: null,
  rentalAccount: null,
  receivableAccount: null,
  email: null,
  phone: null,
  hasExportSage: false,
  accountingPeriods: [],
};

const calls: string[] = [];

const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  calls.push(`${method} ${url.pathname}`);
  if (url.pathname.startsWith('/api/check/uniqueness/')) return Response.json({ canBeInserted: true });
  if (method === 'PUT' || method === 'PATCH') {
    return Response.json(demoCompany);
  }
  return Response.json({
    '@id': url.pathname,
    '@type': 'hydra:Collection',
    'hydra:member': [],
    'hydra:totalItems': 0,
  });
});

const submit = () => screen.getByTestId('company-submit') as HTMLButtonElement;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('CompanyModal', () => {
  beforeEach(async () => {
    calls.length = 0;
    fakeFetch.mockClear();
    vi.stubGlobal('fetch', fakeFetch);
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves a company without accounting periods (the blank period row is not required)', async () => {
    const onClose = vi.fn();
    renderWithProviders(<CompanyModal company={demoCompany} onClose={onClose} />);
    await settle();
    // The demo company has no period: one blank row is offered, and it blocks nothing.
    expect(screen.getByTestId('period-start-0')).toBeTruthy();
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(screen.queryByTestId('company-submit-reason')).toBeNull();

    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.some((call) => /^(PUT|PATCH) \/api\/companies\/1$/.test(call))).toBe(true);
    expect(calls.some((call) => call.startsWith('POST /api/accounting_periods'))).toBe(false);
  });

  it('says why Save is disabled', async () => {
    renderWithProviders(<CompanyModal company={null} onClose={() => {}} />);
    await settle();
    expect(submit().disabled).toBe(true);
    const reason = screen.getByTestId('company-submit-reason').textContent ?? '';
    expect(reason).toContain('Cannot save yet:');
    expect(reason).toContain('Corporate name');
    expect(reason).not.toContain('accounting periods');

    // A half-typed period is a reason of its own.
    fireEvent.change(screen.getByTestId('period-start-0'), { target: { value: '2026-01-01' } });
    await waitFor(() =>
      expect(screen.getByTestId('company-submit-reason').textContent).toContain(
        i18n.t('SETTINGS.FORM.BLOCKED_PERIODS'),
      ),
    );
  });
});
