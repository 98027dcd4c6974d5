import { fireEvent, screen, waitFor } from '@testing-library/react';
import { featureAccessRead, featureRead } from '@velodesk/contract/api/access';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCommand } from '@/shared/api/api-client.ts';
import { calendarLink, isLinkVisible } from '@/shared/navigation/menu-entries.ts';
import { fetchGrantedFeatures, grantsStaleTimeMs } from '@/shared/session/grants-api.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { apiCalls, collectionOf, onApi, onApiError, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { RequireRoute } from '../guards/require-route.tsx';
import { GrantsRefresher } from './grants-refresher.tsx';

const featureIds: Record<string, number> = { planning: 1, rental_contract: 3, settings_access: 5 };

/** What the server holds now: the profile's "oui" features, and the deactivated features. */
let serverGrants: string[] = [];
let deactivated: string[] = [];

/** The server, through MSW: its answers are checked against the contract's schemas. */
const featureMembers = () =>
  Object.entries(featureIds).map(([identifier, id]) => ({
    '@id': `/api/features/${id}`,
    '@type': 'Feature' as const,
    id,
    name: identifier.toUpperCase(),
    identifier,
    activated: !deactivated.includes(identifier),
  }));

const serverHandlers = [
  onApi('GET', '/feature_accesses', hydraCollection(featureAccessRead), ({ url }) =>
    collectionOf(
      'feature_accesses',
      Object.entries(featureIds).map(([identifier, id]) => ({
        '@id': `/api/feature_accesses/${id}`,
        '@type': 'FeatureAccess' as const,
        id,
        feature: {
          '@id': `/api/features/${id}`,
          id,
          name: identifier.toUpperCase(),
          identifier,
          activated: !deactivated.includes(identifier),
        },
        profile: { '@id': '/api/profiles/4', id: 4, name: url.searchParams.get('profile.name') ?? '' },
        accessType: serverGrants.includes(identifier) ? ('oui' as const) : ('non' as const),
      })),
    ),
  ),
  onApi('GET', '/features', hydraCollection(featureRead), () => collectionOf('features', featureMembers())),
];
/** A screen's call the API refuses once the profile lost planning. */
const forbiddenProducts = onApiError('GET', '/products', 403, {
  'hydra:title': 'Forbidden',
  'hydra:description': 'No.',
});

const grantCalls = () => apiCalls('GET', '/feature_accesses').length;

function Menu() {
  const grants = useGrants();
  return (
    <nav>
      {isLinkVisible(calendarLink, grants) ? <span data-testid="menu-calendar">Planning</span> : null}
      <Link to="/home" data-testid="go-home">
        home
      </Link>
      <Link to="/other" data-testid="go-other">
        other
      </Link>
      <Link to="/calendar" data-testid="go-calendar">
        calendar
      </Link>
      <button
        type="button"
        data-testid="call-products"
        onClick={() => void apiCommand('/products').catch(() => {})}
      >
        products
      </button>
    </nav>
  );
}

const renderShell = (url = '/home') => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <GrantsRefresher />
            <Menu />
            <Outlet />
          </>
        ),
        children: [
          { path: 'home', element: <p data-testid="page">home</p> },
          { path: 'other', element: <p data-testid="page">other</p> },
          {
            path: 'calendar',
            element: (
              <RequireRoute routeKey="calendar">
                <p data-testid="page">calendar</p>
              </RequireRoute>
            ),
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const session = (features: FeatureIdentifier[]) => sessionFixture({ features });

describe('grants refresh', () => {
  useApiServer();
  beforeEach(() => {
    serverGrants = ['planning', 'rental_contract'];
    deactivated = [];
    server.use(...serverHandlers);
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it('re-reads the grants at the next navigation and hides a removed feature', async () => {
    setSession(session(['planning', 'rental_contract']));
    const router = renderShell();
    expect(screen.getByTestId('menu-calendar')).toBeTruthy();
    await waitFor(() => expect(grantCalls()).toBe(1));
    expect(apiCalls('GET', '/feature_accesses')[0]?.query.toString()).toBe(
      'profile.name=VENDEUR&pagination=false',
    );

    serverGrants = ['rental_contract'];
    // Within the stale time a navigation does not ask again.
    fireEvent.click(screen.getByTestId('go-other'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(grantCalls()).toBe(1);
    expect(screen.getByTestId('menu-calendar')).toBeTruthy();

    vi.setSystemTime(Date.now() + grantsStaleTimeMs + 1000);
    fireEvent.click(screen.getByTestId('go-home'));
    await waitFor(() => expect(screen.queryByTestId('menu-calendar')).toBeNull());
    expect(grantCalls()).toBe(2);

    // The guards read the same grants: the planning route now leads home.
    fireEvent.click(screen.getByTestId('go-calendar'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows a feature given meanwhile, the session features standing until the first answer', async () => {
    serverGrants = ['rental_contract', 'planning'];
    setSession(session(['rental_contract']));
    renderShell();
    expect(screen.queryByTestId('menu-calendar')).toBeNull();
    expect(await screen.findByTestId('menu-calendar')).toBeTruthy();
  });

  it('re-reads the grants at once when a call answers 403', async () => {
    setSession(session(['planning', 'rental_contract']));
    renderShell();
    await waitFor(() => expect(grantCalls()).toBe(1));
    serverGrants = ['rental_contract'];
    server.use(forbiddenProducts);
    fireEvent.click(screen.getByTestId('call-products'));
    await waitFor(() => expect(screen.queryByTestId('menu-calendar')).toBeNull());
    expect(grantCalls()).toBe(2);
  });

  it('drops the deactivated features, whoever the user is', async () => {
    setSession(session(['planning']));
    serverGrants = ['planning', 'rental_contract'];
    deactivated = ['planning'];
    expect(await fetchGrantedFeatures('VENDEUR')).toEqual(['rental_contract']);
    deactivated = [];
    expect(await fetchGrantedFeatures('VENDEUR')).toEqual(['planning', 'rental_contract']);
  });
});
