import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionAnswer } from '@velodesk/contract/api/access';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { languageStorageKey } from '@/i18n/language-storage.ts';
import { clearSession, getSession } from '@/shared/session/session-store.ts';
import { apiCalls, onApi, onApiError, onApiNoContent, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { LoginForm } from './login-form.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const renderLogin = (url: string, withLanguages = false) => {
  const router = createMemoryRouter(
    [
      {
        path: '/account/login',
        element: (
          <>
            {withLanguages ? <LanguageSwitcher /> : null}
            <LoginForm />
          </>
        ),
      },
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
  useApiServer();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    clearSession();
  });

  it('signs in, takes the user language and goes to the wanted page, replacing history', async () => {
    server.use(onApi('POST', '/login', sessionAnswer, sessionFixture({ languageId: 1 })));
    const router = renderLogin('/account/login?redirect=%2Finvoices');
    fillAndSubmit('counter', 'Counter!2026!');
    expect((await screen.findByTestId('where')).textContent).toBe('/invoices');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(getSession()?.token).toBe('token-123');
    expect(i18n.language).toBe('fr');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('fr');
    const [call] = apiCalls('POST', '/login');
    expect(call?.headers.has('Authorization')).toBe(false);
    expect(call?.body).toEqual({ username: 'counter', password: 'Counter!2026!' });
    await i18n.changeLanguage('en');
  });

  it('keeps English chosen on the sign-in page over the account’s French, and saves it as the user’s language', async () => {
    await i18n.changeLanguage('fr');
    server.use(
      onApi('POST', '/login', sessionAnswer, sessionFixture({ languageId: 1 })),
      onApiNoContent('PATCH', '/users/:id'),
    );
    renderLogin('/account/login', true);
    fireEvent.click(screen.getByTestId('language-en'));
    await waitFor(() => expect(i18n.language).toBe('en'));
    fillAndSubmit('counter', 'Counter!2026!');
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
    expect(i18n.language).toBe('en');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
    const [patch] = apiCalls('PATCH', `/users/${getSession()?.id}`);
    expect(patch?.body).toEqual({ language: '/api/languages/2' });
  });

  it('ignores a redirect that leaves the app', async () => {
    server.use(onApi('POST', '/login', sessionAnswer, sessionFixture()));
    renderLogin('/account/login?redirect=%2F%2Fevil.example');
    fillAndSubmit('counter', 'Counter!2026!');
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
  });

  it('says when the credentials are wrong', async () => {
    server.use(
      onApiError('POST', '/login', 401, {
        'hydra:title': 'Unauthorized',
        'hydra:description': 'Invalid credentials.',
      }),
    );
    renderLogin('/account/login');
    fillAndSubmit('counter', 'nope');
    await waitFor(() =>
      expect(screen.getByTestId('login-error').textContent).toBe('Incorrect username or password.'),
    );
    expect(getSession()).toBeNull();
  });
});
