import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type SettingsUserRead, settingsUserRead } from '@velodesk/contract/api/access';
import { type SiteRead, siteRead } from '@velodesk/contract/api/sites';
import { hydraCollection } from '@velodesk/contract/hydra';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import {
  type ApiMethod,
  apiCalls,
  collectionOf,
  onApi,
  onApiError,
  server,
  useApiServer,
} from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { SitePickerList } from './site-picker-list.tsx';

const codeOf = (country: string) => ({ France: 'FR', Italie: 'IT', Autres: 'ZZ' })[country] ?? 'ZZ';

const site = (id: number, name: string, country: string, activated = true): SiteRead => ({
  '@id': `/api/sites/${id}`,
  '@type': 'Site',
  id,
  name,
  huttosoftId: null,
  huttosoftInstance: null,
  country: { '@id': '/api/countries/1', id: 1, name: country, codeIso31662: codeOf(country) },
  currency: { '@id': '/api/currencies/1', id: 1, name: 'Euro' },
  billingEntity: { '@id': '/api/companies/1', id: 1, corporateName: 'Velo SAS', displayName: 'TTC' },
  sageCodeX3: null,
  city: null,
  timeZone: 'Europe/Paris',
  activated,
  explorerReduction: false,
});

const sites = [
  site(1, 'Les Pins', 'France'),
  site(2, 'Lago', 'Italie'),
  site(3, 'Moulin', 'France', false),
  site(4, 'Dépôt', 'Autres'),
];
const settingsOf = (siteId: number): SettingsUserRead => ({
  '@id': '/api/settings_users/9',
  '@type': 'SettingsUser',
  id: 9,
  site: { '@id': `/api/sites/${siteId}`, id: siteId, name: sites.find((s) => s.id === siteId)?.name ?? '' },
  user: { '@id': '/api/users/7', id: 7, username: 'counter' },
});

/** The sites, the user's settings row (or none), and its save (created or updated) with the given status. */
const stubApi = (options: { hasSettings: boolean; saveStatus: number }) => {
  const save = (method: ApiMethod, path: string) =>
    options.saveStatus >= 400
      ? onApiError(method, path, options.saveStatus, { 'hydra:title': 'Error', 'hydra:description': 'boom' })
      : onApi(method, path, settingsUserRead, settingsOf(2), { status: options.saveStatus });
  server.use(
    onApi('GET', '/sites', hydraCollection(siteRead), collectionOf('sites', sites)),
    onApi(
      'GET',
      '/settings_users',
      hydraCollection(settingsUserRead),
      collectionOf('settings_users', options.hasSettings ? [settingsOf(1)] : []),
    ),
    save('POST', '/settings_users'),
    save('PATCH', '/settings_users/:id'),
  );
};

/** The first call of the method, as the component sent it. */
const firstCall = (method: ApiMethod) =>
  apiCalls(method).map((call) => ({ path: call.path, method: call.method, body: call.body }))[0];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderList = () => {
  const router = createMemoryRouter(
    [
      { path: '/site-list', element: <SitePickerList /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/site-list'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
};

describe('SitePickerList', () => {
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    setSession(sessionFixture());
  });
  afterEach(() => {
    clearSession();
  });

  it('groups by country, leaves out "Autres" and marks inactive sites', async () => {
    stubApi({ hasSettings: true, saveStatus: 200 });
    renderList();
    expect((await screen.findByTestId('site-pick-3')).textContent).toContain('Moulin (inactive)');
    expect(screen.queryByTestId('site-pick-4')).toBeNull();
    expect(screen.getByTestId('site-list').textContent).toMatch(
      /France.*Les Pins.*Italy.*Lago.*Inactive.*Moulin/,
    );
    fireEvent.change(screen.getByTestId('site-list-search'), { target: { value: 'lag' } });
    expect(screen.queryByTestId('site-pick-1')).toBeNull();
    expect(screen.getByTestId('site-pick-2')).toBeTruthy();
  });

  it('updates the existing settings, then opens the calendar', async () => {
    stubApi({ hasSettings: true, saveStatus: 200 });
    renderList();
    await waitFor(() => expect(screen.getByTestId('site-pick-1').getAttribute('data-current')).toBe('true'));
    fireEvent.click(screen.getByTestId('site-pick-2'));
    expect((await screen.findByTestId('where')).textContent).toBe('/calendar');
    expect(firstCall('PATCH')).toEqual({
      path: '/settings_users/9',
      method: 'PATCH',
      body: { site: '/api/sites/2' },
    });
  });

  it('creates the settings of a user who has none', async () => {
    stubApi({ hasSettings: false, saveStatus: 201 });
    renderList();
    fireEvent.click(await screen.findByTestId('site-pick-2'));
    await screen.findByTestId('where');
    expect(firstCall('POST')).toEqual({
      path: '/settings_users',
      method: 'POST',
      body: { site: '/api/sites/2' },
    });
  });

  it('silently goes back to the previous site when saving fails', async () => {
    stubApi({ hasSettings: true, saveStatus: 500 });
    renderList();
    await waitFor(() => expect(screen.getByTestId('site-pick-1').getAttribute('data-current')).toBe('true'));
    fireEvent.click(screen.getByTestId('site-pick-2'));
    await waitFor(() => expect(apiCalls('PATCH')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('site-pick-1').getAttribute('data-current')).toBe('true'));
    expect(screen.getByTestId('site-pick-2').getAttribute('data-current')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(document.querySelector('[data-testid^="notification-"]')).toBeNull();
  });
});
