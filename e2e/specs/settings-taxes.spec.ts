import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, expectNoRawKeys, keepScreenshot, signIn, users } from '../fixtures.ts';
import { dismissNotifications, expectDialog, expectNoDialog, stamp } from './settings-helpers.ts';

/**
 * Taxes (issue 9): tax rules and their rates per country from a date, managed with application
 * settings; a counter reads them (the specs give /taxes to Planning) and changes nothing. Screenshots in French and English.
 */
const nextYear = new Date().getFullYear() + 1;

/** The card of a tax rule on the taxes screen (a region named by its description). */
const ruleCard = (page: Page, description: string) =>
  page.getByRole('region', { name: description, exact: true });

/** Picks a country in the rate modal's select, in the list that select opened. */
const pickCountry = async (page: Page, country: string) => {
  const select = page.getByTestId('tax-rate-country');
  await select.click();
  await expect(select).toHaveAttribute('aria-controls', /.+/);
  const list = page.locator(`[id="${await select.getAttribute('aria-controls')}"]`);
  await list.getByRole('option', { name: country, exact: true }).click();
  await expect(list).toBeHidden();
  await expect(select).toHaveValue(country);
};

const fillRate = async (page: Page, country: string, rate: string, from: string) => {
  await expectDialog(page);
  await pickCountry(page, country);
  await page.getByTestId('tax-rate-rate').fill(rate);
  await page.getByTestId('tax-rate-valid-from').fill(from);
  await page.getByTestId('tax-rate-valid-from').blur();
};

test.describe('taxes', () => {
  test.afterEach(async ({ page }) => {
    if (!(await page.getByTestId('user-menu').isVisible())) return;
    await page.keyboard.press('Escape');
    await dismissNotifications(page);
    await chooseLanguage(page, 'fr');
  });

  test('adds a rate from a future date, lists it, refuses a duplicate, corrects and removes it', async ({
    page,
  }) => {
    await signIn(page, users.admin);
    await chooseLanguage(page, 'fr');
    await page.goto('/taxes');
    // The demo rule and its rate in force since 2014.
    const standard = ruleCard(page, 'TVA 20 %');
    await expect(standard.getByTestId('tax-rate-row')).toHaveCount(1);
    await expect(standard.getByTestId('tax-rate-row')).toContainText('France');
    await expect(standard.getByTestId('tax-rate-row')).toContainText('En vigueur');

    // A new rule of this run.
    const description = `TVA test ${stamp()}`;
    await page.getByTestId('tax-rule-add').click();
    await expectDialog(page);
    await page.getByTestId('tax-rule-description').fill(description);
    await page.getByTestId('tax-rule-submit').click();
    await expectNoDialog(page);
    await dismissNotifications(page);
    const card = ruleCard(page, description);
    await expect(card.getByTestId('tax-rule-no-rate')).toBeVisible();

    // A rate from 1 January next year: listed as upcoming.
    await card.getByRole('button', { name: 'Ajouter un taux' }).click();
    await fillRate(page, 'France', '21', `${nextYear}-01-01`);
    await keepScreenshot(page, 'fr', 'settings-tax-rate-modal');
    await page.getByTestId('tax-rate-submit').click();
    await expectNoDialog(page);
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await dismissNotifications(page);
    const row = card.getByTestId('tax-rate-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('France');
    await expect(row).toContainText(/21\s?%/);
    await expect(row).toContainText(String(nextYear));
    await expect(row).toContainText('À venir');

    // The same rule, country and date again: refused by the server, said on the date.
    await card.getByRole('button', { name: 'Ajouter un taux' }).click();
    await fillRate(page, 'France', '22', `${nextYear}-01-01`);
    await page.getByTestId('tax-rate-submit').click();
    await expect(page.getByTestId('notification-error')).toBeVisible();
    await expect(page.getByTestId('tax-rate-valid-from')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog')).toContainText(
      'Cette règle a déjà un taux pour ce pays à partir de cette date.',
    );
    await page.getByTestId('tax-rate-cancel').click();
    await expectNoDialog(page);
    await dismissNotifications(page);
    await expect(row).toHaveCount(1);

    // A date in the past is refused too.
    await card.getByRole('button', { name: 'Ajouter un taux' }).click();
    await fillRate(page, 'Italie', '10', '2020-01-01');
    await page.getByTestId('tax-rate-submit').click();
    await expect(page.getByRole('dialog')).toContainText(
      'Un nouveau taux commence aujourd’hui ou plus tard.',
    );
    await page.getByTestId('tax-rate-cancel').click();
    await expectNoDialog(page);
    await dismissNotifications(page);

    // The upcoming rate can be corrected, then removed.
    await row.locator('[data-testid^="tax-rate-edit-"]').click();
    await expectDialog(page);
    await expect(page.getByTestId('tax-rate-country')).toBeDisabled();
    await page.getByTestId('tax-rate-rate').fill('20.5');
    await page.getByTestId('tax-rate-submit').click();
    await expectNoDialog(page);
    await dismissNotifications(page);
    await expect(row).toContainText(/20,5\s?%/);
    await keepScreenshot(page, 'fr', 'settings-tax-rules');
    // The rate in force of the demo rule offers neither.
    await expect(standard.locator('[data-testid^="tax-rate-edit-"]')).toHaveCount(0);

    await row.locator('[data-testid^="tax-rate-delete-"]').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await dismissNotifications(page);
    await expect(card.getByTestId('tax-rule-no-rate')).toBeVisible();
  });

  test('shows the taxes screen and the rate modal in English', async ({ page }) => {
    await signIn(page, users.admin);
    await chooseLanguage(page, 'en');
    await page.goto('/taxes');
    const standard = ruleCard(page, 'TVA 20 %');
    await expect(standard.getByTestId('tax-rate-row')).toContainText('In force');
    await expect(page.getByTestId('taxes-grid').getByTestId('grid-row').first()).toBeVisible();
    await expectNoRawKeys(page);
    await keepScreenshot(page, 'en', 'settings-tax-rules');
    await standard.getByRole('button', { name: 'Add a rate' }).click();
    await fillRate(page, 'Italy', '22', `${nextYear}-07-01`);
    await expectNoRawKeys(page);
    await keepScreenshot(page, 'en', 'settings-tax-rate-modal');
    await page.getByTestId('tax-rate-cancel').click();
    await expectNoDialog(page);
  });

  test('shows a counter the rates read-only (taxes are a planning screen)', async ({ page }) => {
    await signIn(page, users.counter);
    await page.goto('/taxes');
    await expect(page.getByTestId('tax-rate-table').first()).toBeVisible();
    await expect(page.getByTestId('tax-rule-add')).toHaveCount(0);
    await expect(page.locator('[data-testid^="tax-rate-add-"]')).toHaveCount(0);
    await expect(page.locator('[data-testid^="tax-rule-rename-"]')).toHaveCount(0);
  });
});
