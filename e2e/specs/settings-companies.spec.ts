import { expect, test } from '@playwright/test';
import { chooseLanguage, signIn, users } from '../fixtures.ts';
import {
  apiGet,
  dismissNotifications,
  expectDialog,
  expectNoDialog,
  filterGrid,
  pickOption,
  rowWith,
  stamp,
  tokenOf,
  waitForGrid,
} from './settings-helpers.ts';

test.describe('company settings', () => {
  test('adds a company with two chained accounting periods and refuses an overlapping one', async ({
    page,
    request,
  }) => {
    const suffix = stamp();
    const name = `Vélo E2E ${suffix} SAS`;
    await signIn(page, users.admin);
    // The screens' texts below are French: do not depend on the language an earlier test left.
    await chooseLanguage(page, 'fr');
    await page.goto('/company-settings');
    await waitForGrid(page, 'companies-grid');

    await page.getByTestId('company-add').click();
    await expectDialog(page, 'Nouvelle société');
    // The modal has a static backdrop: neither Escape nor a click outside closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    await expectDialog(page, 'Nouvelle société');
    // Save is disabled, and says why.
    await expect(page.getByTestId('company-submit')).toBeDisabled();
    await expect(page.getByTestId('company-submit-reason')).toContainText('Raison sociale');

    const submit = page.getByTestId('company-submit');
    await page.getByTestId('company-corporateName').fill(name);
    await page.getByTestId('company-socialStatus').fill('SAS');
    await page.getByTestId('company-capital').fill('25000');
    await pickOption(page, 'company-display', /TTC/);
    await pickOption(page, 'company-currency', /EUR/);
    await page.getByTestId('company-address').fill('1 rue du Port');
    await page.getByTestId('company-zipCode').fill('85800');
    await page.getByTestId('company-city').fill('Saint-Gilles-Croix-de-Vie');
    await pickOption(page, 'company-country', 'France');
    await pickOption(page, 'company-timeZone', /Paris/);

    // An e-mail address of another company is refused as it is typed, and blocks the add.
    await page.getByTestId('company-email').fill('compta@velodesk-atlantique.example');
    await expect(page.getByTestId('company-email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('company-email').fill(`compta-${suffix.toLowerCase()}@example.com`);
    await expect(page.getByTestId('company-email')).not.toHaveAttribute('aria-invalid', 'true');

    // Periods are optional: the blank period row blocks nothing (the demo companies have none).
    await expect(submit).toBeEnabled();
    await expect(page.getByTestId('company-submit-reason')).toHaveCount(0);
    await expect(page.getByTestId('period-remove-0')).toHaveCount(0);
    // A half-typed period blocks Save, and Save says why; the second period is chained to the first.
    await page.getByTestId('period-start-0').fill('2025-01-01');
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId('company-submit-reason')).toContainText('périodes comptables');
    await page.getByTestId('period-end-0').fill('2025-12-31');
    await page.getByTestId('period-add').click();
    await page.getByTestId('period-start-1').fill('2025-06-01');
    await page.getByTestId('period-start-1').blur();
    await expect(page.getByTestId('period-start-1')).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();
    await page.getByTestId('period-start-1').fill('2026-01-01');
    await page.getByTestId('period-end-1').fill('2025-12-31');
    await page.getByTestId('period-end-1').blur();
    await expect(page.getByTestId('period-end-1')).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('period-end-1').fill('2026-12-31');
    await page.getByTestId('period-end-1').blur();
    await expect(page.getByTestId('period-start-1')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('period-end-1')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('period-remove-1')).toBeVisible();

    await expect(submit).toBeEnabled();
    await submit.click();
    await expectNoDialog(page, 'Nouvelle société');
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await dismissNotifications(page);

    await filterGrid(page, 'companies-grid', 'corporateName', name);
    const row = rowWith(page, 'companies-grid', name);
    await expect(row).toHaveCount(1);
    const companyId = Number(await row.locator('td').first().innerText());
    const periods = await apiGet(request, page, `/api/accounting_periods?company.id=${companyId}`);
    expect(
      periods['hydra:member'].map((p: { startDate: string; endDate: string; activated: boolean }) => [
        p.startDate,
        p.endDate,
        p.activated,
      ]),
    ).toEqual([
      ['2025-01-01', '2025-12-31', false],
      ['2026-01-01', '2026-12-31', false],
    ]);

    // Editing: saved periods are shown read-only; a new one overlapping the last is refused inline.
    await row.locator('[data-testid^="company-edit-"]').click();
    await expectDialog(page, 'Modifier la société');
    await expect(page.getByTestId('period-row-0')).toContainText('01/01/2025');
    await expect(page.getByTestId('period-row-1')).toContainText('31/12/2026');
    await page.getByTestId('period-add').click();
    await page.getByTestId('period-start-2').fill('2026-06-01');
    await page.getByTestId('period-end-2').fill('2027-05-31');
    await page.getByTestId('period-end-2').blur();
    await expect(page.getByTestId('period-start-2')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('company-submit')).toBeDisabled();
    await page.getByTestId('period-remove-2').click();
    await page.getByTestId('company-cancel').click();
    await expectNoDialog(page, 'Modifier la société');

    // The server refuses it too, on startDate, and creates nothing.
    const refused = await request.post('/api/accounting_periods', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
      data: { startDate: '2026-06-01', endDate: '2027-05-31', company: `/api/companies/${companyId}` },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).violations[0].propertyPath).toBe('startDate');
    const after = await apiGet(request, page, `/api/accounting_periods?company.id=${companyId}`);
    expect(after['hydra:totalItems']).toBe(2);

    // The Sage export toggle flips with a notification.
    const exportToggle = row.locator('[data-testid^="company-export-"]').first();
    await expect(exportToggle.getByRole('switch')).not.toBeChecked();
    await exportToggle.click();
    await expect(page.getByTestId('notification-success')).toBeVisible();
    await expect(exportToggle.getByRole('switch')).toBeChecked();
  });

  test('saves a demo company, which has no accounting period', async ({ page, request }) => {
    await signIn(page, users.admin);
    await chooseLanguage(page, 'fr');
    await page.goto('/company-settings');
    await waitForGrid(page, 'companies-grid');
    const name = 'Vélodesk Atlantique SAS';
    await filterGrid(page, 'companies-grid', 'corporateName', name);
    const row = rowWith(page, 'companies-grid', name);
    await expect(row).toHaveCount(1);
    const companyId = Number(await row.locator('td').first().innerText());
    const before = await apiGet(request, page, `/api/accounting_periods?company.id=${companyId}`);
    expect(before['hydra:totalItems']).toBe(0);

    await row.locator('[data-testid^="company-edit-"]').click();
    await expectDialog(page, 'Modifier la société');
    await expect(page.getByTestId('period-start-0')).toHaveValue('');
    await page.getByTestId('company-rentalAccount').fill('706100');
    await expect(page.getByTestId('company-submit')).toBeEnabled();
    await page.getByTestId('company-submit').click();
    await expectNoDialog(page, 'Modifier la société');
    await expect(page.getByTestId('notification-success')).toBeVisible();
    const after = await apiGet(request, page, `/api/accounting_periods?company.id=${companyId}`);
    expect(after['hydra:totalItems']).toBe(0);
  });
});
