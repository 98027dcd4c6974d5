import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The demo users of the README, one per profile. */
export const users = {
  admin: { username: 'admin', password: 'Admin!2026!' },
  finance: { username: 'finance', password: 'Finance!2026!' },
  manager: { username: 'manager', password: 'Manager!2026!' },
  counter: { username: 'counter', password: 'Counter!2026!' },
  trainee: { username: 'trainee', password: 'Trainee!2026!' },
} as const;

export const languages = ['en', 'fr', 'es', 'de', 'it', 'ru'] as const;
export type Language = (typeof languages)[number];

/** Signs in through the login page and waits for the shell. */
export const signIn = async (page: Page, user: { username: string; password: string }) => {
  if (!page.url().includes('/account/login')) await page.goto('/account/login');
  await page.getByTestId('login-username').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
};

export const signOut = async (page: Page) => {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page).toHaveURL(/\/account\/login/);
};

/** Chooses an interface language from the top bar (the two flags, or the second list). */
export const chooseLanguage = async (page: Page, language: Language) => {
  if (language === 'fr' || language === 'en') {
    await page.getByTestId(`language-${language}`).click();
  } else {
    await page.getByTestId('language-menu').click();
    await page.getByTestId(`language-option-${language}`).click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
};

const screenshotRoot = path.join(import.meta.dirname, 'screenshots');

/**
 * Waits until nothing animates in the page (the modals' and dropdowns' transitions have ended),
 * however slow the machine: what a fixed pause only guessed.
 */
export const waitForAnimations = async (page: Page) => {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // A spinner turns for ever: only the animations that end are waited for.
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .every((animation) => animation.playState !== 'running'),
  );
};

/** Keeps a screenshot of a screen for CI's artefacts: e2e/screenshots/<language>/<name>.png. */
export const keepScreenshot = async (page: Page, language: string, name: string) => {
  const folder = path.join(screenshotRoot, language);
  mkdirSync(folder, { recursive: true });
  await page.waitForLoadState('networkidle');
  await waitForAnimations(page);
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
};

/** Fails the test on an untranslated key left on screen (UPPER.CASE.KEYS). */
export const expectNoRawKeys = async (page: Page) => {
  const text = await page.locator('body').innerText();
  const raw = text.match(/\b[A-Z][A-Z0-9_]{2,}\.[A-Z0-9_.]{2,}\b/g) ?? [];
  expect(raw, 'translation keys shown as text').toEqual([]);
};

type Texts = { [key: string]: string | Texts };
const webSource = path.join(import.meta.dirname, '..', 'apps', 'web', 'src');
const textsCache = new Map<string, Texts>();

/** The web app's texts of a language: the shared file, then each module's (as the app bundles them). */
const textsOf = (language: string): Texts => {
  const cached = textsCache.get(language);
  if (cached) return cached;
  const read = (file: string): Texts => JSON.parse(readFileSync(file, 'utf8')) as Texts;
  const merge = (base: Texts, extra: Texts): Texts => {
    const merged: Texts = { ...base };
    for (const [key, value] of Object.entries(extra)) {
      const existing = merged[key];
      merged[key] =
        typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
    }
    return merged;
  };
  // Each module's texts, and a sub-domain's (modules/rentals/list/i18n/), as the app's locales read them.
  const textFiles = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => {
        const folder = path.join(directory, entry.name);
        if (entry.name === 'i18n') return [path.join(folder, `${language}.json`)];
        return textFiles(folder);
      });
  const texts = textFiles(path.join(webSource, 'modules'))
    .filter((file) => existsSync(file))
    .reduce((tree, file) => merge(tree, read(file)), read(path.join(webSource, 'i18n', `${language}.json`)));
  textsCache.set(language, texts);
  return texts;
};

/** A text of the web app in a language, its {{variables}} filled: to find a modal by its title. */
export const uiText = (language: string, key: string, values: Record<string, string> = {}): string => {
  let node: string | Texts | undefined = textsOf(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? '');
};

/** A text of the web app in the page's current language. */
export const pageText = async (page: Page, key: string, values: Record<string, string> = {}) =>
  uiText((await page.locator('html').getAttribute('lang')) ?? 'fr', key, values);
