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
import { apiAsUser, createCustomer } from './payments-support.ts';
import {
  at,
  cancelRental,
  closeContract,
  createRental,
  createStayContract,
  newestFirst,
  type OwnRental,
  payInFull,
  type StayGuest,
  stayGuest,
} from './rentals-support.ts';

/**
 * The rental list and the rental details (docs/decisions/rental-list.md) on rentals this spec makes
 * through the API on Les Pins Dorés, the current site of the counter and the trainee
 * (rentals-support.ts): the row actions shown and hidden for a counter, a trainee and validated
 * rentals, the filters, unclose and cancel, the details with a line validated and the replace
 * modal, and both screens in six languages. Its rentals without a stay lie on site days of their
 * own (180 days back, 180 to 190 days ahead); those that must start today or hold a stay lie around
 * today, on products the API says are free.
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

/** This spec's rentals (made in beforeAll), as the demo's nine of a site were. */
interface Own {
  /** A reservation starting today (it may become a contract). */
  today: OwnRental;
  /** A reservation from in 183 days to in 186. */
  later: OwnRental;
  /** A reservation from in 187 days to in 190 (the counter cancels it). */
  latest: OwnRental;
  /** A contract in progress with a stay, two products (yesterday to tomorrow). */
  withStay: OwnRental;
  /** A contract in progress without a stay (in 180 to 181 days). */
  inProgress: OwnRental;
  /** A contract paid and validated, invoiced on its own, two products (181 to 180 days ago), for a customer with no other rental. */
  validated: OwnRental;
  /** A contract validated, billed with its stay (the counter reopens it). */
  billedWithStay: OwnRental;
  /** A reservation cancelled (in 182 to 184 days). */
  cancelled: OwnRental;
  guest: StayGuest;
}
let own: Own;

/** This spec's rentals shown, in the grid's order (rentals other specs made are left out). */
const shownIds = async (page: Page): Promise<number[]> => {
  const { today, later, latest, withStay, inProgress, validated, billedWithStay, cancelled } = own;
  const mine = new Set(
    [today, later, latest, withStay, inProgress, validated, billedWithStay, cancelled].map(({ id }) => id),
  );
  const links = page.getByTestId('rentals-grid').locator('[data-testid^="rental-link-"]');
  return (await links.allTextContents()).map(Number).filter((id) => mine.has(id));
};

/** Picks an option of a select of the filters, by its text key (in the page's language). */
const pick = async (page: Page, testId: string, optionKey: string) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: await pageText(page, optionKey), exact: true }).click();
};

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const api = await apiAsUser(context.request, users.counter);
    const customer = await createCustomer(api);
    const guest = await stayGuest(api, 1010);
    const today = await createRental(api, 'reservation', {
      start: at(0, '08:00'),
      end: at(2, '19:00'),
      count: 2,
      customer,
    });
    const later = await createRental(api, 'reservation', {
      start: at(183, '08:00'),
      end: at(186, '19:00'),
      count: 3,
      customer,
    });
    const latest = await createRental(api, 'reservation', {
      start: at(187, '08:00'),
      end: at(190, '12:59:59'),
      count: 2,
      customer,
    });
    const withStay = await createStayContract(api, guest, 2);
    const inProgress = await createRental(api, 'contract', {
      start: at(180, '13:00'),
      end: at(181, '19:00'),
      customer,
    });
    const validated = await createRental(api, 'contract', {
      start: at(-181, '08:00'),
      end: at(-180, '19:00'),
      count: 2,
    });
    await payInFull(api, validated.id);
    await closeContract(api, validated.id);
    const billedWithStay = await createStayContract(api, guest, 1);
    await closeContract(api, billedWithStay.id);
    const cancelled = await createRental(api, 'reservation', {
      start: at(182, '08:00'),
      end: at(184, '19:00'),
      count: 2,
      customer,
    });
    await cancelRental(api, cancelled.id);
    own = { today, later, latest, withStay, inProgress, validated, billedWithStay, cancelled, guest };
  } finally {
    await context.close();
  }
});

