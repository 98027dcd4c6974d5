import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { displayRead } from '@velodesk/contract/api/pricing';
import { countryRead, currencyRead, uniquenessAnswer } from '@velodesk/contract/api/reference';
import { type CompanyRead, companyRead } from '@velodesk/contract/api/settings';
import { hydraCollection } from '@velodesk/contract/hydra';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { type ApiCall, apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { formatDate } from '@/ui/format.ts';
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
  accountingEmail: null,
  accountingPeriods: [],
};

/** The form's lists (empty: the company's own references are shown from the company) and checks. */
const formServer = () => [
  onApi('GET', '/countries', hydraCollection(countryRead), collectionOf('countries', [])),
  onApi('GET', '/currencies', hydraCollection(currencyRead), collectionOf('currencies', [])),
  onApi('GET', '/displays', hydraCollection(displayRead), collectionOf('displays', [])),
  onApi('POST', '/check/uniqueness/:kind', uniquenessAnswer, { canBeInserted: true }),
];
const savesCompany = () => onApi('PATCH', '/companies/:id', companyRead, demoCompany);
const callName = (call: ApiCall) => `${call.method} ${call.path}`;
/** The writes sent: everything but the reads and the uniqueness checks. */
const writes = () => apiCalls().filter((call) => call.method !== 'GET' && !call.path.startsWith('/check/'));

const submit = () => screen.getByTestId('company-submit') as HTMLButtonElement;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('CompanyModal', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(...formServer(), savesCompany());
    await i18n.changeLanguage('en');
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
    expect(writes().map(callName)).toEqual(['PATCH /companies/1']);
    expect(apiCalls().some((call) => call.path.startsWith('/accounting_periods'))).toBe(false);
  });

  it('sends the accounting e-mail the closings go to (blank is none)', async () => {
    const onClose = vi.fn();
    renderWithProviders(<CompanyModal company={demoCompany} onClose={onClose} />);
    await settle();
    expect(screen.getByText('Accounting e-mail (closings)')).toBeTruthy();
    fireEvent.change(screen.getByTestId('company-accountingEmail'), {
      target: { value: ' compta@example.com ' },
    });
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]?.body).toMatchObject({ accountingEmail: 'compta@example.com' });
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

describe('CompanyModal save: the company and its new periods in one call', () => {
  const periodRefusal = 'An accounting period cannot start before the end of the previous one (2026-03-31).';
  const refusesPeriods = () =>
    onApiError('PATCH', '/companies/:id', 422, {
      'hydra:title': 'An error occurred',
      'hydra:description': `newAccountingPeriods.0.startDate: ${periodRefusal}`,
      code: 'PERIOD_STARTS_BEFORE_PREVIOUS',
      violations: [
        {
          propertyPath: 'newAccountingPeriods.0.startDate',
          message: periodRefusal,
          code: 'PERIOD_STARTS_BEFORE_PREVIOUS',
          params: { date: '2026-03-31' },
        },
      ],
    });

  useApiServer();
  beforeEach(async () => {
    server.use(...formServer(), savesCompany());
    await i18n.changeLanguage('en');
  });

  const typePeriod = async () => {
    fireEvent.change(screen.getByTestId('period-start-0'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('period-end-0'), { target: { value: '2026-12-31' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
  };

  it('sends the new period with the company: one write, no separate period call', async () => {
    const onClose = vi.fn();
    renderWithProviders(<CompanyModal company={demoCompany} onClose={onClose} />);
    await settle();
    await typePeriod();
    fireEvent.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes().map(callName)).toEqual(['PATCH /companies/1']);
    expect(writes()[0]?.body).toMatchObject({
      newAccountingPeriods: [{ startDate: '2026-01-01', endDate: '2026-12-31' }],
    });
  });

  it('shows a refused period on its row and stays open: nothing was saved', async () => {
    server.use(refusesPeriods());
    const onClose = vi.fn();
    renderWithProviders(<CompanyModal company={demoCompany} onClose={onClose} />);
    await settle();
    await typePeriod();
    fireEvent.click(submit());
    // The server's refusal, in the interface language, with the previous period's end.
    expect(
      await screen.findByText(
        i18n.t('SETTINGS.PERIODS.START_BEFORE_PREVIOUS', { date: formatDate('2026-03-31') }),
      ),
    ).toBeTruthy();
    expect(writes()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
