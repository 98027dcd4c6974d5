import { mkdirSync } from 'node:fs';
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

/** Keeps a screenshot of a screen for CI's artefacts: e2e/screenshots/<language>/<name>.png. */
export const keepScreenshot = async (page: Page, language: string, name: string) => {
  const folder = path.join(screenshotRoot, language);
  mkdirSync(folder, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
};

/** Fails the test on an untranslated key left on screen (UPPER.CASE.KEYS). */
export const expectNoRawKeys = async (page: Page) => {
  const text = await page.locator('body').innerText();
  const raw = text.match(/\b[A-Z][A-Z0-9_]{2,}\.[A-Z0-9_.]{2,}\b/g) ?? [];
  expect(raw, 'translation keys shown as text').toEqual([]);
};
