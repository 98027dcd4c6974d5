import { expect, type Page } from '@playwright/test';

/** What the planning's and the counter's-day specs share: finding a rental's block in the grid. */

const grid = (page: Page) => page.getByTestId('planning-grid');

/** Scrolls the virtualised grid until a rental's block is drawn, then on screen. */
export const revealRental = async (page: Page, rentalId: number) => {
  await expect(grid(page).locator('[data-product]').first()).toBeVisible();
  const block = grid(page).locator(`[data-rental="${rentalId}"]`).first();
  // Scanned again until it holds: the window's rentals may still be loading (a window just moved),
  // and the virtualised grid draws its rows for a new scroll position a frame or two later (a block
  // seen at once may belong to the rows drawn before); then scrolled to whichever copy is in the page.
  await expect(async () => {
    const found = await grid(page).evaluate(async (element, id) => {
      const settle = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      element.scrollTop = 0;
      await settle();
      for (let step = 0; step < 200 && !element.querySelector(`[data-rental="${id}"]`); step++) {
        element.scrollTop += 240;
        await settle();
      }
      return element.querySelector(`[data-rental="${id}"]`) !== null;
    }, rentalId);
    expect(found, `rental ${rentalId} drawn`).toBe(true);
    await block.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return block;
};
