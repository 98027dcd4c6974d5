import { expect, test } from '@playwright/test';
import { chooseLanguage, expectNoRawKeys, keepScreenshot, languages, signIn, users } from '../fixtures.ts';

/**
 * Every screen of the foundation in the six languages, kept in e2e/screenshots/<language>/ and
 * checked for untranslated keys left on screen.
 */
for (const language of languages) {
  test(`screens in ${language}`, async ({ page }) => {
    await page.goto('/account/login');
    await chooseLanguage(page, language);
    await expectNoRawKeys(page);
    await keepScreenshot(page, language, 'login');
    await page.getByTestId('login-forgot-password').click();
    await expect(page).toHaveURL(/\/account\/reset_password$/);
    await expectNoRawKeys(page);
    await keepScreenshot(page, language, 'reset-password-request');
    await page.goto('/account/login');
    await signIn(page, users.admin);
    await chooseLanguage(page, language);
    for (const [name, path] of [
      ['home', '/home'],
      ['site-list', '/site-list'],
      ['user-profile', '/user-profile'],
      ['page-not-found', '/page-not-found'],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByTestId('page-content').or(page.getByTestId('page-not-found')).first(),
      ).toBeVisible();
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, name);
    }
    await page.getByTestId('menu-settings').click();
    await expect(page.getByTestId('menu-user-management')).toBeVisible();
    await keepScreenshot(page, language, 'settings-menu');
    await page.keyboard.press('Escape');
    // Leave the demo administrator in French, as seeded.
    await chooseLanguage(page, 'fr');
  });
}
