import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  languages,
  signIn,
  uiText,
  users,
} from '../fixtures.ts';
import { siteDay, useSiteNightClock } from '../support/site-day.ts';
import { apiAsUser, apiOf, createCustomer } from './payments-support.ts';
import { revealRental } from './planning-support.ts';
import {
  at,
  type Customer,
  closeContract,
  createRental,
  type FreeProduct,
  freeProducts,
  type OwnRental,
  payInFull,
  shownDay,
} from './rentals-support.ts';

/**
 * The planning calendar (/calendar) on rentals the spec makes through the API on the home site of
 * the demo counter (Les Pins Dorés), around its own day P, 120 site days ahead (rentals-support.ts):
 * a reservation P → P+2, a reservation P+3 → P+6, a contract in progress P-2 → P+3 for a customer of
 * its own, a contract validated P-6 → P-4. The calendar is opened at their days (three days before
 * P, as it opens three days before today): day 3 of the window is P, its cells 6 (AM) and 7 (PM).
 * The products it drags over or makes unavailable are those the API says are free on those days,
 * shown alone by the row filter.
 */

const dayP = 120;
/** The window the calendar is opened at: three days before P. */
const windowStart = dayP - 3;
const pCell = 6;
const labelWidth = 230;

/** A day from the site's today (Europe/Paris), yyyy-mm-dd. */
const localIso = siteDay;

const grid = (page: Page) => page.getByTestId('planning-grid');

interface Own {
  reservation: OwnRental;
  later: OwnRental;
  contract: OwnRental;
  validated: OwnRental;
  /** The customer the dragged reservation is made for. */
  customer: Customer;
}
let own: Own;
/** Every product of the spec's rentals: never chosen as a free row. */
const ownProducts = (): number[] =>
  [own.reservation, own.later, own.contract, own.validated].flatMap((rental) =>
    rental.products.map((product) => product.id),
  );

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext();
  try {
    const api = await apiAsUser(context.request, users.counter);
    const reservation = await createRental(api, 'reservation', {
      start: at(dayP, '08:00'),
      end: at(dayP + 2, '19:00'),
    });
    const later = await createRental(api, 'reservation', {
      start: at(dayP + 3, '08:00'),
      end: at(dayP + 6, '19:00'),
    });
    const contract = await createRental(api, 'contract', {
      start: at(dayP - 2, '08:00'),
      end: at(dayP + 3, '19:00'),
    });
    const validated = await createRental(api, 'contract', {
      start: at(dayP - 6, '08:00'),
      end: at(dayP - 4, '19:00'),
    });
    await payInFull(api, validated.id);
    await closeContract(api, validated.id);
    own = { reservation, later, contract, validated, customer: await createCustomer(api) };
  } finally {
    await context.close();
  }
});

/** The calendar opened at the spec's days (its window three days before P), its rentals drawn. */
const openPlanning = async (page: Page) => {
  await page.goto(`/calendar?start=${localIso(windowStart)}`);
  await expect(grid(page)).toHaveAttribute('data-window-start', localIso(windowStart));
  await expect(grid(page).locator('[data-product]').first()).toBeVisible();
};

/**
 * The row of a product the API says is free from day `from` to day `to` (offsets from today), not
 * one of the spec's rentals', in stock (status available, not out on another contract), shown alone
 * by the row filter.
 */
const freeRow = async (page: Page, from: number, to: number, priced = true) => {
  const api = await apiOf(page);
  const period = { start: at(from, '08:00'), end: at(to, '19:00') };
  const skipped: number[] = [];
  let product: FreeProduct | undefined;
  while (!product) {
    const [candidate] = await freeProducts(api, period, 1, [...ownProducts(), ...skipped], priced);
    const { status } = (await api.get(`/api/products/${candidate!.id}`)) as { status: { id: number } };
    if (status.id === 2) product = candidate;
    else skipped.push(candidate!.id);
  }
  await page.getByTestId('planning-row-filter').fill(product.internalNumber);
  await expect(grid(page).locator('[data-product]')).toHaveCount(1);
  const row = grid(page).locator(`[data-product="${product.id}"]`);
  await expect(row).toBeVisible();
  return { row, product };
};

/** Drags over the half-day cells `from` to `to` of a row (the window's first cell is 0). */
const dragCells = async (page: Page, row: Locator, from: number, to: number) => {
  const cellWidth = Number(await grid(page).getAttribute('data-cell-width'));
  const box = await row.boundingBox();
  if (!box) throw new Error('the row is not on screen');
  const y = box.y + box.height / 2;
  const x = (cell: number) => box.x + labelWidth + (cell + 0.5) * cellWidth;
  await page.mouse.move(x(from), y);
  await page.mouse.down();
  await page.mouse.move(x(to), y, { steps: 4 });
  await page.mouse.up();
};

