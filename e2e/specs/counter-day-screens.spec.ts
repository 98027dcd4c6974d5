import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, expectNoRawKeys, keepScreenshot, signIn, uiText, users } from '../fixtures.ts';
import { siteDay } from '../support/site-day.ts';
import { apiOf } from './payments-support.ts';

/**
 * Issue 22, the screens' leftovers: the rental page warns of a rental that ends after its stay
 * whenever it is opened (the rental's answer carries the stay's days, read from the stay system),
 * and a refused action is said in the interface language, never in the server's English. Each in
 * French, English and Russian, with a screenshot. The stay-system simulator's fixed client 1001
 * (Martin, site HS-PINS: the counter's current site) is present on stay 51001.
 */
test.describe.configure({ mode: 'serial' });

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A reservation of Martin's stay, from the site's tomorrow to the day after, on a free product. */
const reservationOnStay = async (page: Page): Promise<{ id: number; stayDateEnd: string }> => {
  const api = await apiOf(page);
  const customer = (await api.post('/api/huttosoft/import_customer/1001', {})) as { id: number };
  const start = siteDay(1);
  const end = siteDay(2);
  const groups = (await api.get(
    `/api/products/available_for_reservation?searchStartDate=${start}T08:00:00&searchEndDate=${end}T19:00:00`,
  )) as { 'hydra:member'?: unknown[] } | unknown[];
  const list = (Array.isArray(groups) ? groups : (groups['hydra:member'] ?? [])) as Array<{
    priceAvailable: boolean;
    availableProducts: Array<{ id: number }>;
  }>;
  const group = list.find((g) => g.priceAvailable && g.availableProducts.length > 0);
  expect(group, 'an available product with a price').toBeDefined();
  const created = (await api.post('/api/reservations', {
    startDate: `${start}T08:00:00`,
    endDate: `${end}T19:00:00`,
    products: [`/api/products/${group!.availableProducts.at(-1)!.id}`],
    customer: `/api/customers/${customer.id}`,
    stayId: '51001',
  })) as { id: number };
  const read = (await api.get(`/api/rentals/${created.id}`)) as { stayDateEnd: string | null };
  expect(read.stayDateEnd, "the rental's answer carries its stay's last day").toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return { id: created.id, stayDateEnd: read.stayDateEnd! };
};

test.describe("the counter's day, the screens' leftovers (issue 22)", () => {
  let rental: { id: number; stayDateEnd: string };

  test.beforeEach(async ({ page }) => {
    // Three languages in a test, on a machine shared with others: generous, never a sleep.
    test.setTimeout(180_000);
    // Leaving the rental page with unsaved changes: the browser's own question says yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, users.counter);
  });

  test("warns on a rental opened later that it ends after its stay's end", async ({ page }) => {
    rental = await reservationOnStay(page);
    const afterStay = nextDay(rental.stayDateEnd);
    for (const language of ['fr', 'en', 'ru'] as const) {
      await page.goto('/home');
      await chooseLanguage(page, language);
      await page.goto(`/rental/reservation?edit=true&id=${rental.id}`);
      const end = page.getByTestId('rental-end-date');
      await expect(end).toHaveValue(siteDay(2));
      // Within the stay: no warning.
      await expect(page.getByTestId('rental-save')).toBeVisible();
      await expect(page.getByTestId('stay-end-warning')).toHaveCount(0);
      // One day past the stay's last day: warned, and Save is blocked.
      await end.fill(afterStay);
      await end.blur();
      const warning = page.getByTestId('stay-end-warning');
      await expect(warning).toBeVisible();
      await expect(warning).toContainText(
        uiText(language, 'RENTAL_EDIT.STAY_END_WARNING').split('(')[0]!.trim(),
      );
      await expect(page.getByTestId('rental-save')).toBeDisabled();
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'rental-stay-end-warning');
    }
  });

  test("says a refused action in the interface language, never the server's English", async ({ page }) => {
    // The server's answer to the loser of a race (another user cancelled it a moment before).
    const english = 'Another request changed this rental at the same time; try again.';
    await page.route(`**/api/rentals/${rental.id}/cancel`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/ld+json',
        body: JSON.stringify({
          '@type': 'hydra:Error',
          'hydra:title': 'Conflict',
          'hydra:description': english,
          status: 409,
          code: 'CONCURRENT_CHANGE',
        }),
      }),
    );
    for (const language of ['fr', 'en', 'ru'] as const) {
      await page.goto('/home');
      await chooseLanguage(page, language);
      await page.goto(`/rental-details/${rental.id}`);
      await page.getByTestId('rental-action-cancel').click();
      // The buttons name the action: delete the reservation, or keep it.
      await expect(page.getByTestId('confirm-ok')).toHaveText(
        uiText(language, 'RENTAL_EDIT.CONFIRM.DELETE_RESERVATION'),
      );
      await expect(page.getByTestId('confirm-cancel')).toHaveText(
        uiText(language, 'RENTAL_EDIT.CONFIRM.KEEP_RESERVATION'),
      );
      await page.getByTestId('confirm-ok').click();
      const notice = page.getByTestId('notification-error');
      await expect(notice).toContainText(uiText(language, 'RENTAL_LIST.CANCEL_ERROR'));
      await expect(notice).toContainText(uiText(language, 'ERRORS.CONCURRENT_CHANGE'));
      await expect(notice).not.toContainText(english);
      // The refused dialog is closed: the notification says why.
      await expect(page.getByTestId('confirm-ok')).toHaveCount(0);
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'refused-action-notification');
    }
  });
});
