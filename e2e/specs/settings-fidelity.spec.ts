import { expect, test } from '@playwright/test';
import { chooseLanguage, signIn, users } from '../fixtures.ts';
import {
  dialogNamed,
  dismissNotifications,
  expectDialog,
  expectNoDialog,
  pickOption,
  rowWith,
  waitForGrid,
} from './settings-helpers.ts';

const addTitle = 'Nouvelle réduction de fidélité';
const editTitle = 'Modifier la réduction de fidélité';

test.describe('loyalty discounts', () => {
  test('adds a loyalty discount, refuses an overlapping one and edits it', async ({ page }) => {
    await signIn(page, users.admin);
    // The screens' texts below are French: do not depend on the language an earlier test left.
    await chooseLanguage(page, 'fr');
    await page.goto('/fidelity-settings');
    await waitForGrid(page, 'discounts-grid');

    const fill = async (level: string, percentage: string, start: string, end: string) => {
      await page.getByTestId('discount-add').click();
      await expectDialog(page, addTitle);
      await pickOption(page, 'discount-level', level);
      await page.getByTestId('discount-percentage').fill(percentage);
      await page.getByTestId('discount-start').fill(start);
      await page.getByTestId('discount-end').fill(end);
      await page.getByTestId('discount-end').blur();
    };

    await fill('Niveau 0', '7.5', '2031-01-01', '2031-06-30');
    await expect(page.getByTestId('discount-submit')).toBeEnabled();
    await page.getByTestId('discount-submit').click();
    await expectNoDialog(page, addTitle);
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await dismissNotifications(page);
    const row = rowWith(page, 'discounts-grid', '30/06/2031');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('01/01/2031');
    await expect(row).toContainText('7,5');

    // Dates out of order are refused before sending; a percentage above 100 too.
    await fill('Niveau 0', '120', '2031-09-01', '2031-08-01');
    await expect(page.getByTestId('discount-end')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('discount-percentage')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('discount-submit')).toBeDisabled();
    // An overlap with the discount of the same level is refused by the server, on the start date.
    await page.getByTestId('discount-percentage').fill('5');
    await page.getByTestId('discount-start').fill('2031-06-01');
    await page.getByTestId('discount-end').fill('2031-12-31');
    await page.getByTestId('discount-end').blur();
    await expect(page.getByTestId('discount-submit')).toBeEnabled();
    await page.getByTestId('discount-submit').click();
    await expect(page.getByTestId('notification-error')).toBeVisible();
    await expect(page.getByTestId('discount-start')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialogNamed(page, addTitle)).toContainText('30/06/2031');
    await page.getByTestId('discount-cancel').click();
    await expectNoDialog(page, addTitle);
    await dismissNotifications(page);

    // Edit the percentage.
    await row.locator('[data-testid^="discount-edit-"]').click();
    await expectDialog(page, editTitle);
    await expect(page.getByTestId('discount-start')).toHaveValue('2031-01-01');
    await page.getByTestId('discount-percentage').fill('8');
    await page.getByTestId('discount-submit').click();
    await expectNoDialog(page, editTitle);
    await expect(row).toContainText('8');
  });

  test('Escape in an open date picker closes the picker only, never the modal', async ({ page }) => {
    await signIn(page, users.admin);
    await chooseLanguage(page, 'fr');
    await page.goto('/fidelity-settings');
    await waitForGrid(page, 'discounts-grid');
    await page.getByTestId('discount-add').click();
    await expectDialog(page, addTitle);
    await page.getByTestId('discount-percentage').fill('6');
    await page.getByTestId('discount-start').click();
    const picker = page.locator('[data-dates-dropdown]');
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await expect(dialogNamed(page, addTitle)).toBeVisible();
    await expect(page.getByTestId('discount-percentage')).toHaveValue('6');
    // With no picker open, Escape closes the modal as before.
    await page.keyboard.press('Escape');
    await expectNoDialog(page, addTitle);
  });
});
