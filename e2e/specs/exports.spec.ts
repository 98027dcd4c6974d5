import { readFileSync } from 'node:fs';
import { type Download, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  languages,
  signIn,
  uiText,
  users,
} from '../fixtures.ts';
import { tokenOf } from './customers-support.ts';
import { apiAsUser } from './payments-support.ts';
import { at, closeContract, createRental, payInFull } from './rentals-support.ts';

/**
 * The accounting exports and the fleet report (issue 15): finance exports the invoices and the
 * payments of a period (the invalid-range error first), the files are read back with exceljs and
 * checked against the API's lists; the administrator downloads the fleet-status report (finance
 * has no settings feature, which the reports route needs); a counter is refused the export pages;
 * the three screens in six languages. The spec makes its own contract first (administrator, through
 * the API: a customer of its own, in 240 site days), pays it and closes it, and finds its payment
 * and its invoice in the files.
 */

/** The spec's contract, paid and closed: its id and what was paid. */
const closed = { id: 0, amount: 0 };

const wide = { startDate: '2000-01-01', endDate: '2099-12-31' };

/** The data rows of the downloaded file's first sheet (header excluded). */
const dataRows = async (download: Download): Promise<unknown[][]> => {
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row, index) => {
    if (index > 1) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

const totalOf = async (page: Page, path: string): Promise<number> => {
  const answer = await page.request.get(path, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { 'hydra:totalItems': number })['hydra:totalItems'];
};

const typeDate = async (page: Page, testId: string, value: string) => {
  const input = page.getByTestId(testId);
  await input.fill(value);
  await input.press('Tab');
};

/** Fills the period and downloads the export; answers the download. */
const exportPeriod = async (page: Page, period: { startDate: string; endDate: string }) => {
  await typeDate(page, 'export-start-date', period.startDate);
  await typeDate(page, 'export-end-date', period.endDate);
  const validate = page.getByRole('button', { name: uiText('en', 'EXPORTS.VALIDATE') });
  await expect(validate).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), validate.click()]);
  return download;
};