test.describe('the rental list', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({ page }) => useSiteNightClock(page));

  test('a counter sees each rental with the actions its type, state and the counter may use', async ({
    page,
  }) => {
    const { today, later, latest, withStay, inProgress, validated, billedWithStay, cancelled } = own;
    await signIn(page, users.counter);
    await page.goto('/rentals');
    await expect(rowOf(page, cancelled.id)).toBeVisible();
    // Newest first.
    expect(await shownIds(page)).toEqual(
      newestFirst(
        today.id,
        later.id,
        latest.id,
        withStay.id,
        inProgress.id,
        validated.id,
        billedWithStay.id,
        cancelled.id,
      ),
    );
    expect(await actionsOf(page, today.id)).toEqual(['edit', 'migrate', 'cancel']); // reservation starting today
    expect(await actionsOf(page, later.id)).toEqual(['edit', 'cancel']); // reservation to come
    expect(await actionsOf(page, withStay.id)).toEqual(['edit', 'close', 'cancel', 'refund']); // contract in progress
    expect(await actionsOf(page, validated.id)).toEqual([]); // validated, invoiced on its own
    expect(await actionsOf(page, billedWithStay.id)).toEqual(['unclose']); // validated, billed with its stay
    expect(await actionsOf(page, cancelled.id)).toEqual([]); // cancelled
    await expect(page.getByTestId('rental-add')).toBeVisible();
    await expect(page.getByTestId(`rental-fds-${withStay.id}`)).toBeVisible();

    // Edit and migrate lead to the rental page.
    await rowOf(page, today.id).getByTestId('rental-action-migrate').click();
    await expect(page).toHaveURL(new RegExp(`/rental/reservation\\?edit=true&id=${today.id}&migrate=true`));
    await page.goBack();
    await rowOf(page, inProgress.id).getByTestId('rental-action-edit').click();
    await expect(page).toHaveURL(new RegExp(`/rental/contract\\?edit=true&id=${inProgress.id}$`));
  });

  test('filters by type, state and dates, clears, and keeps the filters in the URL', async ({ page }) => {
    const { later, latest, withStay, inProgress, validated, billedWithStay, cancelled } = own;
    await signIn(page, users.counter);
    await page.goto('/rentals');
    await expect(rowOf(page, cancelled.id)).toBeVisible();
    await pick(page, 'filter-rental-type', 'RENTAL_LIST.TYPE_CONTRACT');
    await page.getByTestId('filters-validate').click();
    await expect
      .poll(() => shownIds(page))
      .toEqual(newestFirst(billedWithStay.id, validated.id, inProgress.id, withStay.id));
    await pick(page, 'filter-state', 'RENTAL_LIST.STATE_VALIDATED');
    await page.getByTestId('filters-validate').click();
    await expect.poll(() => shownIds(page)).toEqual(newestFirst(billedWithStay.id, validated.id));
    // The end date keeps the rentals ending on that day (23:59:59 appended).
    await page.getByTestId('filter-end-date').fill(day(-180));
    await page.getByTestId('filter-end-date').press('Escape');
    await page.getByTestId('filters-validate').click();
    await expect.poll(() => shownIds(page)).toEqual([validated.id]);
    expect(new URL(page.url()).searchParams.get('endDate[before]')).toBe(`${day(-180)} 23:59:59`);
    await page.reload();
    await expect.poll(() => shownIds(page)).toEqual([validated.id]);
    await page.getByTestId('filters-clear').click();
    await expect.poll(async () => (await shownIds(page)).length).toBe(8);
    // Reservations starting from in 183 days.
    await pick(page, 'filter-rental-type', 'RENTAL_LIST.TYPE_RESERVATION');
    await page.getByTestId('filter-start-date').fill(day(183));
    await page.getByTestId('filter-start-date').press('Escape');
    await page.getByTestId('filters-validate').click();
    await expect.poll(() => shownIds(page)).toEqual(newestFirst(latest.id, later.id));
    // The list of one state.
    await page.goto('/rentals/in-progress');
    await expect.poll(() => shownIds(page)).toEqual(newestFirst(inProgress.id, withStay.id));
    await expect(page.getByTestId('filter-state')).toBeDisabled();
  });

  test('a trainee sees only the reservation actions and no Add rental', async ({ page }) => {
    const { today, latest, withStay, inProgress, billedWithStay, cancelled } = own;
    await signIn(page, users.trainee);
    await page.goto('/rentals');
    await expect(rowOf(page, cancelled.id)).toBeVisible();
    expect(await actionsOf(page, today.id)).toEqual(['edit', 'cancel']);
    expect(await actionsOf(page, latest.id)).toEqual(['edit', 'cancel']);
    expect(await actionsOf(page, withStay.id)).toEqual([]);
    expect(await actionsOf(page, inProgress.id)).toEqual([]);
    expect(await actionsOf(page, billedWithStay.id)).toEqual([]);
    await expect(page.getByTestId('rental-add')).toHaveCount(0);
  });

  test('a counter reopens a contract billed with its stay and cancels a reservation', async ({ page }) => {
    const reopened = own.billedWithStay.id;
    const cancelledNow = own.latest.id;
    await signIn(page, users.counter);
    await page.goto('/rentals');
    await rowOf(page, reopened).getByTestId('rental-action-unclose').click();
    const reopen = page.getByRole('dialog', {
      name: await pageText(page, 'RENTAL_LIST.UNCLOSE_TITLE', { id: String(reopened) }),
    });
    await reopen.getByTestId('confirm-ok').click();
    await expect(reopen).toBeHidden();
    await expect(page.getByTestId(`rental-state-${reopened}`)).toHaveText(
      await pageText(page, 'RENTAL_LIST.STATE_IN_PROGRESS'),
    );
    expect(await actionsOf(page, reopened)).toEqual(['edit', 'close', 'cancel', 'refund']);

    await rowOf(page, cancelledNow).getByTestId('rental-action-cancel').click();
    const cancel = page.getByRole('dialog', {
      name: await pageText(page, 'RENTAL_LIST.CANCEL_TITLE', { id: String(cancelledNow) }),
    });
    await cancel.getByTestId('confirm-ok').click();
    await expect(cancel).toBeHidden();
    await expect(page.getByTestId(`rental-state-${cancelledNow}`)).toHaveText(
      await pageText(page, 'RENTAL_LIST.STATE_CANCELLED'),
    );
    expect(await actionsOf(page, cancelledNow)).toEqual([]);
  });

  test('the details show the customer, the stay, the products and the prices; a line is validated', async ({
    page,
  }) => {
    const { withStay, validated, guest } = own;
    await signIn(page, users.counter);
    await page.goto('/rentals');
    await page.getByTestId(`rental-link-${withStay.id}`).click();
    await expect(page).toHaveURL(new RegExp(`/rental-details/${withStay.id}$`));
    await expect(page.getByTestId('customer-name')).toHaveText(
      `${guest.customer.name} ${guest.customer.lastname}`,
    );
    await expect(page.getByTestId('customer-email')).toHaveText(guest.customer.email!);
    await expect(page.getByTestId('customer-phones')).not.toHaveText('-');
    await expect(page.getByTestId('rental-stay-link')).toHaveText(guest.stayId);
    await expect(page.getByTestId('rental-stay-link')).toHaveAttribute(
      'href',
      new RegExp(`/stays/${guest.stayId}$`),
    );
    await expect(page.getByTestId('rental-emplacement')).toHaveText(guest.emplacementName);
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
    await page.goto(`/rental-details/${validated.id}`);
    await expect(page.getByTestId('rental-state')).toHaveText(
      await pageText(page, 'RENTAL_LIST.STATE_VALIDATED'),
    );
    await expect(page.getByTestId('rental-products').locator('tbody tr')).toHaveCount(2);
    await expect(page.getByTestId('line-validate')).toHaveCount(0);
    await expect(page.getByTestId('line-replace')).toHaveCount(0);
    await expect(page.getByTestId('rental-stay-id')).toHaveText('-');
  });

  test("a customer's rentals tabs list their rentals, each opening its details", async ({ page }) => {
    const { withStay, validated, guest } = own;
    await signIn(page, users.counter);
    // The guest: the contract in progress with the stay, under "new / in progress".
    await page.goto(`/customers-rentals/${guest.customer.id}`);
    await expect(page.getByTestId('rentals-grid').getByTestId(`rental-link-${withStay.id}`)).toBeVisible();
    // The customer of the validated contract (their only rental): under "done / cancelled" only.
    await page.goto(`/customers-rentals/${validated.customer.id}`);
    await expect(page.getByTestId('rentals-grid').getByTestId('grid-empty')).toBeVisible();
    await page.getByTestId('rentals-tab-closed').click();
    const link = page.getByTestId('rentals-grid').getByTestId(`rental-link-${validated.id}`);
    await expect(link).toBeVisible();
    await expect(page.getByTestId(`rental-state-${validated.id}`)).toHaveText(
      await pageText(page, 'RENTAL_LIST.STATE_VALIDATED'),
    );
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/rental-details/${validated.id}$`));
    await expect(page.getByTestId('customer-name')).toHaveText(
      `${validated.customer.name} ${validated.customer.lastname}`,
    );
  });

  test('the list and the details in six languages', async ({ page }) => {
    test.setTimeout(180_000);
    const { withStay, cancelled, guest } = own;
    await signIn(page, users.admin);
    for (const language of languages) {
      await chooseLanguage(page, language);
      await page.goto('/rentals');
      await expect(rowOf(page, cancelled.id)).toBeVisible();
      await expect(page.getByTestId('page-title')).toHaveText(uiText(language, 'MENU.RENTALS'));
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'rental-list');
      await page.goto(`/rental-details/${withStay.id}`);
      await expect(page.getByTestId('customer-name')).toHaveText(
        `${guest.customer.name} ${guest.customer.lastname}`,
      );
      await expect(page.getByTestId('page-title')).toHaveText(
        uiText(language, 'RENTAL_DETAILS.TITLE', { id: String(withStay.id) }),
      );
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'rental-details');
    }
  });
});
