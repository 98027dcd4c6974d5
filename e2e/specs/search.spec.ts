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
import { apiAsUser } from './payments-support.ts';
import { at, createRental, type OwnRental } from './rentals-support.ts';

/**
 * The top-bar search (issue 13): a rental by its number, a customer by e-mail or name, a product
 * by its internal number, each opening its page; the dialog in six languages. The spec makes its
 * own contract through the API on Les Pins Dorés (the administrator's and the counter's current
 * site, whose products are PD-…): a customer of its own, one product, in 150 site days
 * (rentals-support.ts).
 */
test.describe.configure({ mode: 'serial' });

let contract: OwnRental;
/** The contract's customer as the screens name them, and their e-mail address. */
let customerName = '';
let customerEmail = '';

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const api = await apiAsUser(context.request, users.admin);
    contract = await createRental(api, 'contract', { start: at(150, '08:00'), end: at(151, '19:00') });
    const customer = (await api.get(`/api/customers/${contract.customer.id}`)) as {
      name: string;
      lastname: string;
      email: { email: string };
    };
    customerName = `${customer.name} ${customer.lastname}`;
    customerEmail = customer.email.email;
  } finally {
    await context.close();
  }
});

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
    await search(page, String(contract.id));
    const rental = page.getByTestId(`search-rental-${contract.id}`);
    await expect(rental).toContainText(customerName);
    await rental.click();
    await expect(page).toHaveURL(new RegExp(`/rental-details/${contract.id}$`));
    await expect(page.getByTestId('customer-name')).toHaveText(customerName);

    // Ctrl-K too; a customer by the start of their e-mail address.
    await page.keyboard.press('Control+k');
    await search(page, `${customerEmail.split('@')[0]}@`);
    const customer = page.locator('[data-testid^="search-customer-"]').filter({ hasText: customerName });
    await expect(customer).toHaveCount(1);
    await expect(customer).toContainText(customerEmail);
    // The keyboard: the first result is chosen, Enter opens it.
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/customers-details/${contract.customer.id}$`));
    await expect(page.getByText(contract.customer.lastname).first()).toBeVisible();

    // A product by its internal number (typed in lower case) opens its card; a fleet manager goes
    // on to the fleet filtered to it.
    const number = contract.products[0]!.internalNumber;
    await page.getByTestId('top-bar-search').click();
    await search(page, number.toLowerCase());
    const product = page.locator('[data-testid^="search-product-"]');
    await expect(product).toHaveCount(1);
    await expect(product).toContainText(number);
    await product.click();
    await expect(page.getByTestId('search-product-number')).toContainText(number);
    await page.getByTestId('search-product-fleet').click();
    await expect(page).toHaveURL(new RegExp(`/fleet\\?internalNumber=${number}&site=\\d+$`));
    await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(1);
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
      await search(page, String(contract.id));
      await expect(page.getByTestId(`search-rental-${contract.id}`)).toBeVisible();
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
    // A product of the spec's contract (Les Pins Dorés, the counter's site), read from its details page.
    await chooseLanguage(page, 'en');
    await page.goto(`/rental-details/${contract.id}`);
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
      const booking = page.getByTestId(`search-booking-${contract.id}`);
      await expect(booking).toContainText(customerName);
      await expect(booking).toContainText(uiText(language, 'SEARCH.CONTRACT'));
      await expect(page).not.toHaveURL(/calendar|fleet/);
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'search-product');
      if (language === 'ru') {
        await booking.click();
        await expect(page).toHaveURL(new RegExp(`/rental-details/${contract.id}$`));
        await expect(page.getByTestId('customer-name')).toHaveText(customerName);
      } else {
        await page.getByTestId('search-product-back').click();
        await expect(hit).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(await searchDialog(page)).toBeHidden();
      }
    }
  });
});