test.describe('exports as finance', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    const admin = await browser.newContext();
    try {
      const api = await apiAsUser(admin.request, users.admin);
      const contract = await createRental(api, 'contract', {
        start: at(240, '08:00'),
        end: at(241, '19:00'),
      });
      closed.amount = await payInFull(api, contract.id);
      await closeContract(api, contract.id);
      closed.id = contract.id;
    } finally {
      await admin.close();
    }
    page = await browser.newPage();
    await page.goto('/account/login');
    await signIn(page, users.finance);
    await chooseLanguage(page, 'en');
  });
  test.afterAll(() => page.close());

  test('payment export: the invalid range is refused, then the file holds every payment', async () => {
    await page.goto('/payment-export');
    await expect(page.getByTestId('page-title')).toHaveText(uiText('en', 'MENU.PAYMENT_EXPORT'));
    await typeDate(page, 'export-start-date', '2026-06-30');
    await typeDate(page, 'export-end-date', '2026-06-01');
    await expect(page.getByText(uiText('en', 'EXPORTS.INVALID_DATE_RANGE'))).toBeVisible();
    await expect(page.getByRole('button', { name: uiText('en', 'EXPORTS.VALIDATE') })).toBeDisabled();

    const download = await exportPeriod(page, wide);
    expect(download.suggestedFilename()).toBe('reglement_2000-01-01_2099-12-31.xlsx');
    const rows = await dataRows(download);
    expect(rows.length).toBe(await totalOf(page, '/api/payments?itemsPerPage=1'));
    for (const row of rows) {
      // An Excel date (a real date cell), not text.
      expect(row[0]).toBeInstanceOf(Date);
      expect(typeof row[7]).toBe('number');
    }
    // The spec's payment: its rental (column "Location") and its amount.
    const ours = rows.filter((row) => Number(row[2]) === closed.id);
    expect(ours.map((row) => row[7])).toEqual([closed.amount]);
    await expect(
      page.getByText(uiText('en', 'EXPORTS.EXPORT_SUCCESS', { file: download.suggestedFilename() })),
    ).toBeVisible();
  });

  test('invoice export: the file holds every invoice and credit note of the period', async () => {
    await page.goto('/invoice-export');
    await expect(page.getByTestId('page-title')).toHaveText(uiText('en', 'MENU.INVOICE_EXPORT'));
    const download = await exportPeriod(page, wide);
    expect(download.suggestedFilename()).toBe('compta_2000-01-01_2099-12-31.xlsx');
    const rows = await dataRows(download);
    expect(rows.length).toBe(await totalOf(page, '/api/invoices?itemsPerPage=1'));
    for (const row of rows) {
      expect(['Facture', 'Avoir']).toContain(row[2]);
      expect(Number(row[11]) + Number(row[12])).toBeCloseTo(Number(row[13]), 2);
    }
    // The invoice the close of the spec's contract issued: its rental (column "Location"), its total.
    const ours = rows.filter((row) => Number(row[5]) === closed.id);
    expect(ours.map((row) => [row[2], Number(row[13])])).toEqual([['Facture', closed.amount]]);
  });

  test('the export screens in six languages', async () => {
    for (const language of languages) {
      await chooseLanguage(page, language);
      await page.goto('/invoice-export');
      await expect(page.getByTestId('page-title')).toHaveText(uiText(language, 'MENU.INVOICE_EXPORT'));
      await typeDate(page, 'export-start-date', '2026-06-30');
      await typeDate(page, 'export-end-date', '2026-06-01');
      await expect(page.getByText(uiText(language, 'EXPORTS.INVALID_DATE_RANGE'))).toBeVisible();
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'export-invoices');
      await page.goto('/payment-export');
      await expect(page.getByTestId('page-title')).toHaveText(uiText(language, 'MENU.PAYMENT_EXPORT'));
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'export-payments');
    }
    await chooseLanguage(page, 'en');
  });
});

test.describe('the fleet report as administrator', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.goto('/account/login');
    await signIn(page, users.admin);
    await chooseLanguage(page, 'en');
  });
  test.afterAll(() => page.close());

  test('downloads fleet_status_<timestamp>.xlsx with a row per product, the button busy meanwhile', async () => {
    await page.goto('/reports');
    await expect(page.getByTestId('page-title')).toHaveText(uiText('en', 'MENU.REPORTS'));
    const button = page.getByRole('button', { name: uiText('en', 'EXPORTS.DOWNLOAD') });
    // The answer is held until the button was seen busy (disabled, with its spinner).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/reports', async (route) => {
      await held;
      await route.continue();
    });
    const downloading = page.waitForEvent('download');
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-loading', 'true');
    await expect(page.getByText(uiText('en', 'EXPORTS.RUNNING'))).toBeVisible();
    release();
    const download = await downloading;
    await page.unroute('**/api/reports');
    expect(download.suggestedFilename()).toMatch(/^fleet_status_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
    const rows = await dataRows(download);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBe(await totalOf(page, '/api/products?itemsPerPage=1'));
    await expect(button).toBeEnabled();
  });

  test('the reports screen in six languages', async () => {
    for (const language of languages) {
      await chooseLanguage(page, language);
      await page.goto('/reports');
      await expect(page.getByTestId('page-title')).toHaveText(uiText(language, 'MENU.REPORTS'));
      await expect(page.getByText(uiText(language, 'EXPORTS.FLEET_STATUS'))).toBeVisible();
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'export-reports');
    }
    await chooseLanguage(page, 'en');
  });
});

test('a counter is refused the export pages', async ({ page }) => {
  await page.goto('/account/login');
  await signIn(page, users.counter);
  await page.goto('/invoice-export');
  await expect(page).not.toHaveURL(/invoice-export/);
  const answer = await page.request.post('/api/payment_exports', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { startDate: '2026-06-01', endDate: '2026-06-30' },
  });
  expect(answer.status()).toBe(403);
});
