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

    // A product by its internal number opens the fleet filtered to it.
    await page.getByTestId('top-bar-search').click();
    await search(page, 'pd-0012');
    const product = page.locator('[data-testid^="search-product-"]');
    await expect(product).toHaveCount(1);
    await expect(product).toContainText('PD-0012');
    await product.click();
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
});
