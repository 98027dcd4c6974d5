import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { countryRead, currencyRead, uniquenessAnswer } from '@velodesk/contract/api/reference';
import { companyRead, huttosoftInstanceRead } from '@velodesk/contract/api/settings';
import { type SiteRead, siteRead } from '@velodesk/contract/api/sites';
import { hydraCollection } from '@velodesk/contract/hydra';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
import { SiteSettingsScreen } from './site-settings-screen.tsx';

const site = (id: number, name: string, overrides: Partial<SiteRead> = {}): SiteRead => ({
  '@id': `/api/sites/${id}`,
  '@type': 'Site',
  id,
  name,
  huttosoftId: 'HS-PINS',
  huttosoftInstance: { '@id': '/api/huttosoft_instances/1', id: 1, name: 'Atlantique' },
  country: { '@id': '/api/countries/75', id: 75, name: 'France', codeIso31662: 'FR' },
  currency: { '@id': '/api/currencies/1', id: 1, name: 'EUR' },
  billingEntity: {
    '@id': '/api/companies/1',
    id: 1,
    corporateName: 'Vélodesk Atlantique SAS',
    displayName: 'Vélodesk',
  },
  sageCodeX3: null,
  city: 'Royan',
  timeZone: 'Europe/Paris',
  activated: true,
  explorerReduction: false,
  ...overrides,
});

const pins = site(1, 'Les Pins Dorés');
const dune = site(2, 'La Dune', { city: null, activated: false, explorerReduction: true });

/** The grid's page and the modal's option lists (empty: the edited site's own values stay). */
const screenServer = () => [
  onApi('GET', '/sites', hydraCollection(siteRead), collectionOf('sites', [pins, dune])),
  onApi(
    'GET',
    '/huttosoft_instances',
    hydraCollection(huttosoftInstanceRead),
    collectionOf('huttosoft_instances', []),
  ),
  onApi('GET', '/countries', hydraCollection(countryRead), collectionOf('countries', [])),
  onApi('GET', '/currencies', hydraCollection(currencyRead), collectionOf('currencies', [])),
  onApi('GET', '/companies', hydraCollection(companyRead), collectionOf('companies', [])),
  onApi('POST', '/check/uniqueness/:kind', uniquenessAnswer, { canBeInserted: true }),
];

const renderScreen = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/site-settings']}>
      <NotificationsContainer />
      <SiteSettingsScreen />
    </MemoryRouter>,
  );

const submit = () => screen.getByTestId('site-submit') as HTMLButtonElement;
const switchOf = (testId: string) =>
  within(screen.getByTestId(testId)).getByRole('switch') as HTMLInputElement;

describe('the sites settings', () => {
  useApiServer();
  beforeEach(async () => {
    setSession(sessionFixture({ features: ['settings_application'] }));
    server.use(...screenServer());
    notifications.clean();
    notifications.cleanQueue();
    await i18n.changeLanguage('en');
  });
  afterEach(() => clearSession());

  it('lists the sites with their country, currency, billing company, city and switches', async () => {
    renderScreen();
    const [first, second] = await screen.findAllByTestId('grid-row');
    expect(first?.textContent).toContain('Les Pins Dorés');
    expect(first?.textContent).toContain('France');
    expect(first?.textContent).toContain('EUR');
    expect(first?.textContent).toContain('Vélodesk Atlantique SAS');
    expect(first?.textContent).toContain('Royan');
    expect(second?.textContent).toContain('-');
    expect(switchOf('site-activated-1').checked).toBe(true);
    expect(switchOf('site-activated-2').checked).toBe(false);
    expect(switchOf('site-explorer-2').checked).toBe(true);
  });

  it('deactivates a site from its switch: PATCH of that flag only, and a notice naming the site', async () => {
    server.use(onApi('PATCH', '/sites/:id', siteRead, { ...pins, activated: false }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(switchOf('site-activated-1'));
    await waitFor(() => expect(apiCalls('PATCH', '/sites/1')).toHaveLength(1));
    expect(apiCalls('PATCH', '/sites/1')[0]?.body).toEqual({ activated: false });
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('SETTINGS.SITES.DEACTIVATED', { name: 'Les Pins Dorés' }),
    );
  });

  it("turns a site's explorer discount on", async () => {
    server.use(onApi('PATCH', '/sites/:id', siteRead, { ...pins, explorerReduction: true }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(switchOf('site-explorer-1'));
    await waitFor(() => expect(apiCalls('PATCH', '/sites/1')[0]?.body).toEqual({ explorerReduction: true }));
    expect((await screen.findByTestId('notification-success')).textContent).toContain(
      i18n.t('SETTINGS.SITES.EXPLORER_ON', { name: 'Les Pins Dorés' }),
    );
  });

  it('says a refused switch could not be saved', async () => {
    server.use(
      onApiError('PATCH', '/sites/:id', 403, {
        'hydra:title': 'An error occurred',
        'hydra:description': 'Access Denied.',
        code: 'PERMISSION_DENIED',
      }),
    );
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(switchOf('site-activated-2'));
    expect((await screen.findByTestId('notification-error')).textContent).toContain(
      i18n.t('SETTINGS.SITES.EDIT_ERROR'),
    );
  });

  it('edits a site: the modal is filled with it, Save sends the PATCH and names the site', async () => {
    server.use(onApi('PATCH', '/sites/:id', siteRead, { ...pins, city: 'Saint-Palais' }));
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('site-edit-1'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(i18n.t('SETTINGS.SITES.EDIT_TITLE'))).toBeTruthy();
    expect((screen.getByTestId('site-name') as HTMLInputElement).value).toBe('Les Pins Dorés');
    fireEvent.change(screen.getByTestId('site-city'), { target: { value: 'Saint-Palais' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls('PATCH', '/sites/1')[0]?.body).toMatchObject({
      name: 'Les Pins Dorés',
      city: 'Saint-Palais',
      huttosoftInstance: '/api/huttosoft_instances/1',
      country: '/api/countries/75',
      currency: '/api/currencies/1',
      billingEntity: '/api/companies/1',
    });
  });

  it('requires a name, and refuses one another site holds', async () => {
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('site-edit-1'));
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByTestId('site-name'), { target: { value: '' } });
    expect(await screen.findByText(i18n.t('SETTINGS.SITES.ERRORS.NAME_REQUIRED'))).toBeTruthy();
    expect(submit().disabled).toBe(true);

    server.use(onApi('POST', '/check/uniqueness/:kind', uniquenessAnswer, { canBeInserted: false }));
    fireEvent.change(screen.getByTestId('site-name'), { target: { value: 'La Dune' } });
    expect(await screen.findByText(i18n.t('SETTINGS.SITES.ERRORS.NAME_EXISTS'))).toBeTruthy();
    expect(apiCalls('POST', '/check/uniqueness/site').at(-1)?.body).toMatchObject({
      field: 'name',
      value: 'La Dune',
    });
    expect(submit().disabled).toBe(true);
  });

  it('opens an empty add modal whose Save waits for every required field', async () => {
    renderScreen();
    await screen.findAllByTestId('grid-row');
    fireEvent.click(screen.getByTestId('site-add'));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(i18n.t('SETTINGS.SITES.ADD_TITLE'))).toBeTruthy();
    fireEvent.change(screen.getByTestId('site-name'), { target: { value: 'Le Lago' } });
    // Instance, country, currency and billing company are still missing.
    await waitFor(() => expect(apiCalls('POST', '/check/uniqueness/site').length).toBeGreaterThan(0));
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('site-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiCalls('POST', '/sites')).toEqual([]);
  });
});
