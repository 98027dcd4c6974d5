import { expect, test } from '@playwright/test';
import { signIn, signOut, users } from '../fixtures.ts';

test.describe('sign-in', () => {
  test('signs in and out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/account\/login/);
    await signIn(page, users.admin);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-welcome')).toContainText('Alice');
    await signOut(page);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/account\/login\?redirect=/);
  });

  test('refuses a wrong password with a message', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByTestId('login-username').fill('counter');
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login/);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
  });

  test('goes back to the wanted page after signing in', async ({ page }) => {
    await page.goto('/site-list');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Fsite-list/);
    await signIn(page, users.counter);
    await expect(page).toHaveURL(/\/site-list$/);
    await expect(page.getByTestId('site-list')).toBeVisible();
  });
});
