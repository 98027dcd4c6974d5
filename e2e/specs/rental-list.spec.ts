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
import { siteDay, useSiteNightClock } from '../support/site-day.ts';

/**
 * The rental list and the rental details (docs/decisions/rental-list.md) on the demo rentals of
 * Les Pins Dorés, the current site of the counter and the trainee (ids 1 to 9, made at the server's
 * first start around its day): the row actions shown and hidden for a counter, a trainee and
 * validated rentals, the filters, unclose and cancel, the details with a line validated and the
 * replace modal, and both screens in six languages.
 */

/** A day from the site's today, yyyy-mm-dd. */
const day = siteDay;

const rowOf = (page: Page, id: number) =>
  page.getByTestId('rentals-grid').locator('tr', { has: page.getByTestId(`rental-link-${id}`) });

const actionsOf = async (page: Page, id: number): Promise<string[]> => {
  const row = rowOf(page, id);
  await expect(row).toBeVisible();
  const ids = await row
    .locator('[data-testid^="rental-action-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  return ids.map((testId) => testId.replace('rental-action-', ''));
};

/** The demo rentals are #1 to #27; other specs of the run may add theirs (newer ids) on this site. */
const lastDemoRental = 27;

/** The demo rentals shown, in the grid's order (rentals other specs made are left out). */
const shownIds = async (page: Page): Promise<number[]> => {
  const links = page.getByTestId('rentals-grid').locator('[data-testid^="rental-link-"]');
  return (await links.allTextContents()).map(Number).filter((id) => id <= lastDemoRental);
};

/** Picks an option of a select of the filters, by its text key (in the page's language). */
const pick = async (page: Page, testId: string, optionKey: string) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: await pageText(page, optionKey), exact: true }).click();
};

