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

/**
 * The planning calendar (/calendar) on the demo data of the home site of the demo counter (Les Pins
 * Dorés): rentals #1 (reservation, today → today+2), #3 (reservation, today+3 → today+6), #5
 * (contract in progress, today-2 → today+3, Mia Becker), #8 (validated, today-6 → today-4). The
 * window starts 3 days before today: day 3 is today, its cells 6 (AM) and 7 (PM).
 */

const todayCell = 6;
const labelWidth = 230;

/** A day from the site's today (Europe/Paris), yyyy-mm-dd. */
const localIso = siteDay;

const grid = (page: Page) => page.getByTestId('planning-grid');

const openPlanning = async (page: Page) => {
  await page.goto('/calendar');
  await expect(grid(page).locator('[data-rental]').first()).toBeVisible();
};

/** A product row wholly on screen with no block and not disabled (the demo rentals use the first products). */
const freeRow = async (page: Page): Promise<Locator> => {
  const id = await grid(page).evaluate((element) => {
    const bounds = element.getBoundingClientRect();
    const rows = [...element.querySelectorAll<HTMLElement>('[data-product]')];
    const free = rows.filter((row) => {
      const box = row.getBoundingClientRect();
      const onScreen = box.top >= bounds.top + 90 && box.bottom <= bounds.bottom - 20;
      return onScreen && !row.dataset.disabled && !row.querySelector('[data-rental]');
    });
    return free.at(-1)?.dataset.product ?? null;
  });
  expect(id, 'a free product row on screen').not.toBeNull();
  return grid(page).locator(`[data-product="${id}"]`);
};

