import { expect, test } from '@playwright/test';
import { chooseLanguage, signIn, users } from '../fixtures.ts';
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

test.describe('fleet', () => {
  test('adds a product, changes its status with a comment and shows its history and label', async ({
    page,
  }) => {
    const number = `E2E-${stamp()}`;
    await signIn(page, users.admin);
    // The screens' texts below are French: do not depend on the language an earlier test left.
    await chooseLanguage(page, 'fr');
    await page.goto('/fleet');
    await waitForGrid(page, 'products-grid');
    // The user's current site is chosen by default.
    await expect(page.getByTestId('fleet-site')).toHaveValue('Les Pins Dorés');

    await page.getByTestId('product-add').click();
    await expectDialog(page, 'Nouveau produit');
    await expect(page.getByTestId('product-site')).toHaveValue('Les Pins Dorés');
    await expect(page.getByTestId('product-status')).toHaveValue('En carton');
    await page.getByTestId('product-internal-number').fill(number);
    await page.getByTestId('product-serial-number').fill(`SN-${number}`);
    await expect(page.getByTestId('product-submit')).toBeDisabled();
    await pickOption(page, 'product-declination', 'électrique - VTC électrique - M');
    await page.getByTestId('product-submit').click();
    await expectNoDialog(page, 'Nouveau produit');
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await dismissNotifications(page);

    await filterGrid(page, 'products-grid', 'internalNumber', number);
    const row = page.getByTestId('products-grid').getByTestId('grid-row');
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', '1');

    // The same internal number again is refused on its field.
    await page.getByTestId('product-add').click();
    await expectDialog(page, 'Nouveau produit');
    await page.getByTestId('product-internal-number').fill(number);
    await pickOption(page, 'product-declination', 'électrique - VTC électrique - M');
    await page.getByTestId('product-submit').click();
    await expect(page.getByTestId('product-internal-number')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('product-cancel').click();
    await expectNoDialog(page, 'Nouveau produit');
    await dismissNotifications(page);

    // Unavailable needs a comment.
    await row.locator('[data-testid^="product-status-"]').click();
    await expectDialog(page, 'Changer le statut du produit');
    await pickOption(page, 'status-new', 'Indisponible');
    await expect(page.getByTestId('status-submit')).toBeDisabled();
    await page.getByTestId('status-comment').fill('Chaîne cassée');
    await page.getByTestId('status-submit').click();
    await expectNoDialog(page, 'Changer le statut du produit');
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', '4');
    await dismissNotifications(page);

    await row.locator('[data-testid^="product-history-"]').click();
    await expectDialog(page, /^Historique des statuts de /);
    const history = page.getByTestId('history-row');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText('Chaîne cassée');
    await expect(history.first().locator('[data-status="1"]')).toBeVisible();
    await expect(history.first().locator('[data-status="4"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoDialog(page, /^Historique des statuts de /);

    // The barcode label opens as a PDF in a new tab.
    const popup = page.waitForEvent('popup');
    await row.locator('[data-testid^="product-label-"]').click();
    const tab = await popup;
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();
  });

  test('imports nothing from a CSV with a bad row, then all rows once it is fixed', async ({
    page,
    request,
  }) => {
    const suffix = stamp();
    const good = (n: number) =>
      `Les Pins Dorés,musculaire,VTC,M,IMP-${suffix}-${n},SN-IMP-${suffix}-${n},Disponible`;
    const bad = `Les Pins Dorés,musculaire,Draisienne,M,IMP-${suffix}-2,,Disponible`;
    const header = 'site,range,model,size,internalNumber,serialNumber,status';
    await signIn(page, users.admin);
    // The screens' texts below are French: do not depend on the language an earlier test left.
    await chooseLanguage(page, 'fr');
    await page.goto('/fleet');
    await waitForGrid(page, 'products-grid');

    await page.getByTestId('product-import').click();
    await expectDialog(page, 'Importer des produits');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'delivery.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, good(1), bad, good(3)].join('\n')),
    });
    await page.getByTestId('import-submit').click();
    await expect(page.getByTestId('import-refused')).toBeVisible();
    const problems = page.getByTestId('import-problem');
    await expect(problems).toHaveCount(1);
    await expect(problems.first()).toHaveAttribute('data-line', '3');
    await expect(problems.first()).toContainText('Draisienne');
    const none = await apiGet(request, page, `/api/products?internalNumber=IMP-${suffix}-1`);
    expect(none['hydra:totalItems']).toBe(0);

    // Pasted and fixed, every row is imported.
    await page
      .getByTestId('import-mode')
      .getByText(/coller|paste/i)
      .click();
    await page
      .getByTestId('import-text')
      .fill([header, good(1), good(2).replace('VTC,M', 'VTT,L'), good(3)].join('\n'));
    await page.getByTestId('import-submit').click();
    await expect(page.getByTestId('import-success')).toContainText('3');
    await page.getByTestId('import-close').click();
    await expectNoDialog(page, 'Importer des produits');
    await dismissNotifications(page);
    for (const n of [1, 2, 3]) {
      const found = await apiGet(request, page, `/api/products?internalNumber=IMP-${suffix}-${n}`);
      expect(found['hydra:totalItems']).toBe(1);
    }
    await filterGrid(page, 'products-grid', 'internalNumber', `IMP-${suffix}-2`);
    await expect(page.getByTestId('products-grid').getByTestId('grid-row')).toContainText(
      'musculaire - VTT - L',
    );
  });
});
