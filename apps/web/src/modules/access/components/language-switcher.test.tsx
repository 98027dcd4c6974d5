import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import { languageStorageKey } from '@/i18n/language-storage.ts';
import { clearSession, setSession } from '@/shared/session/session-store.ts';
import { apiCalls, onApiNoContent, server, useApiServer } from '@/test/msw.ts';
import { renderWithProviders } from '@/test/render-with-providers.tsx';
import { sessionFixture } from '@/test/session-fixture.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

describe('LanguageSwitcher', () => {
  useApiServer();
  beforeEach(async () => {
    server.use(onApiNoContent('PATCH', '/users/:id'));
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    clearSession();
    await i18n.changeLanguage('en');
  });

  it('switches the interface at once and saves the language on the signed-in user', async () => {
    setSession(sessionFixture());
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(await screen.findByTestId('language-option-ru'));
    await waitFor(() => expect(apiCalls()).toHaveLength(1));
    expect(i18n.language).toBe('ru');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('ru');
    const [call] = apiCalls('PATCH', '/users/7');
    expect(call?.headers.get('Content-Type')).toBe('application/merge-patch+json');
    expect(call?.body).toEqual({ language: '/api/languages/8' });
  });

  it('only switches the interface when nobody is signed in', async () => {
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.click(screen.getByTestId('language-fr'));
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(apiCalls()).toEqual([]);
  });
});
