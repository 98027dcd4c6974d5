import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { clearSession, endSessionOnPurpose, setSession } from '@/shared/session/session-store.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { NotificationsContainer } from '@/ui/notify.tsx';
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
        path: '/invoice-export',
        element: (
          <RequireSignedIn>
            <RequireRoute routeKey="invoice-export">
              <p>invoice export</p>
            </RequireRoute>
          </RequireSignedIn>
        ),
      },
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
  renderWithProviders(
    <>
      <NotificationsContainer />
      <RouterProvider router={router} />
    </>,
  );
};

const warnings = () => screen.queryAllByTestId('notification-warning').map((element) => element.textContent);

describe('route guards', () => {
  afterEach(async () => {
    clearSession();
    act(() => notifications.clean());
    await i18n.changeLanguage('en');
  });

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

  it('sends a user without the feature home, saying so in a notice', async () => {
    await i18n.changeLanguage('en');
    setSession(sessionFixture({ features: ['planning'] }));
    renderAt('/invoices');
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
    await waitFor(() =>
      expect(warnings()).toEqual([
        'Your profile does not give access to the page "Invoices": back to the home page.',
      ]),
    );
  });

  it('refuses by URL an export the menus hide from a counter clerk who holds its feature', async () => {
    await i18n.changeLanguage('fr');
    setSession(sessionFixture({ profileName: 'VENDEUR', features: ['rental_contract'] }));
    renderAt('/invoice-export');
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
    expect(screen.queryByText('invoice export')).toBeNull();
    await waitFor(() => expect(warnings()).toHaveLength(1));
    expect(warnings()[0]).toContain('Export des factures');
  });

  it('opens an export for the finance profile', async () => {
    setSession(sessionFixture({ profileName: 'FINANCE', features: ['rental_contract'] }));
    renderAt('/invoice-export');
    expect(await screen.findByText('invoice export')).toBeTruthy();
    expect(warnings()).toEqual([]);
  });

  it('lets a user with the feature through', async () => {
    setSession(sessionFixture({ features: ['rental_contract'] }));
    renderAt('/invoices');
    expect(await screen.findByText('invoices')).toBeTruthy();
  });
});
