import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { sessionFixture } from '../../test/session-fixture.ts';
import { clearSession, endSessionOnPurpose, setSession } from '../session/session-store.ts';
import { RequireRoute } from './require-route.tsx';
import { RequireSignedIn } from './require-signed-in.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderAt = (url: string) => {
  const router = createMemoryRouter(
    [
      { path: '/account/login', element: <Where /> },
      { path: '/home', element: <Where /> },
      {
        path: '/invoices',
        element: (
          <RequireSignedIn>
            <RequireRoute routeKey="invoices">
              <p>invoices</p>
            </RequireRoute>
          </RequireSignedIn>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
};

describe('route guards', () => {
  afterEach(() => clearSession());

  it('sends a signed-out user to the login page with the wanted URL', async () => {
    renderAt('/invoices?page=2');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/account/login?redirect=%2Finvoices%3Fpage%3D2',
    );
  });

  it('treats an expired token as signed out', async () => {
    setSession(sessionFixture({ expiresInSeconds: -5 }));
    renderAt('/invoices');
    expect((await screen.findByTestId('where')).textContent).toBe('/account/login?redirect=%2Finvoices');
  });

  it('gives no redirect after a deliberate logout', async () => {
    setSession(sessionFixture());
    endSessionOnPurpose();
    renderAt('/invoices');
    expect((await screen.findByTestId('where')).textContent).toBe('/account/login');
  });

  it('sends a user without the feature home', async () => {
    setSession(sessionFixture({ features: ['planning'] }));
    renderAt('/invoices');
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
  });

  it('lets a user with the feature through', async () => {
    setSession(sessionFixture({ features: ['rental_contract'] }));
    renderAt('/invoices');
    expect(await screen.findByText('invoices')).toBeTruthy();
  });
});