/** Scrolls the grid down until a rental's block is drawn (only the rows on screen are in the DOM). */
const revealRental = async (page: Page, rentalId: number) => {
  await grid(page).evaluate(async (element, id) => {
    element.scrollTop = 0;
    for (let step = 0; step < 200 && !element.querySelector(`[data-rental="${id}"]`); step++) {
      element.scrollTop += 240;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, rentalId);
  const block = grid(page).locator(`[data-rental="${rentalId}"]`).first();
  // The virtualised grid may draw its rows again while the scroll settles (the block found first
  // is then replaced by its new copy): scroll to whichever copy is in the page, until one holds.
  await expect(async () => {
    await block.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return block;
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
    await openPlanning(page);
    await expect(grid(page)).toHaveAttribute('data-days', '14');
    await expect(grid(page)).toHaveAttribute('data-window-start', localIso(-3));
    await expect(grid(page).getByRole('button', { name: /accessoires/ })).toBeVisible();
    await expect(page.getByTestId('planning-now')).toBeVisible();
    await expect(await revealRental(page, 1)).toHaveAttribute('data-colour', 'reservation');
    const contract = await revealRental(page, 5);
    await expect(contract).toHaveAttribute('data-colour', 'contract');

    await contract.hover();
    const tooltip = page.getByTestId('planning-tooltip');
    await expect(tooltip).toContainText('Rental no. 5');
    await expect(tooltip).toContainText('Mia Becker');
    await expect(tooltip).toContainText('Contract');
    await expect(tooltip).toContainText(`${localIso(-2).split('-').reverse().join('/')} 08:00`);

    // A week back shows the validated contract of the week before.
    await page.getByTestId('planning-previous').click();
    await expect(grid(page)).toHaveAttribute('data-window-start', localIso(-10));
    await expect(await revealRental(page, 8)).toHaveAttribute('data-colour', 'validated');
    await page.getByTestId('planning-jump-forward').click();
    await expect(grid(page)).toHaveAttribute('data-window-start', localIso(4));
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
    const firstProduct = grid(page).locator('[data-row="1"]');
    const internalNumber = (await firstProduct.getAttribute('data-internal-number')) ?? '';
    await grid(page).focus();
    // From the first range's name down to the first product's name: Enter opens its status.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('planning-cursor')).toBeVisible();
    await page.keyboard.press('Enter');
    const status = page.getByTestId('status-modal').getByRole('dialog');
    await expect(status).toContainText(internalNumber);
    await page.keyboard.press('Escape');
    await expect(status).toHaveCount(0);

    // Along the row to the first half-day of a block: its tooltip shows, Enter opens the rental.
    const firstBlock = firstProduct.locator('[data-rental]').first();
    const rentalId = await firstBlock.getAttribute('data-rental');
    const cellWidth = Number(await grid(page).getAttribute('data-cell-width'));
    const blockBox = await firstBlock.boundingBox();
    const rowBox = await firstProduct.boundingBox();
    const firstCell = Math.round((blockBox!.x - rowBox!.x - labelWidth) / cellWidth);
    await grid(page).focus();
    for (let cell = -1; cell < firstCell; cell++) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('planning-tooltip')).toContainText(`${rentalId}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('planning-tooltip')).toHaveCount(0);
    await expect(page.getByTestId('planning-cursor')).toHaveCount(0);
    await grid(page).focus();
    await page.keyboard.press('ArrowDown');
    for (let cell = -1; cell < firstCell; cell++) await page.keyboard.press('ArrowRight');
    const colour = await firstBlock.getAttribute('data-colour');
    await page.keyboard.press('Enter');
    if (colour === 'reservation') {
      // A reservation opens in the calendar's reservation modal, its page one click away.
      const modal = reservationModal(page);
      await expect(modal).toContainText(`${rentalId}`);
      await modal.getByTestId('reservation-open-page').click();
    }
    await expect(page).toHaveURL(
      new RegExp(`/rental(/(contract|reservation)\\?edit=true&id=|-details/)${rentalId}$`),
    );
  });

  test('plans a reservation by dragging over free half-days', async () => {
    await openPlanning(page);
    const row = await freeRow(page);
    const internalNumber = await row.getAttribute('data-internal-number');
    // today+4 AM to today+5 PM.
    await dragCells(page, row, todayCell + 8, todayCell + 11);
    const modal = reservationModal(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('rental-start-date')).toHaveValue(localIso(4));
    await expect(modal.getByTestId('rental-end-date')).toHaveValue(localIso(5));
    await expect(modal.getByTestId('rental-start-period')).toHaveValue(
      uiText('en', 'RENTAL_EDIT.PERIOD.START_8'),
    );
    await expect(modal.getByTestId('rental-end-period')).toHaveValue(
      uiText('en', 'RENTAL_EDIT.PERIOD.END_19'),
    );
    await expect(modal.getByTestId('line-product')).toHaveValue(new RegExp(internalNumber ?? '-'));
    await pickCustomer(page, 'Perrin');
    await modal.getByTestId('reservation-save').click();
    await expect(modal).toHaveCount(0);

    const block = row.locator('[data-rental]');
    await expect(block).toHaveCount(1);
    await expect(block).toHaveAttribute('data-colour', 'reservation');
    await block.hover();
    const tooltip = page.getByTestId('planning-tooltip');
    await expect(tooltip).toContainText('Perrin');
    await expect(tooltip).toContainText(`${localIso(4).split('-').reverse().join('/')} 08:00`);
    await expect(tooltip).toContainText(`${localIso(5).split('-').reverse().join('/')} 19:00`);
  });

  test('warns in the modal: period, product not available, no price, bike limit', async () => {
    await openPlanning(page);
    // The product of reservation #3 (today+3 → today+6), dragged after it, then moved onto it.
    await revealRental(page, 3);
    const held = grid(page)
      .locator('[data-product]', { has: page.locator('[data-rental="3"]') })
      .first();
    await dragCells(page, held, todayCell + 16, todayCell + 16);
    const modal = reservationModal(page);
    await expect(modal).toBeVisible();
    // One AM cell: ending at 12:59:59 the same day; 13:00 as start makes the period invalid.
    await modal.getByTestId('rental-start-period').click();
    await page.getByRole('option', { name: uiText('en', 'RENTAL_EDIT.PERIOD.START_13') }).click();
    await expect(modal.getByTestId('period-warning')).toBeVisible();
    await modal.getByTestId('rental-start-period').click();
    await page.getByRole('option', { name: uiText('en', 'RENTAL_EDIT.PERIOD.START_8') }).click();
    await expect(modal.getByTestId('period-warning')).toHaveCount(0);

    await modal.getByTestId('rental-start-date').fill(localIso(4));
    await modal.getByTestId('rental-start-date').blur();
    await expect(modal.getByTestId('line-not-available')).toBeVisible();

    await modal.getByTestId('rental-start-date').fill(localIso(8));
    await modal.getByTestId('rental-start-date').blur();
    await modal.getByTestId('rental-end-date').fill(localIso(48));
    await modal.getByTestId('rental-end-date').blur();
    await expect(modal.getByTestId('line-no-price')).toBeVisible();
    await modal.getByTestId('rental-end-date').fill(localIso(9));
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
    const row = await freeRow(page);
    const internalNumber = (await row.getAttribute('data-internal-number')) ?? '';
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
    await (await revealRental(page, 5)).click();
    await expect(page).toHaveURL(/\/rental-details\/5$/);
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
      await dragCells(page, await freeRow(page), todayCell + 2, todayCell + 5);
      await expect(reservationModal(page)).toBeVisible();
      await keepScreenshot(page, language, 'planning-reservation-modal');
      await reservationModal(page).getByTestId('reservation-close').click();
      await expect(reservationModal(page)).toHaveCount(0);
    }
  });
});
