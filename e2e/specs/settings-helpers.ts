import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the settings end-to-end specs (sites, companies, pricings, loyalty, fleet). */

/** A suffix that keeps the names of one run apart from the seeded data. */
export const stamp = () => Date.now().toString(36).toUpperCase();

/** Opens a Mantine select and picks the option with this (accessible) name. */
export const pickOption = async (page: Page, testId: string, name: string | RegExp) => {
  await page.getByTestId(testId).click();
  await page
    .getByRole('option', { name, exact: typeof name === 'string' })
    .first()
    .click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
};

/** Waits until a grid shows rows and has finished loading. */
export const waitForGrid = async (page: Page, testId: string) => {
  await expect(page.getByTestId(testId).getByTestId('grid-row').first()).toBeVisible();
  await expect(page.getByTestId(testId).getByTestId('grid-loading')).toBeHidden();
};

/** Filters a grid column on a text or number value. */
export const filterGrid = async (page: Page, grid: string, column: string, value: string) => {
  await page.getByTestId(grid).getByTestId(`grid-filter-${column}`).click();
  await page.getByTestId('grid-filter-input').fill(value);
  await page.getByTestId('grid-filter-apply').click();
  await expect(page.getByTestId(grid).getByTestId('grid-loading')).toBeHidden();
};

export const rowWith = (page: Page, grid: string, text: string): Locator =>
  page.getByTestId(grid).getByTestId('grid-row').filter({ hasText: text });

/** Closes the notifications (they stay until clicked) so that they hide nothing. */
export const dismissNotifications = async (page: Page) => {
  const notifications = page.locator('[data-testid^="notification-"]');
  await expect(async () => {
    // Each one by its own id: a notification already leaving is detached under a click on
    // "the first one", and the click would wait for it for ever.
    const ids = await notifications.evaluateAll((elements) => elements.map((element) => element.id));
    for (const id of ids) {
      await page
        .locator(`[id="${id}"]`)
        .click({ force: true, timeout: 1_000 })
        .catch(() => undefined);
    }
    await expect(notifications).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
};

/** The signed-in user's bearer token, for checks made straight against the API. */
export const tokenOf = async (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('velodesk.session') ?? '{}').token as string);

export const apiGet = async (request: APIRequestContext, page: Page, path: string) => {
  const answer = await request.get(path, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(answer.ok()).toBe(true);
  return answer.json();
};

/** A modal is open (Mantine renders it in a portal, as a dialog). */
export const expectDialog = async (page: Page) => {
  await expect(page.getByRole('dialog')).toBeVisible();
};
export const expectNoDialog = async (page: Page) => {
  await expect(page.getByRole('dialog')).toHaveCount(0);
};