test.describe('the rental list', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({ page }) => useSiteNightClock(page));

  test('a counter sees each rental with the actions its type, state and the counter may use', async ({
    page,
  }) => {
    await signIn(page, users.counter);
    await page.goto('/rentals');
    await expect(rowOf(page, 9)).toBeVisible();
    // Newest first.
    expect((await shownIds(page)).slice(0, 9)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(await actionsOf(page, 1)).toEqual(['edit', 'migrate', 'cancel']); // reservation starting today
    expect(await actionsOf(page, 3)).toEqual(['edit', 'cancel']); // reservation in three days
    expect(await actionsOf(page, 5)).toEqual(['edit', 'close', 'cancel', 'refund']); // contract in progress
    expect(await actionsOf(page, 7)).toEqual([]); // validated, invoiced on its own
    expect(await actionsOf(page, 8)).toEqual(['unclose']); // validated, billed with its stay
    expect(await actionsOf(page, 9)).toEqual([]); // cancelled
    await expect(page.getByTestId('rental-add')).toBeVisible();
    await expect(page.getByTestId('rental-fds-5')).toBeVisible();

    // Edit and migrate lead to the rental page.
    await rowOf(page, 1).getByTestId('rental-action-migrate').click();
    await expect(page).toHaveURL(/\/rental\/reservation\?edit=true&id=1&migrate=true/);
    await page.goBack();
    await rowOf(page, 6).getByTestId('rental-action-edit').click();
    await expect(page).toHaveURL(/\/rental\/contract\?edit=true&id=6/);
  });

  test('filters by type, state and dates, clears, and keeps the filters in the URL', async ({ page }) => {
    await signIn(page, users.counter);
    await page.goto('/rentals');
    await expect(rowOf(page, 9)).toBeVisible();
    await pick(page, 'filter-rental-type', 'RENTAL_LIST.TYPE_CONTRACT');
    await page.getByTestId('filters-validate').click();
    await expect.poll(() => shownIds(page)).toEqual([8, 7, 6, 5]);
    await pick(page, 'filter-state', 'RENTAL_LIST.STATE_VALIDATED');
    await page.getByTestId('filters-validate').click();
    await expect.poll(() => shownIds(page)).toEqual([8, 7]);
    // The end date keeps the rentals ending on that day (23:59:59 appended).
    await page.getByTestId('filter-end-date').fill(day(-7));
    await page.getByTestId('filter-end-date').press('Escape');
    await page.getByTestId('filters-validate').click();
    await expect.poll(() => shownIds(page)).toEqual([7]);
    expect(new URL(page.url()).searchParams.get('endDate[before]')).toBe(`${day(-7)} 23:59:59`);
    await page.reload();
    await expect.poll(() => shownIds(page)).toEqual([7]);
    await page.getByTestId('filters-clear').click();
    await expect.poll(async () => (await shownIds(page)).length).toBe(9);
    // Reservations starting from in three days.
    await pick(page, 'filter-rental-type', 'RENTAL_LIST.TYPE_RESERVATION');
    await page.getByTestId('filter-start-date').fill(day(3));
    await page.getByTestId('filter-start-date').press('Escape');
    await page.getByTestId('filters-validate').click();
    await expect.poll(() => shownIds(page)).toEqual([4, 3]);
    // The list of one state.
    await page.goto('/rentals/in-progress');
    await expect.poll(() => shownIds(page)).toEqual([6, 5]);
    await expect(page.getByTestId('filter-state')).toBeDisabled();
  });

  test('a trainee sees only the reservation actions and no Add rental', async ({ page }) => {
    await signIn(page, users.trainee);
    await page.goto('/rentals');
    await expect(rowOf(page, 9)).toBeVisible();
    expect(await actionsOf(page, 1)).toEqual(['edit', 'cancel']);
    expect(await actionsOf(page, 4)).toEqual(['edit', 'cancel']);
    expect(await actionsOf(page, 5)).toEqual([]);
    expect(await actionsOf(page, 6)).toEqual([]);
    expect(await actionsOf(page, 8)).toEqual([]);
    await expect(page.getByTestId('rental-add')).toHaveCount(0);
  });

  test('a counter reopens a contract billed with its stay and cancels a reservation', async ({ page }) => {
    await signIn(page, users.counter);
    await page.goto('/rentals');
    await rowOf(page, 8).getByTestId('rental-action-unclose').click();
    const reopen = page.getByRole('dialog', {
      name: await pageText(page, 'RENTAL_LIST.UNCLOSE_TITLE', { id: '8' }),
    });
    await reopen.getByTestId('confirm-ok').click();
    await expect(reopen).toBeHidden();
    await expect(page.getByTestId('rental-state-8')).toHaveText(
      await pageText(page, 'RENTAL_LIST.STATE_IN_PROGRESS'),
    );
    expect(await actionsOf(page, 8)).toEqual(['edit', 'close', 'cancel', 'refund']);

    await rowOf(page, 4).getByTestId('rental-action-cancel').click();
    const cancel = page.getByRole('dialog', {
      name: await pageText(page, 'RENTAL_LIST.CANCEL_TITLE', { id: '4' }),
    });
    await cancel.getByTestId('confirm-ok').click();
    await expect(cancel).toBeHidden();
    await expect(page.getByTestId('rental-state-4')).toHaveText(
      await pageText(page, 'RENTAL_LIST.STATE_CANCELLED'),
    );
    expect(await actionsOf(page, 4)).toEqual([]);
  });

  test('the details show the customer, the stay, the products and the prices; a line is validated', async ({
    page,
  }) => {
    await signIn(page, users.counter);
    await page.goto('/rentals');
    await page.getByTestId('rental-link-5').click();
    await expect(page).toHaveURL(/\/rental-details\/5$/);
    await expect(page.getByTestId('customer-name')).toHaveText('Mia Becker');
    await expect(page.getByTestId('customer-email')).toHaveText('mia.becker.5@example.com');
    await expect(page.getByTestId('customer-phones')).not.toHaveText('-');
    await expect(page.getByTestId('rental-stay-link')).toHaveText('90005');
    await expect(page.getByTestId('rental-stay-link')).toHaveAttribute('href', /\/stays\/90005$/);
    await expect(page.getByTestId('rental-emplacement')).toHaveText('E015');
    await expect(page.getByTestId('rental-state')).toHaveText(
      await pageText(page, 'RENTAL_LIST.STATE_IN_PROGRESS'),
    );
    const lines = page.getByTestId('rental-products').locator('tbody tr');
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('pricing-ttc')).toContainText('€');
    await expect(page.getByTestId('pricing-type')).toHaveText('Standard');

    // An unvalidated line can be validated; a validated one can then be replaced.
    const first = lines.first();
    const internalNumber = (await first.locator('td').first().textContent()) ?? '';
    await first.getByTestId('line-validate').click();
    await expect(first.getByTestId('line-validated')).toBeVisible();
    await first.getByTestId('line-replace').click();
    const replace = page.getByRole('dialog', {
      name: await pageText(page, 'RENTAL_PRODUCTS.REPLACE_TITLE', { internalNumber }),
    });
    await expect(replace.getByTestId('picker-replaced')).toContainText(internalNumber);
    // The number field opens with its list of available products: closed first, then the modal.
    await page.keyboard.press('Escape');
    await replace.getByTestId('picker-cancel').click();
    await expect(replace).toBeHidden();

    // A validated rental offers neither validate nor replace.
    await page.goto('/rental-details/7');
    await expect(page.getByTestId('rental-state')).toHaveText(
      await pageText(page, 'RENTAL_LIST.STATE_VALIDATED'),
    );
    await expect(page.getByTestId('rental-products').locator('tbody tr')).toHaveCount(2);
    await expect(page.getByTestId('line-validate')).toHaveCount(0);
    await expect(page.getByTestId('line-replace')).toHaveCount(0);
    await expect(page.getByTestId('rental-stay-id')).toHaveText('-');
  });

  test("a customer's rentals tabs list their rentals, each opening its details", async ({ page }) => {
    await signIn(page, users.counter);
    // Mia Becker (customer 6): the contract in progress #5, under "new / in progress".
    await page.goto('/customers-rentals/6');
    await expect(page.getByTestId('rentals-grid').getByTestId('rental-link-5')).toBeVisible();
    // Nathan Lopez (customer 8): the validated contract #7, under "done / cancelled" only.
    await page.goto('/customers-rentals/8');
    await expect(page.getByTestId('rentals-grid').getByTestId('grid-empty')).toBeVisible();
    await page.getByTestId('rentals-tab-closed').click();
    const link = page.getByTestId('rentals-grid').getByTestId('rental-link-7');
    await expect(link).toBeVisible();
    await expect(page.getByTestId('rental-state-7')).toHaveText(
      await pageText(page, 'RENTAL_LIST.STATE_VALIDATED'),
    );
    await link.click();
    await expect(page).toHaveURL(/\/rental-details\/7$/);
    await expect(page.getByTestId('customer-name')).toHaveText('Nathan Lopez');
  });

  test('the list and the details in six languages', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, users.admin);
    for (const language of languages) {
      await chooseLanguage(page, language);
      await page.goto('/rentals');
      await expect(rowOf(page, 9)).toBeVisible();
      await expect(page.getByTestId('page-title')).toHaveText(uiText(language, 'MENU.RENTALS'));
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'rental-list');
      await page.goto('/rental-details/5');
      await expect(page.getByTestId('customer-name')).toHaveText('Mia Becker');
      await expect(page.getByTestId('page-title')).toHaveText(
        uiText(language, 'RENTAL_DETAILS.TITLE', { id: '5' }),
      );
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'rental-details');
    }
  });
});
