import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The sign-in switches to the account's language while the user may click another one: the texts
 * of the account's language can arrive after the click. A fresh copy of the i18n module (the test
 * setup has every language loaded already) with the Russian texts held back until the test lets
 * them through.
 */
describe('switching the language twice in a row', () => {
  afterEach(() => {
    vi.doUnmock('./locales/ru.ts');
    vi.resetModules();
  });

  it('keeps the latest choice when the earlier one finishes loading after it', async () => {
    vi.resetModules();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.doMock('./locales/ru.ts', async () => {
      await held;
      return { default: { ROUTE_ERROR: { TITLE: 'Ошибка' } } };
    });
    const { applyLanguage, i18n } = await import('./i18n.ts');
    await applyLanguage('en');

    const accountLanguage = applyLanguage('ru');
    await applyLanguage('en');
    expect(i18n.language).toBe('en');
    release();
    await accountLanguage;

    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });
});
