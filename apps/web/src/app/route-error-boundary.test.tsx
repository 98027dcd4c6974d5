import { act, screen } from '@testing-library/react';
import { featureAccessRead, settingsUserRead } from '@velodesk/contract/api/access';
import { sessionBoot } from '@velodesk/contract/api/session-boot';
import { siteRead } from '@velodesk/contract/api/sites';
import { hydraCollection } from '@velodesk/contract/hydra';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { collectionOf, onApi, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { appRoutes } from './router.tsx';

function Boom(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'value')");
}

/** The app's routes, with a screen that crashes and a calm one added beside the real screens. */
const routesWithTestScreens = (): RouteObject[] =>
  appRoutes.map((route): RouteObject => {
    if (route.path !== '/' || route.index) return route;
    const [boundary, ...rest] = route.children ?? [];
    if (!boundary || boundary.index) throw new Error('the shell has no boundary route');
    return {
      ...route,
      children: [
        {
          ...boundary,
          children: [
            ...(boundary.children ?? []),
            { path: 'boom', element: <Boom /> },
            { path: 'calm', element: <p data-testid="calm">calm</p> },
          ],
        },
        ...rest,
      ],
    };
  });

/**
 * What the shell reads around the screens: the user's settings row, the sites and the grants, in one
 * call (GET /session_boot) or separately; none here.
 */
const shellServer = () => [
  onApi('GET', '/session_boot', sessionBoot, {
    user: { id: 7, username: 'counter', profile: { '@id': '/api/profiles/4', id: 4, name: 'VENDEUR' } },
    features: ['planning'],
    sites: [],
    currentSite: null,
  }),
  onApi('GET', '/settings_users', hydraCollection(settingsUserRead), collectionOf('settings_users', [])),
  onApi('GET', '/sites', hydraCollection(siteRead), collectionOf('sites', [])),
  onApi('GET', '/feature_accesses', hydraCollection(featureAccessRead), collectionOf('feature_accesses', [])),
];

describe('route error boundary', () => {
  useApiServer();
  beforeEach(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...shellServer());
    setSession(sessionFixture({ features: ['planning'] }));
    await i18n.changeLanguage('fr');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    clearSession();
    await i18n.changeLanguage('en');
  });

  it('shows a translated message with a way back in the shell when a screen crashes', async () => {
    const router = createMemoryRouter(routesWithTestScreens(), { initialEntries: ['/boom'] });
    renderWithProviders(<RouterProvider router={router} />);

    // The shell and the screens are lazy routes: their modules load first.
    const panel = await screen.findByTestId('route-error', {}, { timeout: 10_000 });
    expect(panel.textContent).toContain(i18n.t('ROUTE_ERROR.TITLE'));
    expect(i18n.t('ROUTE_ERROR.TITLE')).not.toBe('ROUTE_ERROR.TITLE');
    expect(screen.getByTestId('route-error-detail').textContent).toContain("reading 'value'");
    expect(screen.getByTestId('route-error-reload').textContent).toBe(i18n.t('ROUTE_ERROR.RELOAD'));
    expect(screen.getByTestId('route-error-home').getAttribute('href')).toBe('/home');
    // The shell stays: the top bar's user menu and the page frame are still there.
    expect(screen.getByTestId('user-menu')).toBeTruthy();
    expect(screen.getByTestId('page-content').contains(panel)).toBe(true);
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();

    // Going elsewhere clears the error.
    await act(() => router.navigate('/calm'));
    expect(await screen.findByTestId('calm')).toBeTruthy();
    expect(screen.queryByTestId('route-error')).toBeNull();
  });
});
