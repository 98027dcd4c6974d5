import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { languageStorageKey } from '../../i18n/language-storage.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { sessionFixture } from '../../test/session-fixture.ts';
import { clearSession, setSession } from '../session/session-store.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

describe('LanguageSwitcher', () => {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  beforeEach(async () => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    await i18n.changeLanguage('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    await i18n.changeLanguage('en');
  });

  it('switches the interface at once and saves the language on the signed-in user', async () => {
    setSession(sessionFixture());
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(await screen.findByTestId('language-option-ru'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(i18n.language).toBe('ru');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('ru');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/7');
    expect(init.method).toBe('PATCH');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/merge-patch+json');
    expect(JSON.parse(String(init.body))).toEqual({ language: '/api/languages/8' });
  });

  it('only switches the interface when nobody is signed in', async () => {
    renderWithProviders(<LanguageSwitcher />);
    fireEvent.click(screen.getByTestId('language-fr'));
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
