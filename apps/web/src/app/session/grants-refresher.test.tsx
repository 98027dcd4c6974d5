import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { sessionFixture } from '../../test/session-fixture.ts';
import { apiCommand } from '../api-client.ts';
import { RequireRoute } from '../guards/require-route.tsx';
import { calendarLink, isLinkVisible } from '../shell/menu-entries.ts';
import { fetchGrantedFeatures, grantsStaleTimeMs } from './grants-api.ts';
import { GrantsRefresher } from './grants-refresher.tsx';
import { clearSession, setSession } from './session-store.ts';
import { useGrants } from './use-session.ts';

const featureIds: Record<string, number> = { planning: 1, rental_contract: 3, settings_access: 5 };

/** What the server holds now: the profile's "oui" features, and the deactivated features. */
let serverGrants: string[] = [];
let deactivated: string[] = [];

const collection = (resource: string, members: unknown[]) => ({
  '@id': `/api/${resource}`,
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

const fakeFetch = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/feature_accesses') {
    const members = Object.entries(featureIds).map(([identifier, id]) => ({
      '@id': `/api/feature_accesses/${id}`,
      '@type': 'FeatureAccess',
      id,
      feature: {
        '@id': `/api/features/${id}`,
        id,
        name: identifier.toUpperCase(),
        identifier,
        activated: !deactivated.includes(identifier),
      },
      profile: { '@id': '/api/profiles/4', id: 4, name: url.searchParams.get('profile.name') },
      accessType: serverGrants.includes(identifier) ? 'oui' : 'non',
    }));
    return Response.json(collection('feature_accesses', members));
  }
  if (url.pathname === '/api/features') {
    const members = Object.entries(featureIds).map(([identifier, id]) => ({
      '@id': `/api/features/${id}`,
      '@type': 'Feature',
      id,
      name: identifier.toUpperCase(),
      identifier,
      activated: !deactivated.includes(identifier),
    }));
    return Response.json(collection('features', members));
  }
  if (url.pathname === '/api/products') {
    const allowed = serverGrants.includes('planning');
    return allowed
      ? Response.json(collection('products', []))
      : Response.json(
          { '@type': 'hydra:Error', 'hydra:title': 'Forbidden', 'hydra:description': 'No.', status: 403 },
          { status: 403 },
        );
  }
  return Response.json({}, { status: 404 });
});

const grantCalls = () =>
  fakeFetch.mock.calls.filter(([input]) => String(input).startsWith('/api/feature_accesses')).length;

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
  beforeEach(() => {
    serverGrants = ['planning', 'rental_contract'];
    deactivated = [];
    fakeFetch.mockClear();
    vi.stubGlobal('fetch', fakeFetch);
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSession();
  });

  it('re-reads the grants at the next navigation and hides a removed feature', async () => {
    setSession(session(['planning', 'rental_contract']));
    const router = renderShell();
    expect(screen.getByTestId('menu-calendar')).toBeTruthy();
    await waitFor(() => expect(grantCalls()).toBe(1));
    expect(String(fakeFetch.mock.calls[0]?.[0])).toBe(
      '/api/feature_accesses?profile.name=VENDEUR&pagination=false',
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
