import { expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  languages,
  pageText,
  signIn,
  uiText,
  users,
} from '../fixtures.ts';

/**
 * The top-bar search (issue 13): a rental by its number, a customer by e-mail or name, a product
 * by its internal number, each opening its page; the dialog in six languages. The demo rentals:
 * #5 is Mia Becker's contract on Les Pins Dorés (the administrator's current site), whose products
 * are PD-….
 */
test.describe.configure({ mode: 'serial' });

const searchDialog = async (page: Page) =>
  page.getByRole('dialog', { name: await pageText(page, 'SEARCH.TITLE') });

const search = async (page: Page, text: string) => {
  const input = page.getByTestId('search-input');
  await expect(input).toBeVisible();
  await input.fill(text);
};

test.describe('top-bar search', () => {
  test('finds a rental, a customer and a product, each opening its page', async ({ page }) => {
    await signIn(page, users.admin);
    await chooseLanguage(page, 'en');

    // "/" opens the search from anywhere outside a field.
    await page.locator('body').press('/');
    await expect(await searchDialog(page)).toBeVisible();
    await search(page, '5');
    const rental = page.getByTestId('search-rental-5');
    await expect(rental).toContainText('Mia Becker');
    await rental.click();
    await expect(page).toHaveURL(/\/rental-details\/5$/);
    await expect(page.getByTestId('customer-name')).toHaveText('Mia Becker');

    // Ctrl-K too; a customer by the start of their e-mail address.
    await page.keyboard.press('Control+k');
    await search(page, 'mia.becker.5@');
    const customer = page.locator('[data-testid^="search-customer-"]').filter({ hasText: 'Mia Becker' });
    await expect(customer).toHaveCount(1);
    await expect(customer).toContainText('mia.becker.5@example.com');
    // The keyboard: the first result is chosen, Enter opens it.
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/\/customers-details\/\d+$/);
    await expect(page.getByText('Becker').first()).toBeVisible();

    // A product by its internal number opens its card; a fleet manager goes on to the fleet
    // filtered to it.
    await page.getByTestId('top-bar-search').click();
    await search(page, 'pd-0012');
    const product = page.locator('[data-testid^="search-product-"]');
    await expect(product).toHaveCount(1);
    await expect(product).toContainText('PD-0012');
    await product.click();
    await expect(page.getByTestId('search-product-number')).toContainText('PD-0012');
    await page.getByTestId('search-product-fleet').click();
    await expect(page).toHaveURL(/\/fleet\?internalNumber=PD-0012&site=\d+$/);
    await expect(page.getByRole('row').filter({ hasText: 'PD-0012' })).toHaveCount(1);
    await expectNoRawKeys(page);
  });

  test('shows the dialog in six languages', async ({ page }) => {
    await page.goto('/account/login');
    await signIn(page, users.admin);
    for (const language of languages) {
      await chooseLanguage(page, language);
      await page.getByTestId('top-bar-search').click();
      const dialog = page.getByRole('dialog', { name: uiText(language, 'SEARCH.TITLE') });
      await expect(dialog).toBeVisible();
      await search(page, '1');
      await expect(page.getByTestId('search-rental-1')).toBeVisible();
      await expect(dialog).toContainText(uiText(language, 'SEARCH.RENTALS'));
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'search');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('shows a counter a product read-only with its status and its bookings, each opening its rental', async ({
    page,
  }) => {
    await signIn(page, users.counter);
    // A product of contract #5 (Les Pins Dorés, the counter's site), read from its details page.
    await chooseLanguage(page, 'en');
    await page.goto('/rental-details/5');
    const line = page.locator('[data-testid^="rental-line-"]').first();
    await expect(line).toBeVisible();
    const number = ((await line.getAttribute('data-testid')) ?? '').replace('rental-line-', '');
    expect(number).toMatch(/^PD-/);
    for (const language of ['fr', 'en', 'ru'] as const) {
      await chooseLanguage(page, language);
      await page.getByTestId('top-bar-search').click();
      await search(page, number);
      const hit = page.locator('[data-testid^="search-product-"]').filter({ hasText: number });
      await expect(hit).toHaveCount(1);
      await hit.click();
      // Read-only: its status and where it is booked; no fleet for a counter, no jump to the planning.
      await expect(page.getByTestId('search-product-number')).toContainText(number);
      const statuses = ['IN_CARTON', 'AVAILABLE', 'RENTED', 'UNAVAILABLE', 'OUT_OF_SERVICE', 'SCRAPPED'].map(
        (status) => uiText(language, `FLEET.STATUS.${status}`),
      );
      await expect(page.getByTestId('search-product-status')).toHaveText(
        new RegExp(`^(${statuses.join('|')})$`),
      );
      await expect(page.getByTestId('search-product-fleet')).toHaveCount(0);
      const booking = page.getByTestId('search-booking-5');
      await expect(booking).toContainText('Mia Becker');
      await expect(booking).toContainText(uiText(language, 'SEARCH.CONTRACT'));
      await expect(page).not.toHaveURL(/calendar|fleet/);
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'search-product');
      if (language === 'ru') {
        await booking.click();
        await expect(page).toHaveURL(/\/rental-details\/5$/);
        await expect(page.getByTestId('customer-name')).toHaveText('Mia Becker');
      } else {
        await page.getByTestId('search-product-back').click();
        await expect(hit).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(await searchDialog(page)).toBeHidden();
      }
    }
  });
});
