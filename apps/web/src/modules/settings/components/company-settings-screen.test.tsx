import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { displayRead } from '@velodesk/contract/api/pricing';
import { countryRead, currencyRead, uniquenessAnswer } from '@velodesk/contract/api/reference';
import { type CompanyRead, companyRead } from '@velodesk/contract/api/settings';
import { hydraCollection } from '@velodesk/contract/hydra';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { CompanySettingsScreen } from './company-settings-screen.tsx';

const company = (id: number, corporateName: string, overrides: Partial<CompanyRead> = {}): CompanyRead => ({
  '@id': `/api/companies/${id}`,
  '@type': 'Company',
  id,
  corporateName,
  currency: { '@id': '/api/currencies/1', id: 1, name: 'EUR' },
  country: { '@id': '/api/countries/75', id: 75, name: 'France', codeIso31662: 'FR' },
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
  ...overrides,
});

const atlantique = company(1, 'Vélodesk Atlantique SAS');
const lago = company(2, 'Lago Verde SRL', {
  currency: { '@id': '/api/currencies/1', id: 1, name: 'EUR' },
  socialStatus: 'SRL',
  display: { '@id': '/api/displays/1', id: 1, name: 'HT' },
  address: 'Via Roma 1',
  zipCode: '37010',
  city: 'Garda',
  hasExportSage: true,
});

/** The grid's page, and the company modal's lists (empty) and checks. */
const screenServer = () => [
  onApi('GET', '/companies', hydraCollection(companyRead), collectionOf('companies', [atlantique, lago])),
  onApi('GET', '/countries', hydraCollection(countryRead), collectionOf('countries', [])),
  onApi('GET', '/currencies', hydraCollection(currencyRead), collectionOf('currencies', [])),
  onApi('GET', '/displays', hydraCollection(displayRead), collectionOf('displays', [])),
  onApi('POST', '/check/uniqueness/:kind', uniquenessAnswer, { canBeInserted: true }),
];

const renderScreen = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/company-settings']}>
      <NotificationsContainer />
      <CompanySettingsScreen />
    </MemoryRouter>,
  );

const exportSwitch = (id: number) =>
  within(screen.getByTestId(`company-export-${id}`)).getByRole('switch') as HTMLInputElement;

describe('the billing companies settings', () => {
  useApiServer();
  beforeEach(async () => {
    setSession(sessionFixture({ profileName: 'ADMINISTRATEUR', features: ['settings_application'] }));
    server.use(...screenServer());
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('lists the companies with their currency, status, display, address and Sage export', async () => {
    renderScreen();
    const [first, second] = await screen.findAllByTestId('grid-row');
    expect(first?.textContent).toContain('Vélodesk Atlantique SAS');
    expect(first?.textContent).toContain('EUR');
    expect(first?.textContent).toContain('SAS');
    expect(first?.textContent).toContain('TTC');
    expect(first?.textContent).toContain('1 quai de la Fosse');
    expect(first?.textContent).toContain('44000 Nantes');
    expect(second?.textContent).toContain('Lago Verde SRL');
    expect(second?.textContent).toContain('HT');
    expect(exportSwitch(1).checked).toBe(false);
    expect(exportSwitch(2).checked).toBe(true);
  });

  it("turns a company's Sage export on: PATCH of that flag only, and a notice naming the company", async () => {
    server.use(onApi('PATCH', '/companies/:id', companyRead, { ...atlantique, hasExportSage: true }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(exportSwitch(1));
    await waitFor(() => expect(apiCalls('PATCH', '/companies/1')).toHaveLength(1));
    expect(apiCalls('PATCH', '/companies/1')[0]?.body).toEqual({ hasExportSage: true });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('SETTINGS.COMPANIES.EXPORT_ON', { name: 'Vélodesk Atlantique SAS' }),
    );
  });

  it('says a refused export switch could not be saved', async () => {
    server.use(
      onApiError('PATCH', '/companies/:id', 403, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'Access Denied.',
        code: 'PERMISSION_DENIED',
      }),
    );
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(exportSwitch(2));
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('SETTINGS.COMPANIES.EDIT_ERROR'),
    );
  });

  it('opens the edit modal filled with the company, and closes it on Cancel', async () => {
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('company-edit-2'));
    await screen.findByRole('dialog');
    expect((screen.getByTestId('company-corporateName') as HTMLInputElement).value).toBe('Lago Verde SRL');
    fireEvent.click(screen.getByTestId('company-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls('PATCH')).toEqual([]);
  });

  it('opens an empty add modal whose Save waits for the corporate name', async () => {
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('company-add'));
    await screen.findByRole('dialog');
    expect((screen.getByTestId('company-corporateName') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('company-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
