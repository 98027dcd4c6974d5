import { expect, test } from '@playwright/test';
import { chooseLanguage, expectNoRawKeys, signIn, users } from '../fixtures.ts';

test.describe('the shell', () => {
  test('switches the interface language at once and remembers it', async ({ page }) => {
    await page.goto('/account/login');
    await chooseLanguage(page, 'en');
    await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
    await chooseLanguage(page, 'fr');
    await expect(page.getByTestId('login-submit')).toHaveText('Se connecter');
    await chooseLanguage(page, 'de');
    await expect(page.getByTestId('login-submit')).toHaveText('Anmelden');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await chooseLanguage(page, 'en');
  });

  test('shows every menu to an administrator', async ({ page }) => {
    await signIn(page, users.admin);
    await expect(page.getByTestId('menu-calendar')).toBeVisible();
    await page.getByTestId('menu-group-finance').click();
    await expect(page.getByTestId('menu-invoice-export')).toBeVisible();
    await expect(page.getByTestId('menu-payment-export')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-settings').click();
    await expect(page.getByTestId('menu-user-management')).toBeVisible();
    await expect(page.getByTestId('menu-site-settings')).toBeVisible();
    await expect(page.getByTestId('menu-feature-management')).toBeVisible();
    await expectNoRawKeys(page);
  });

  test('hides from a trainee the menus they may not use, and the server refuses them too', async ({
    page,
    request,
  }) => {
    await signIn(page, users.trainee);
    await expect(page.getByTestId('menu-calendar')).toBeVisible();
    await expect(page.getByTestId('menu-group-finance')).toHaveCount(0);
    // The settings menu holds only what a trainee may open: the tax rates (a planning screen, read-only).
    await page.getByTestId('menu-settings').click();
    await expect(page.getByTestId('menu-taxes')).toBeVisible();
    await expect(page.getByTestId('menu-user-management')).toHaveCount(0);
    await expect(page.getByTestId('menu-site-settings')).toHaveCount(0);
    await expect(page.getByTestId('menu-fleet')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/user-management');
    await expect(page).toHaveURL(/\/home$/);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('velodesk.session') ?? '{}').token as string,
    );
    const answer = await request.get('/api/features', { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(403);
  });

  test('lets a counter choose another of their sites', async ({ page }) => {
    await signIn(page, users.counter);
    await page.goto('/site-list');
    const list = page.getByTestId('site-list');
    await expect(list).toContainText('Les Pins Dorés');
    await expect(list).toContainText('La Dune Blanche');
    await expect(list).not.toContainText('Lago Verde');
    await page.getByTestId('site-list-search').fill('dune');
    await list.getByText('La Dune Blanche').click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByTestId('site-selector')).toHaveValue('La Dune Blanche');
    await page.reload();
    await expect(page.getByTestId('site-selector')).toHaveValue('La Dune Blanche');
  });

  test('hides the central workshop and the "Autres" country from the site list', async ({ page }) => {
    await signIn(page, users.admin);
    await page.goto('/site-list');
    const list = page.getByTestId('site-list');
    await expect(list).toContainText('Lago Verde');
    await expect(list).toContainText('Le Moulin');
    await expect(list).not.toContainText('Atelier central');
    await expect(list).not.toContainText('Dépôt partenaires');
  });

  test('shows the 404 page for an unknown path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByTestId('page-not-found')).toBeVisible();
    await signIn(page, users.counter);
    await page.goto('/nothing-here');
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByTestId('page-not-found')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
});
