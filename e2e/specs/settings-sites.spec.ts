import { expect, test } from '@playwright/test';
import { chooseLanguage, signIn, users } from '../fixtures.ts';
import {
  dismissNotifications,
  expectDialog,
  expectNoDialog,
  filterGrid,
  pickOption,
  rowWith,
  stamp,
  waitForGrid,
} from './settings-helpers.ts';

test.describe('site settings', () => {
  test('adds a site with a unique name, edits it and flips its toggles', async ({ page }) => {
    const name = `Camping E2E ${stamp()}`;
    await signIn(page, users.admin);
    // The screens' texts below are French: do not depend on the language an earlier test left.
    await chooseLanguage(page, 'fr');
    await page.goto('/site-settings');
    await waitForGrid(page, 'sites-grid');
    await expect(page.getByTestId('breadcrumb')).toBeVisible();
    await expect(page.getByTestId('settings-sidebar-site-settings')).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('site-add').click();
    await expectDialog(page, 'Nouveau site');
    const submit = page.getByTestId('site-submit');
    await expect(submit).toBeDisabled();

    // A name already used is refused as it is typed, whatever its case.
    await page.getByTestId('site-name').fill('les pins dorés');
    await expect(page.getByTestId('site-name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('site-name').fill(name);
    await expect(page.getByTestId('site-name')).not.toHaveAttribute('aria-invalid', 'true');

    await pickOption(page, 'site-instance', 'Huttosoft Atlantique');
    await pickOption(page, 'site-country', 'France');
    await expect(submit).toBeDisabled();
    await pickOption(page, 'site-currency', /EUR/);
    await pickOption(page, 'site-billing-entity', 'Vélodesk Atlantique SAS');
    await page.getByTestId('site-city').fill('Saint-Gilles');
    await page.getByTestId('site-huttosoft-id').fill('HS-E2E');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectNoDialog(page, 'Nouveau site');
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await dismissNotifications(page);

    await filterGrid(page, 'sites-grid', 'name', name);
    const row = rowWith(page, 'sites-grid', name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Saint-Gilles');
    await expect(row).toContainText('Vélodesk Atlantique SAS');

    // Edit: the name stays its own (not a clash), the city changes.
    await row.locator('[data-testid^="site-edit-"]').click();
    await expectDialog(page, 'Modifier le site');
    await expect(page.getByTestId('site-name')).toHaveValue(name);
    await page.getByTestId('site-city').fill('Saint-Hilaire');
    await expect(page.getByTestId('site-submit')).toBeEnabled();
    await page.getByTestId('site-submit').click();
    await expectNoDialog(page, 'Modifier le site');
    await expect(row).toContainText('Saint-Hilaire');
    await dismissNotifications(page);

    // The toggles flip and say so.
    const activated = row.locator('[data-testid^="site-activated-"]').first();
    await expect(activated.getByRole('switch')).toBeChecked();
    await activated.click();
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await expect(activated.getByRole('switch')).not.toBeChecked();
    await dismissNotifications(page);
    const explorer = row.locator('[data-testid^="site-explorer-"]').first();
    await expect(explorer.getByRole('switch')).not.toBeChecked();
    await explorer.click();
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await expect(explorer.getByRole('switch')).toBeChecked();
  });

  test('keeps the settings screens from a counter', async ({ page }) => {
    await signIn(page, users.counter);
    for (const path of ['/site-settings', '/company-settings', '/pricings', '/fidelity-settings', '/fleet']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
    // Taxes are a planning screen: read-only for a counter.
    await page.goto('/taxes');
    await waitForGrid(page, 'taxes-grid');
    await expect(page.getByTestId('tax-add')).toHaveCount(0);
  });
});