const reservationModal = (page: Page) => page.getByTestId('reservation-modal').getByRole('dialog');

const pickCustomer = async (page: Page, lastName: string) => {
  await page.getByTestId('choose-customer').click();
  const picker = page.getByTestId('customer-picker');
  await picker.getByTestId('own-search-lastname').fill(lastName);
  await picker.getByTestId('own-search-submit').click();
  await picker.getByTestId('own-results').getByTestId('grid-row').first().click();
  await picker.getByTestId('picker-validate').click();
  await expect(page.getByTestId('rental-customer')).toContainText(lastName);
};

test.describe('the planning calendar', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    page = await browser.newPage({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });
    await useSiteNightClock(page);
    await signIn(page, users.counter);
    await chooseLanguage(page, 'en');
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('shows the products by range and the rentals in their colours, with their tooltip', async () => {
    // It opens three days before today, for two weeks.
    await page.goto('/calendar');
    await expect(grid(page)).toHaveAttribute('data-days', '14');
    await expect(grid(page)).toHaveAttribute('data-window-start', localIso(-3));
    await expect(grid(page).getByRole('button', { name: /accessoires/ })).toBeVisible();
    await expect(page.getByTestId('planning-now')).toBeVisible();

    // Its date control moves it to the spec's days.
    await page.getByTestId('planning-start').fill(localIso(windowStart));
    await page.getByTestId('planning-start').press('Escape');
    await expect(grid(page)).toHaveAttribute('data-window-start', localIso(windowStart));
    await expect(await revealRental(page, own.reservation.id)).toHaveAttribute('data-colour', 'reservation');
    const contract = await revealRental(page, own.contract.id);
    await expect(contract).toHaveAttribute('data-colour', 'contract');

    await contract.hover();
    const tooltip = page.getByTestId('planning-tooltip');
    await expect(tooltip).toContainText(`Rental no. ${own.contract.id}`);
    await expect(tooltip).toContainText(`${own.contract.customer.name} ${own.contract.customer.lastname}`);
    await expect(tooltip).toContainText('Contract');
    await expect(tooltip).toContainText(`${shownDay(dayP - 2)} 08:00`);

    // A week back shows the validated contract of the week before.
    await page.getByTestId('planning-previous').click();
    await expect(grid(page)).toHaveAttribute('data-window-start', localIso(windowStart - 7));
    await expect(await revealRental(page, own.validated.id)).toHaveAttribute('data-colour', 'validated');
    await page.getByTestId('planning-jump-forward').click();
    await expect(grid(page)).toHaveAttribute('data-window-start', localIso(windowStart + 7));
    await page.getByTestId('planning-today').click();
    await expect(grid(page)).toHaveAttribute('data-window-start', localIso(-3));
  });

  test('remembers the duration, filters rows and collapses a range', async () => {
    await page.getByTestId('planning-duration').getByText('1 month').click();
    await expect(grid(page)).toHaveAttribute('data-days', '30');
    await page.reload();
    await expect(grid(page)).toHaveAttribute('data-days', '30');
    await page.getByTestId('planning-duration').getByText('2 weeks').click();
    await expect(grid(page)).toHaveAttribute('data-days', '14');

    const first = await grid(page).locator('[data-product]').first().getAttribute('data-internal-number');
    await page.getByTestId('planning-row-filter').fill(first ?? '');
    await expect(grid(page).locator('[data-product]')).toHaveCount(1);
    await page.getByTestId('planning-row-filter').fill('');
    const range = grid(page).getByRole('button', { name: /accessoires/ });
    await range.click();
    await expect(range).toHaveAttribute('aria-expanded', 'false');
    await range.click();
    await expect(range).toHaveAttribute('aria-expanded', 'true');
  });

  test('moves with the arrows, opens with Enter and closes with Escape', async () => {
    await openPlanning(page);
    // The reservation's product alone: the first product row, under its range's name.
    const { id: rentalId, products } = own.reservation;
    const internalNumber = products[0]!.internalNumber;
    await page.getByTestId('planning-row-filter').fill(internalNumber);
    await expect(grid(page).locator('[data-product]')).toHaveCount(1);
    const firstProduct = grid(page).locator('[data-row="1"]');
    await expect(firstProduct).toHaveAttribute('data-internal-number', internalNumber);
    await grid(page).focus();
    // From the range's name down to the product's name: Enter opens its status.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('planning-cursor')).toBeVisible();
    await page.keyboard.press('Enter');
    const status = page.getByTestId('status-modal').getByRole('dialog');
    await expect(status).toContainText(internalNumber);
    await page.keyboard.press('Escape');
    await expect(status).toHaveCount(0);

    // Along the row to the first half-day of the reservation (P, AM): its tooltip shows, Enter opens it.
    const block = firstProduct.locator(`[data-rental="${rentalId}"]`);
    const cellWidth = Number(await grid(page).getAttribute('data-cell-width'));
    const blockBox = await block.boundingBox();
    const rowBox = await firstProduct.boundingBox();
    const firstCell = Math.round((blockBox!.x - rowBox!.x - labelWidth) / cellWidth);
    expect(firstCell).toBe(pCell);
    await grid(page).focus();
    for (let cell = -1; cell < firstCell; cell++) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('planning-tooltip')).toContainText(`${rentalId}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('planning-tooltip')).toHaveCount(0);
    await expect(page.getByTestId('planning-cursor')).toHaveCount(0);
    await grid(page).focus();
    await page.keyboard.press('ArrowDown');
    for (let cell = -1; cell < firstCell; cell++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // A reservation opens in the calendar's reservation modal, its page one click away.
    const modal = reservationModal(page);
    await expect(modal).toContainText(`${rentalId}`);
    await modal.getByTestId('reservation-open-page').click();
    await expect(page).toHaveURL(new RegExp(`/rental/reservation\\?edit=true&id=${rentalId}$`));
  });

  test('plans a reservation by dragging over free half-days', async () => {
    await openPlanning(page);
    const { row, product } = await freeRow(page, dayP + 4, dayP + 5);
    // P+4 AM to P+5 PM.
    await dragCells(page, row, pCell + 8, pCell + 11);
    const modal = reservationModal(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('rental-start-date')).toHaveValue(localIso(dayP + 4));
    await expect(modal.getByTestId('rental-end-date')).toHaveValue(localIso(dayP + 5));
    await expect(modal.getByTestId('rental-start-period')).toHaveValue(
      uiText('en', 'RENTAL_EDIT.PERIOD.START_8'),
    );
    await expect(modal.getByTestId('rental-end-period')).toHaveValue(
      uiText('en', 'RENTAL_EDIT.PERIOD.END_19'),
    );
    await expect(modal.getByTestId('line-product')).toHaveValue(new RegExp(product.internalNumber));
    await pickCustomer(page, own.customer.lastname);
    await modal.getByTestId('reservation-save').click();
    await expect(modal).toHaveCount(0);

    const block = row.locator('[data-rental]');
    await expect(block).toHaveCount(1);
    await expect(block).toHaveAttribute('data-colour', 'reservation');
    await block.hover();
    const tooltip = page.getByTestId('planning-tooltip');
    await expect(tooltip).toContainText(own.customer.lastname);
    await expect(tooltip).toContainText(`${shownDay(dayP + 4)} 08:00`);
    await expect(tooltip).toContainText(`${shownDay(dayP + 5)} 19:00`);
    await page.getByTestId('planning-row-filter').fill('');
  });

  test('warns in the modal: period, product not available, no price, bike limit', async () => {
    await openPlanning(page);
    // The product of the reservation P+3 → P+6, dragged after it, then moved onto it.
    await revealRental(page, own.later.id);
    const held = grid(page)
      .locator('[data-product]', { has: page.locator(`[data-rental="${own.later.id}"]`) })
      .first();
    await dragCells(page, held, pCell + 16, pCell + 16);
    const modal = reservationModal(page);
    await expect(modal).toBeVisible();
    // One AM cell: ending at 12:59:59 the same day; 13:00 as start makes the period invalid.
    await modal.getByTestId('rental-start-period').click();
    await page.getByRole('option', { name: uiText('en', 'RENTAL_EDIT.PERIOD.START_13') }).click();
    await expect(modal.getByTestId('period-warning')).toBeVisible();
    await modal.getByTestId('rental-start-period').click();
    await page.getByRole('option', { name: uiText('en', 'RENTAL_EDIT.PERIOD.START_8') }).click();
    await expect(modal.getByTestId('period-warning')).toHaveCount(0);

    await modal.getByTestId('rental-start-date').fill(localIso(dayP + 4));
    await modal.getByTestId('rental-start-date').blur();
    await expect(modal.getByTestId('line-not-available')).toBeVisible();

    await modal.getByTestId('rental-start-date').fill(localIso(dayP + 8));
    await modal.getByTestId('rental-start-date').blur();
    await modal.getByTestId('rental-end-date').fill(localIso(dayP + 48));
    await modal.getByTestId('rental-end-date').blur();
    await expect(modal.getByTestId('line-no-price')).toBeVisible();
    await modal.getByTestId('rental-end-date').fill(localIso(dayP + 9));
    await modal.getByTestId('rental-end-date').blur();
    await expect(modal.getByTestId('line-no-price')).toHaveCount(0);

    // Bikes added line by line: no message up to five, the message from the sixth.
    const bikeCount = async () =>
      (
        await modal
          .getByTestId('line-product')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
      ).filter((value) => /VT|Vélo/.test(value)).length;
    for (let line = 1; (await bikeCount()) < 6 && line <= 7; line++) {
      await expect(modal.getByTestId('bike-limit')).toHaveCount(0);
      await modal.getByTestId('line-add').first().click();
      await modal.getByTestId('line-product').nth(line).click();
      await page
        .getByRole('option', { name: /VT|Vélo/ })
        .first()
        .click();
      await expect(modal.getByTestId('product-line')).toHaveCount(line + 1);
    }
    expect(await bikeCount()).toBe(6);
    await expect(modal.getByTestId('bike-limit')).toBeVisible();
    await keepScreenshot(page, 'en', 'planning-modal-warnings');
    await modal.getByTestId('reservation-close').click();
    await expect(modal).toHaveCount(0);
  });

  test('makes a product unavailable from its name (comment required) and draws it disabled', async () => {
    await openPlanning(page);
    // Free over the whole window (its free cells are drawn hatched), with a price or not.
    const { row, product } = await freeRow(page, windowStart, windowStart + 13, false);
    const internalNumber = product.internalNumber;
    await row.getByRole('button', { name: internalNumber }).click();
    const modal = page.getByTestId('status-modal').getByRole('dialog');
    await expect(modal).toBeVisible();
    // The spec's form: a no/yes radio that can only make the product unavailable.
    await expect(modal.getByTestId('status-new')).toHaveCount(0);
    await modal.getByTestId('status-unavailable-yes').check();
    // "Yes" needs a comment: Save stays disabled, and says why, until one is written.
    await expect(modal).toContainText(uiText('en', 'FLEET.ERRORS.COMMENT_REQUIRED'));
    await expect(modal.getByTestId('status-submit')).toBeDisabled();
    await modal.getByTestId('status-comment').fill('Flat tyre, waiting for the workshop');
    await modal.getByTestId('status-submit').click();
    await expect(modal).toHaveCount(0);
    const disabled = grid(page).locator(`[data-internal-number="${internalNumber}"]`);
    await expect(disabled).toHaveAttribute('data-disabled', 'true');
    // The hatched free cells use the disabled colour.
    const background = await disabled
      .locator('> div')
      .nth(1)
      .evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(background).toContain('repeating-linear-gradient');
    await expectNoRawKeys(page);
    await page.getByTestId('planning-row-filter').fill('');
  });
});

test.describe('the planning for a trainee', () => {
  test('sees the calendar, may reserve, and opens a contract only as its details', async ({ page }) => {
    await signIn(page, users.trainee);
    await chooseLanguage(page, 'en');
    await openPlanning(page);
    await expect(page.getByTestId('planning-add')).toBeVisible();
    await page.getByTestId('planning-add').click();
    await expect(reservationModal(page)).toBeVisible();
    await reservationModal(page).getByTestId('reservation-close').click();
    await (await revealRental(page, own.contract.id)).click();
    await expect(page).toHaveURL(new RegExp(`/rental-details/${own.contract.id}$`));
  });
});

test.describe('the planning in six languages', () => {
  test('screens of the calendar and the reservation modal', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, users.counter);
    for (const language of languages) {
      await chooseLanguage(page, language);
      await openPlanning(page);
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'planning-calendar');
      const { row } = await freeRow(page, dayP + 1, dayP + 2);
      await dragCells(page, row, pCell + 2, pCell + 5);
      await expect(reservationModal(page)).toBeVisible();
      await keepScreenshot(page, language, 'planning-reservation-modal');
      await reservationModal(page).getByTestId('reservation-close').click();
      await expect(reservationModal(page)).toHaveCount(0);
      await page.getByTestId('planning-row-filter').fill('');
    }
  });
});
