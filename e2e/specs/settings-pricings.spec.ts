import { expect, test } from '@playwright/test';
import { chooseLanguage, signIn, users } from '../fixtures.ts';
import {
  dismissNotifications,
  expectDialog,
  expectNoDialog,
  filterGrid,
  pickOption,
  waitForGrid,
} from './settings-helpers.ts';

test.describe('pricings', () => {
  test('adds a pricing, refuses its duplicate, edits and deletes it', async ({ page }) => {
    await signIn(page, users.admin);
    // The screens' texts below are French: do not depend on the language an earlier test left.
    await chooseLanguage(page, 'fr');
    await page.goto('/pricings');
    await waitForGrid(page, 'pricings-grid');
    // The pricings sidebar lists pricings and reports only.
    await expect(page.getByTestId('settings-sidebar-pricings')).toBeVisible();
    await expect(page.getByTestId('settings-sidebar-reports')).toBeVisible();
    await expect(page.getByTestId('settings-sidebar-site-settings')).toHaveCount(0);

    await expect(page.getByTestId('pricing-add')).toBeDisabled();
    await pickOption(page, 'pricing-filter-company', 'Vélodesk Atlantique SAS');
    await expect(page.getByTestId('pricing-add')).toBeDisabled();
    await pickOption(page, 'pricing-filter-declination', 'musculaire - VTT - L');
    await page.getByTestId('pricing-filter-validate').click();
    await waitForGrid(page, 'pricings-grid');

    /** Opens the add modal and fills the pricing; `submit` saves it. */
    const fillPricing = async () => {
      await page.getByTestId('pricing-add').click();
      await expectDialog(page, 'Nouveau tarif');
      await expect(page.getByTestId('pricing-company')).toHaveValue('Vélodesk Atlantique SAS');
      await expect(page.getByTestId('pricing-company')).toBeDisabled();
      await expect(page.getByTestId('pricing-declination')).toHaveValue('musculaire - VTT - L');
      await expect(page.getByTestId('pricing-submit')).toBeDisabled();
      await pickOption(page, 'pricing-type', 'Standard');
      await pickOption(page, 'pricing-duration-type', 'Jour');
      await page.getByTestId('pricing-duration').fill('45');
      await page.getByTestId('pricing-price').fill('149.5');
      await pickOption(page, 'pricing-tax-rule', /TVA 20/);
    };

    await fillPricing();
    await expect(page.getByTestId('pricing-submit')).toBeEnabled();
    await page.getByTestId('pricing-submit').click();
    await expectNoDialog(page, 'Nouveau tarif');
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await dismissNotifications(page);
    await filterGrid(page, 'pricings-grid', 'duration', '45');
    const rows = page.getByTestId('pricings-grid').getByTestId('grid-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('149,50');

    // The same pricing again is said to exist while choosing, once, and cannot be sent.
    await fillPricing();
    await expect(page.getByTestId('pricing-duplicate')).toBeVisible();
    await expect(page.getByText('Un tarif avec ce type de tarif', { exact: false })).toHaveCount(1);
    await expect(page.getByTestId('pricing-submit')).toBeDisabled();
    await expect(page.getByTestId('notification-error')).toHaveCount(0);
    await page.getByTestId('pricing-cancel').click();
    await expectNoDialog(page, 'Nouveau tarif');
    await dismissNotifications(page);
    await expect(rows).toHaveCount(1);

    // Edit the price.
    await rows.first().locator('[data-testid^="pricing-edit-"]').click();
    await expectDialog(page, 'Modifier le tarif');
    await page.getByTestId('pricing-price').fill('139');
    await page.getByTestId('pricing-submit').click();
    await expectNoDialog(page, 'Modifier le tarif');
    await expect(rows.first()).toContainText('139,00');
    await dismissNotifications(page);

    // Delete it, after confirming.
    await rows.first().locator('[data-testid^="pricing-delete-"]').click();
    await expect(page.getByTestId('confirm-ok')).toBeVisible();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await expect(page.getByTestId('pricings-grid').getByTestId('grid-empty')).toBeVisible();
  });
});
