import { expect, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  languages,
  pageText,
  signIn,
  users,
} from '../fixtures.ts';
import {
  apiGet,
  dismissNotifications,
  expectDialog,
  expectNoDialog,
  filterGrid,
  pickOption,
  stamp,
  waitForGrid,
} from './settings-helpers.ts';

test.describe('fleet ranges and models', () => {
  test('creates a range and a model in it, refuses a duplicate, then adds a product of the new model', async ({
    page,
    request,
  }) => {
    const suffix = stamp();
    const rangeName = `Gamme ${suffix}`;
    const model = `Tandem ${suffix}`;
    const label = `${rangeName} - ${model} - M`;
    const number = `MOD-${suffix}`;
    await signIn(page, users.admin);
    await page.goto('/fleet');
    await waitForGrid(page, 'products-grid');

    // The product form's declination list is loaded (and cached) before the model exists.
    await page.getByTestId('product-add').click();
    await expectDialog(page, await pageText(page, 'FLEET.ADD_TITLE'));
    await page.getByTestId('product-declination').click();
    await expect(page.getByRole('option', { name: 'musculaire - VTT - L', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: label, exact: true })).toHaveCount(0);
    // Escape closes the list, then the form.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectNoDialog(page, await pageText(page, 'FLEET.ADD_TITLE'));

    // A new range.
    await page.getByTestId('fleet-tab-models').click();
    await expect(page.getByTestId('models-panel')).toBeVisible();
    await page.getByTestId('range-add').click();
    await expectDialog(page, await pageText(page, 'FLEET.MODELS.RANGE_ADD_TITLE'));
    await expect(page.getByTestId('range-submit')).toBeDisabled();
    await page.getByTestId('range-name').fill(`  ${rangeName} `);
    await page.getByTestId('range-submit').click();
    await expectNoDialog(page, await pageText(page, 'FLEET.MODELS.RANGE_ADD_TITLE'));
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await dismissNotifications(page);
    const section = page.locator(`[data-testid="models-range"][data-range="${rangeName}"]`);
    await expect(section).toBeVisible();
    await expect(section.getByTestId('model-row')).toHaveCount(0);

    // The same name, whatever its case, is refused on its field.
    await page.getByTestId('range-add').click();
    await expectDialog(page, await pageText(page, 'FLEET.MODELS.RANGE_ADD_TITLE'));
    await page.getByTestId('range-name').fill(rangeName.toUpperCase());
    await page.getByTestId('range-submit').click();
    await expect(page.getByTestId('range-name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('range-submit')).toBeDisabled();
    await page.getByTestId('range-cancel').click();
    await expectNoDialog(page, await pageText(page, 'FLEET.MODELS.RANGE_ADD_TITLE'));
    await dismissNotifications(page);

    // A model in it, from the range's own button (the range is chosen already).
    await section.locator('[data-testid^="model-add-"]').click();
    await expectDialog(page, await pageText(page, 'FLEET.MODELS.MODEL_ADD_TITLE'));
    await expect(page.getByTestId('declination-range')).toHaveValue(rangeName);
    await page.getByTestId('declination-model').fill(model);
    await page.getByTestId('declination-size').fill('M');
    await page.getByTestId('declination-min').fill('180');
    await page.getByTestId('declination-max').fill('150');
    await page.getByTestId('declination-max').blur();
    await expect(page.getByTestId('declination-max')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('declination-submit')).toBeDisabled();
    await page.getByTestId('declination-min').fill('150');
    await page.getByTestId('declination-max').fill('185');
    await page.getByTestId('declination-unit').fill('cm');
    await page.getByTestId('declination-submit').click();
    await expectNoDialog(page, await pageText(page, 'FLEET.MODELS.MODEL_ADD_TITLE'));
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await dismissNotifications(page);
    const rows = section.getByTestId('model-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(model);
    await expect(rows.first()).toContainText('150 – 185 cm');

    // The same model and size again (another case) is refused with a message under the model.
    await page.getByTestId('model-add').click();
    await expectDialog(page, await pageText(page, 'FLEET.MODELS.MODEL_ADD_TITLE'));
    await pickOption(page, 'declination-range', rangeName);
    await page.getByTestId('declination-model').fill(model.toLowerCase());
    await page.getByTestId('declination-size').fill('m');
    await page.getByTestId('declination-submit').click();
    await expect(page.getByTestId('declination-duplicate')).toBeVisible();
    await expect(page.getByTestId('declination-model')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('declination-submit')).toBeDisabled();
    await page.getByTestId('declination-cancel').click();
    await expectNoDialog(page, await pageText(page, 'FLEET.MODELS.MODEL_ADD_TITLE'));
    await dismissNotifications(page);
    await expect(rows).toHaveCount(1);
    const declinations = await apiGet(request, page, `/api/declinations?model=${encodeURIComponent(model)}`);
    expect(declinations['hydra:totalItems']).toBe(1);

    // The product form offers the new model at once, and the product shows in the grid.
    await page.getByTestId('fleet-tab-products').click();
    await waitForGrid(page, 'products-grid');
    await page.getByTestId('product-add').click();
    await expectDialog(page, await pageText(page, 'FLEET.ADD_TITLE'));
    await page.getByTestId('product-internal-number').fill(number);
    await pickOption(page, 'product-declination', label);
    await page.getByTestId('product-submit').click();
    await expectNoDialog(page, await pageText(page, 'FLEET.ADD_TITLE'));
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await dismissNotifications(page);

    await filterGrid(page, 'products-grid', 'internalNumber', number);
    const product = page.getByTestId('products-grid').getByTestId('grid-row');
    await expect(product).toHaveCount(1);
    await expect(product).toContainText(label);

    // The range filter of the grid knows the new range too.
    await pickOption(page, 'fleet-range', rangeName);
    await expect(page.getByTestId('products-grid').getByTestId('grid-loading')).toBeHidden();
    await expect(page.getByTestId('products-grid').getByTestId('grid-row')).toHaveCount(1);
    await expect(page.getByTestId('products-grid').getByTestId('grid-row')).toContainText(number);
  });
});

test.describe('fleet ranges and models screens', () => {
  // Leave the demo administrator in French, as seeded, even when a screen fails.
  test.afterEach(async ({ page }) => {
    if (!(await page.getByTestId('user-menu').isVisible())) return;
    await page.keyboard.press('Escape');
    await dismissNotifications(page);
    await chooseLanguage(page, 'fr');
  });

  for (const language of languages) {
    test(`ranges and models in ${language}`, async ({ page }) => {
      await signIn(page, users.admin);
      await chooseLanguage(page, language);
      await page.goto('/fleet');
      await waitForGrid(page, 'products-grid');
      await page.getByTestId('fleet-tab-models').click();
      await expect(page.getByTestId('models-range').first()).toBeVisible();
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'settings-fleet-models');

      await page.getByTestId('model-add').click();
      await expectDialog(page, await pageText(page, 'FLEET.MODELS.MODEL_ADD_TITLE'));
      await page.getByTestId('declination-model').focus();
      await page.getByTestId('declination-model').blur();
      await page.getByTestId('declination-min').fill('190');
      await page.getByTestId('declination-max').fill('150');
      await page.getByTestId('declination-max').blur();
      await expect(page.getByTestId('declination-submit')).toBeDisabled();
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'settings-fleet-model-modal');
      await page.getByTestId('declination-cancel').click();
      await expectNoDialog(page, await pageText(page, 'FLEET.MODELS.MODEL_ADD_TITLE'));

      await page.getByTestId('range-add').click();
      await expectDialog(page, await pageText(page, 'FLEET.MODELS.RANGE_ADD_TITLE'));
      await page.getByTestId('range-name').focus();
      await page.getByTestId('range-name').blur();
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'settings-fleet-range-modal');
      await page.getByTestId('range-cancel').click();
      await expectNoDialog(page, await pageText(page, 'FLEET.MODELS.RANGE_ADD_TITLE'));
    });
  }
});
