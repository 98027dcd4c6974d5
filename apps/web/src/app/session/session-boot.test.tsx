import { screen, waitFor } from '@testing-library/react';
import { featureAccessRead, type SettingsUserRead, settingsUserRead } from '@velodesk/contract/api/access';
import { type SessionBoot, sessionBoot } from '@velodesk/contract/api/session-boot';
import { type SiteRead, siteRead } from '@velodesk/contract/api/sites';
import { hydraCollection } from '@velodesk/contract/hydra';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionBoot } from '@/shared/session/session-boot-prefetch.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { clearAppQueryClient } from '../query-provider.tsx';
import { appRoutes, shellRoutesPatcher } from '../router.tsx';

const site = (id: number, name: string): SiteRead => ({
  '@id': `/api/sites/${id}`,
  '@type': 'Site',
  id,
  name,
  huttosoftId: null,
  huttosoftInstance: null,
  country: { '@id': '/api/countries/1', id: 1, name: 'France', codeIso31662: 'FR' },
  currency: { '@id': '/api/currencies/1', id: 1, name: 'Euro' },
  billingEntity: { '@id': '/api/companies/1', id: 1, corporateName: 'Velo SAS', displayName: 'TTC' },
  sageCodeX3: null,
  city: null,
  timeZone: 'Europe/Paris',
  activated: true,
  explorerReduction: false,
});
const sites = [site(1, 'Les Pins Dorés'), site(2, 'La Dune Blanche')];
const settings: SettingsUserRead = {
  '@id': '/api/settings_users/9',
  '@type': 'SettingsUser',
  id: 9,
  site: { '@id': '/api/sites/2', id: 2, name: 'La Dune Blanche' },
  user: { '@id': '/api/users/7', id: 7, username: 'counter' },
};
const boot: SessionBoot = {
  user: { id: 7, username: 'counter', profile: { '@id': '/api/profiles/4', id: 4, name: 'VENDEUR' } },
  features: ['planning', 'rental_contract'],
  sites,
  currentSite: settings,
};

/** The separate calls the shell made before issue 28, answered in case it still makes them. */
const separateCalls = () => [
  onApi(
    'GET',
    '/settings_users',
    hydraCollection(settingsUserRead),
    collectionOf('settings_users', [settings]),
  ),
  onApi('GET', '/sites', hydraCollection(siteRead), collectionOf('sites', sites)),
  onApi('GET', '/feature_accesses', hydraCollection(featureAccessRead), collectionOf('feature_accesses', [])),
];

/** The app's routes at a deep link, the signed-in screens added as the browser router adds them. */
const openApp = (url: string) => {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [url],
    patchRoutesOnNavigation: shellRoutesPatcher(),
  });
  renderWithProviders(<RouterProvider router={router} />);
};

describe('the shell’s first data in one call (issue 28)', () => {
  useApiServer();
  beforeEach(() => setSession(sessionFixture()));
  afterEach(() => {
    clearSession();
    clearAppQueryClient();
  });

  it('asks GET /session_boot once at a deep link, instead of the grants, sites and settings calls', async () => {
    server.use(onApi('GET', '/session_boot', sessionBoot, boot), ...separateCalls());
    openApp('/site-list');

    // The site list shows the sites and the current site of that one answer
    // (in the list and in the top bar's site selector).
    expect((await screen.findAllByText('Les Pins Dorés', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('La Dune Blanche').length).toBeGreaterThan(0);
    expect(apiCalls('GET', '/session_boot')).toHaveLength(1);
    expect(apiCalls('GET', '/sites')).toEqual([]);
    expect(apiCalls('GET', '/settings_users')).toEqual([]);
    expect(apiCalls('GET', '/feature_accesses')).toEqual([]);
  });

  it('falls back to the separate calls when the boot call fails', async () => {
    server.use(
      onApiError('GET', '/session_boot', 500, { 'hydra:title': 'Error', 'hydra:description': 'boom' }),
      ...separateCalls(),
    );
    openApp('/site-list');

    expect((await screen.findAllByText('Les Pins Dorés', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(apiCalls('GET', '/sites')).toHaveLength(1);
    await waitFor(() => expect(apiCalls('GET', '/settings_users')).toHaveLength(1));
  });
});

describe('startSessionBoot', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('sends the boot call at once with a stored session, and nothing without one', () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response('{}', { status: 200 });
      }),
    );
    startSessionBoot();
    expect(urls).toEqual([]);
    setSession(sessionFixture());
    startSessionBoot();
    startSessionBoot();
    expect(urls).toEqual(['/api/session_boot']);
  });
});
