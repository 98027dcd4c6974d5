import { expect, test } from '@playwright/test';
import { chooseLanguage, expectNoRawKeys, signIn, users } from '../fixtures.ts';
import {
  chooseCountry,
  expectNotice,
  shownPhone,
  tokenOf,
  uniquePhone,
  uniqueTag,
} from './customers-support.ts';

test.describe('individual customers', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, users.counter);
    await chooseLanguage(page, 'en');
  });

  test('creates, finds, edits and deletes an individual customer', async ({ page }) => {
    const tag = uniqueTag();
    const lastname = `Lefebvre${tag}`;
    const email = `anne.${tag}@e2e.example`;
    const phone = uniquePhone();

    // Create
    await page.goto('/individual-customers');
    await expect(page.getByTestId('customers-grid').getByTestId('grid-row').first()).toBeVisible();
    await page.getByTestId('customers-add').click();
    const form = page.getByTestId('individual-form');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('individual-form-submit')).toBeDisabled();
    await page.getByTestId('individual-firstname').fill('Anne');
    await page.getByTestId('individual-lastname').fill(lastname);
    await page.getByTestId('individual-email').fill(email);
    // A French mobile of a German customer: national numbers are read in the customer's country,
    // so this one is typed with its country code.
    await page.getByTestId('individual-phone').fill(shownPhone(phone));
    await chooseCountry(page, 'individual-country', 'Germany', 'DE');
    await page.getByTestId('individual-city').fill('Köln');
    await expect(page.getByTestId('individual-form-submit')).toBeEnabled();
    await page.getByTestId('individual-form-submit').click();
    await expectNotice(page, 'The customer has been created.');
    await expect(form).toHaveCount(0);
    // Creating ends on the new customer's page, as for a company.
    await expect(page).toHaveURL(/\/customers-details\/\d+$/);
    await expect(page.getByTestId('detail-lastname')).toContainText(lastname);
    await page.goto('/individual-customers');

    // Find with the filter panel, then open the details (read-only)
    await page.getByTestId('filter-lastname').fill(lastname);
    await page.getByTestId('filters-validate').click();
    const rows = page.getByTestId('customers-grid').getByTestId('grid-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(email);
    await expect(rows.first()).toContainText(shownPhone(phone));
    await expect(rows.first()).toContainText('Germany');
    await rows.first().click();
    await expect(page).toHaveURL(/\/customers-details\/\d+$/);
    await expect(page.getByTestId('detail-lastname')).toContainText(lastname);
    await expect(page.getByTestId('detail-country')).toHaveText('Germany');
    await expect(page.getByTestId('detail-complement')).toHaveText('-');
    await expect(page.getByTestId('details-edit-form')).toHaveCount(0);

    // Edit in the details: first name required, then save returns to read mode
    await page.getByTestId('details-edit').click();
    await page.getByTestId('details-firstname').fill('');
    await expect(page.getByText('The first name is required.')).toBeVisible();
    await expect(page.getByTestId('details-save')).toBeDisabled();
    await page.getByTestId('details-firstname').fill('Annie');
    await page.getByTestId('details-city').fill('Berlin');
    await page.getByTestId('details-save').click();
    await expectNotice(page, 'The customer has been updated.');
    await expect(page.getByTestId('details-edit-form')).toHaveCount(0);
    await expect(page.getByTestId('detail-city')).toHaveText('Berlin');
    await expect(page.getByTestId('detail-firstname')).toHaveText('Annie');
    await expectNoRawKeys(page);

    // Delete from the list, after the confirmation
    await page.getByTestId('customers-sidebar-list').click();
    await page.getByTestId('filter-email').fill(email);
    await page.getByTestId('filters-validate').click();
    await expect(rows).toHaveCount(1);
    await rows.first().getByTestId('row-delete').click();
    await expect(page.getByTestId('confirm-ok')).toBeVisible();
    await expect(page).toHaveURL(/\/individual-customers\?email.email=/);
    await page.getByTestId('confirm-ok').click();
    await expectNotice(page, 'The customer has been deleted.');
    await expect(page.getByTestId('customers-grid').getByTestId('grid-empty')).toHaveText(
      'No customers found.',
    );
  });

  test('refuses an e-mail address that another customer already uses', async ({ page, request }) => {
    const tag = uniqueTag();
    const email = `taken.${tag}@e2e.example`;
    const token = await tokenOf(page);
    const created = await request.post('/api/customers', {
      headers: { authorization: `Bearer ${token}` },
      data: { type: '/api/customer_types/2', lastname: `Taken${tag}`, email },
    });
    expect(created.status()).toBe(201);

    await page.goto('/individual-customers');
    await page.getByTestId('customers-add').click();
    await page.getByTestId('individual-lastname').fill(`Other${tag}`);
    await page.getByTestId('individual-email').fill(email.toUpperCase());
    await expect(page.getByText('This e-mail address is already used.')).toBeVisible();
    await expect(page.getByTestId('individual-form-submit')).toBeDisabled();
    await page.getByTestId('individual-email').fill(`free.${tag}@e2e.example`);
    await expect(page.getByText('This e-mail address is already used.')).toHaveCount(0);
    await expect(page.getByTestId('individual-form-submit')).toBeEnabled();
    await page.getByTestId('individual-form-cancel').click();

    // The server refuses it too, with the same message key.
    const refused = await request.post('/api/customers', {
      headers: { authorization: `Bearer ${token}` },
      data: { type: '/api/customer_types/2', lastname: `Other${tag}`, email },
    });
    expect(refused.status()).toBe(409);
    const body = await refused.json();
    expect(body.violations).toEqual(
      expect.arrayContaining([expect.objectContaining({ propertyPath: 'email', code: 'EMAIL_TAKEN' })]),
    );
  });

  test('requires the last name, a valid e-mail and the language', async ({ page }) => {
    await page.goto('/individual-customers');
    await page.getByTestId('customers-add').click();
    await page.getByTestId('individual-lastname').fill('x');
    await page.getByTestId('individual-lastname').fill('');
    await page.getByTestId('individual-email').fill('not-an-email');
    await expect(page.getByText('The last name is required.')).toBeVisible();
    await expect(page.getByText('A valid e-mail address is required.')).toBeVisible();
    await expect(page.getByTestId('individual-form-submit')).toBeDisabled();
  });

  test('filters by country, the list of countries growing as it is scrolled to its end', async ({ page }) => {
    await page.goto('/individual-customers');
    await page.getByTestId('filter-country').click();
    const options = page.locator('[data-testid^="filter-country-option-"]');
    await expect(options).toHaveCount(30);
    await expect(options.first()).toHaveText('Canada');
    const viewport = options
      .first()
      .locator('xpath=ancestor::div[contains(@class, "mantine-ScrollArea-viewport")][1]');
    await viewport.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(options).toHaveCount(60);

    await page.getByTestId('filter-country').fill('germ');
    await page.getByTestId('filter-country-option-DE').click();
    await expect(page.getByTestId('filter-country')).toHaveValue('Germany');
    const allRange = await page.getByTestId('grid-range').innerText();
    await page.getByTestId('filters-validate').click();
    const rows = page.getByTestId('customers-grid').getByTestId('grid-row');
    await expect(page.getByTestId('grid-range')).not.toHaveText(allRange);
    await expect(rows.first()).toContainText('Germany');
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Germany');
    await page.getByTestId('grid-reset-filters').click();
    await expect(page.getByTestId('filter-country')).toHaveValue('');
  });
});
