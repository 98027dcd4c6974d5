import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the settings end-to-end specs (sites, companies, pricings, loyalty, fleet). */

/** A suffix that keeps the names of one run apart from the seeded data. */
export const stamp = () => Date.now().toString(36).toUpperCase();

/** Opens a Mantine select and picks the option with this (accessible) name, in its own list. */
export const pickOption = async (page: Page, testId: string, name: string | RegExp) => {
  const select = page.getByTestId(testId);
  await select.click();
  // The select names its open list (aria-controls): never "the first list of the page".
  await expect(select).toHaveAttribute('aria-controls', /.+/);
  const listId = await select.getAttribute('aria-controls');
  const list = page.locator(`[id="${listId}"]`);
  await list
    .getByRole('option', { name, exact: typeof name === 'string' })
    .first()
    .click();
  await expect(list).toBeHidden();
};

/** Waits until a grid shows rows and has finished loading. */
export const waitForGrid = async (page: Page, testId: string) => {
  await expect(page.getByTestId(testId).getByTestId('grid-row').first()).toBeVisible();
  await expect(page.getByTestId(testId).getByTestId('grid-loading')).toBeHidden();
};

/**
 * Filters a grid column on a text or number value: waits for the grid's answer to that filter and
 * for the filter popover to have left the page.
 */
export const filterGrid = async (page: Page, grid: string, column: string, value: string) => {
  await page.getByTestId(grid).getByTestId(`grid-filter-${column}`).click();
  const popover = page.getByTestId('grid-filter-popover');
  await expect(popover).toBeVisible();
  await popover.getByTestId('grid-filter-input').fill(value);
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).searchParams.has(column) &&
      response.url().includes('/api/'),
  );
  await popover.getByTestId('grid-filter-apply').click();
  await answer;
  await expect(popover).toHaveCount(0);
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

/**
 * A modal, found by its accessible name (its title). Never "the" dialog of the page: a column
 * filter's popover or a date picker is a dialog too, and on a busy machine one may still be
 * leaving the page when a modal opens.
 */
export const dialogNamed = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('dialog', { name, exact: typeof name === 'string' });

/**
 * The open modal when a spec cannot name it (prefer `dialogNamed`): only a modal dialog
 * (aria-modal), never a popover (a column filter's, a date picker's).
 */
export const openModal = (page: Page): Locator => page.locator('[role="dialog"][aria-modal="true"]');

/** The modal of this name is open, and done with its opening animation. */
export const expectDialog = async (page: Page, name?: string | RegExp) => {
  if (name === undefined) {
    await expect(openModal(page)).toHaveCount(1);
    await expectSettled(openModal(page));
    return;
  }
  const dialog = dialogNamed(page, name);
  await expect(dialog).toBeVisible();
  await expectSettled(dialog);
};
/** The modal of this name has closed (it has left the page). */
export const expectNoDialog = async (page: Page, name?: string | RegExp) => {
  await expect(name === undefined ? openModal(page) : dialogNamed(page, name)).toHaveCount(0);
};

/**
 * Waits until an element has stopped moving (an opening modal slides and fades in): a click on an
 * element still animating may land beside it on a slow machine.
 */
export const expectSettled = async (locator: Locator) => {
  await expect
    .poll(
      async () => {
        const first = await locator.boundingBox();
        await locator
          .page()
          .evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
        const second = await locator.boundingBox();
        const opacity = await locator.evaluate((element) => {
          let node: Element | null = element;
          let value = 1;
          while (node) {
            value *= Number(getComputedStyle(node).opacity || 1);
            node = node.parentElement;
          }
          return value;
        });
        return (
          first !== null &&
          second !== null &&
          first.x === second.x &&
          first.y === second.y &&
          first.width === second.width &&
          first.height === second.height &&
          opacity === 1
        );
      },
      { message: 'the element stops moving' },
    )
    .toBe(true);
};
