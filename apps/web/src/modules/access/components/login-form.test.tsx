import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../../app/session/session-store.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { languageStorageKey } from '../../../i18n/language-storage.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { sessionFixture } from '../../../test/session-fixture.ts';
import { LoginForm } from './login-form.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const renderLogin = (url: string) => {
  const router = createMemoryRouter(
    [
      { path: '/account/login', element: <LoginForm /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const fillAndSubmit = (username: string, password: string) => {
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
};

describe('LoginForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it('signs in, takes the user language and goes to the wanted page, replacing history', async () => {
    const fetchMock = vi.fn(async () => Response.json(sessionFixture({ languageId: 1 })));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderLogin('/account/login?redirect=%2Finvoices');
    fillAndSubmit('counter', 'Counter!2026!');
    expect((await screen.findByTestId('where')).textContent).toBe('/invoices');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getSession()?.token).toBe('token-123');
    expect(i18n.language).toBe('fr');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('fr');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(JSON.parse(String(init.body))).toEqual({ username: 'counter', password: 'Counter!2026!' });
    await i18n.changeLanguage('en');
  });

  it('ignores a redirect that leaves the app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(sessionFixture())),
    );
    renderLogin('/account/login?redirect=%2F%2Fevil.example');
    fillAndSubmit('counter', 'Counter!2026!');
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
  });

  it('says when the credentials are wrong', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            '@type': 'hydra:Error',
            'hydra:title': 'Unauthorized',
            'hydra:description': 'Invalid credentials.',
            status: 401,
          },
          { status: 401 },
        ),
      ),
    );
    renderLogin('/account/login');
    fillAndSubmit('counter', 'nope');
    await waitFor(() =>
      expect(screen.getByTestId('login-error').textContent).toBe('Incorrect username or password.'),
    );
    expect(getSession()).toBeNull();
  });
});
