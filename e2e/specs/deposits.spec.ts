import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { chooseLanguage, expectNoRawKeys, keepScreenshot, signIn, users } from '../fixtures.ts';
import { siteDay } from '../support/site-day.ts';
import { apiOf } from './payments-support.ts';
import { payInFull } from './rentals-support.ts';
import { dismissNotifications, pickOption } from './settings-helpers.ts';

/**
 * Deposits (issue 24): a manager sets the site's default deposits (225 € per bike of the range);
 * a reservation of two bikes becomes a contract taking its 450 € deposit by card imprint in the
 * deposit form; the site's drawer lists it with its total per form;
 * the close modal keeps 35 € for a broken light; the rental page shows it with its return
 * receipt, the invoice has the line "Retenue sur caution", and the payment export's deposits sheet
 * says what was taken, given back and kept. An end-of-stay contract is found by its filter and
 * its end-stay payment modal opens. Screenshots in French, German and English.
 */

test.describe.configure({ mode: 'serial' });

interface Group {
  priceAvailable: boolean;
  declinationId: number;
  range: { id: number; name: string };
  model: string;
  size: string;
  availableProducts: Array<{ id: number }>;
}

test.describe('deposits', () => {
  let page: Page;
  let rentalId = 0;
  let bikes: Group;
  // The site's day (Europe/Paris), never UTC's: CI runs at any hour.
  const today = siteDay();

  /** Every default deposit of the sites the admin sees is removed: the later specs start contracts without one. */
  const removeRules = async () => {
    const api = await apiOf(page);
    const sites = (await api.get('/api/sites?pagination=false'))['hydra:member'] as Array<{ id: number }>;
    for (const site of sites) {
      const rules = (await api.get(`/api/deposit_rules?siteId=${site.id}&pagination=false`))[
        'hydra:member'
      ] as Array<{ id: number }>;
      for (const rule of rules) await api.delete(`/api/deposit_rules/${rule.id}`);
    }
  };

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signIn(page, users.admin);
    await chooseLanguage(page, 'en');
    const api = await apiOf(page);
    const groups = (await api.get(
      `/api/products/available_for_reservation?searchStartDate=${today}T08:00:00&searchEndDate=${today}T19:00:00`,
    )) as { 'hydra:member'?: unknown[] } | unknown[];
    const list = (Array.isArray(groups) ? groups : (groups['hydra:member'] ?? [])) as Group[];
    const found = list.find(
      (g) =>
        g.priceAvailable &&
        ['électrique', 'musculaire'].includes(g.range.name) &&
        g.availableProducts.length >= 2,
    );
    expect(found, 'two available bikes of one model').toBeDefined();
    bikes = found!;
  });
  test.afterAll(async () => {
    await removeRules();
    await page.close();
  });

  test('a manager sets the default deposits of a site: per range, per model, changed and deleted', async () => {
    const grid = page.getByTestId('deposit-rules-grid');
    const modal = page.getByRole('dialog');
    await page.goto('/deposit-rules');
    await expect(
      page.getByTestId('settings-sidebar').getByRole('link', { name: 'Default deposits' }),
    ).toBeVisible();
    await expect(page.getByTestId('deposit-rules-site')).not.toHaveValue('');
    await expect(grid).toContainText('No default deposit on this site');

    // 200 € for every bike of the range, then changed to 225 €.
    await page.getByTestId('deposit-rule-add').click();
    await expect(modal).toBeVisible();
    await pickOption(page, 'deposit-rule-range', bikes.range.name);
    await page.getByTestId('deposit-rule-amount').fill('200');
    await page.getByTestId('deposit-rule-submit').click();
    await expect(modal).toBeHidden();
    const rangeRow = grid.getByTestId('grid-row').filter({ hasText: bikes.range.name });
    await expect(rangeRow).toContainText('200.00');
    await rangeRow.locator('[data-testid^="deposit-rule-edit-"]').click();
    await expect(modal).toBeVisible();
    await page.getByTestId('deposit-rule-amount').fill('225');
    await page.getByTestId('deposit-rule-submit').click();
    await expect(modal).toBeHidden();
    await expect(rangeRow).toContainText('225.00');

    // A second rule for the same range is refused by the server, said in the form.
    await page.getByTestId('deposit-rule-add').click();
    await pickOption(page, 'deposit-rule-range', bikes.range.name);
    await page.getByTestId('deposit-rule-amount').fill('10');
    await page.getByTestId('deposit-rule-submit').click();
    await expect(modal).toContainText('This site already has a deposit rule for this range or model.');
    await page.getByTestId('deposit-rule-cancel').click();
    await expect(modal).toBeHidden();
    await dismissNotifications(page);

    // A model's own amount, shown beside, then deleted after a confirmation.
    const model = `${bikes.range.name} - ${bikes.model} - ${bikes.size}`;
    await page.getByTestId('deposit-rule-add').click();
    await page.getByTestId('deposit-rule-kind').getByText('Model').click();
    await pickOption(page, 'deposit-rule-declination', model);
    await page.getByTestId('deposit-rule-amount').fill('40');
    await page.getByTestId('deposit-rule-submit').click();
    await expect(modal).toBeHidden();
    const modelRow = grid.getByTestId('grid-row').filter({ hasText: model });
    await expect(modelRow).toContainText('40.00');
    for (const language of ['fr', 'de', 'en'] as const) {
      await chooseLanguage(page, language);
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'deposit-rules');
    }
    for (const language of ['fr', 'de', 'en'] as const) {
      await chooseLanguage(page, language);
      await page.getByTestId('deposit-rule-add').click();
      await expect(modal).toBeVisible();
      await keepScreenshot(page, language, 'deposit-rule-modal');
      await page.getByTestId('deposit-rule-cancel').click();
      await expect(modal).toBeHidden();
    }
    await modelRow.locator('[data-testid^="deposit-rule-delete-"]').click();
    await expect(page.getByTestId('confirm-dialog')).toContainText('40.00');
    await page.getByTestId('confirm-ok').click();
    await expect(modelRow).toHaveCount(0);
    await expect(grid.getByTestId('grid-row')).toHaveCount(1);
  });

  test('a reservation of two bikes becomes a contract taking its 450 € deposit by card imprint in the deposit form', async () => {
    const api = await apiOf(page);
    const [customer] = (await api.get('/api/customers?itemsPerPage=1'))['hydra:member'] as Array<{
      id: number;
    }>;
    const reservation = (await api.post('/api/reservations', {
      startDate: `${today}T08:00:00`,
      endDate: `${today}T19:00:00`,
      products: bikes.availableProducts.slice(0, 2).map((p) => `/api/products/${p.id}`),
      customer: `/api/customers/${customer!.id}`,
    })) as { id: number };
    rentalId = reservation.id;
    // Paid in full at the counter first (cash desk and method of the stay system).
    await payInFull(api, rentalId);

    // The rental page: the deposit the rules require (2 × 225 €) shows before the bikes leave.
    await chooseLanguage(page, 'en');
    await page.goto(`/rental-details/${rentalId}`);
    await expect(page.getByTestId('deposit-amount-required')).toHaveText('€450.00');

    // The migration asks for the deposit in the same step.
    await page.goto(`/rental/reservation?edit=true&id=${rentalId}&migrate=true`);
    await expect(page.getByTestId('migrate-block')).toBeVisible();
    const form = page.getByRole('dialog').filter({ has: page.getByTestId('deposit-take-submit') });
    for (const language of ['fr', 'de', 'en'] as const) {
      await chooseLanguage(page, language);
      await page.getByTestId('migrate-validate').click();
      await expect(form).toBeVisible();
      await expect(page.getByTestId('deposit-take-submit')).toBeDisabled();
      await page.getByTestId('deposit-reference').fill('EMP-2026-0450');
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'deposit-take-modal');
      if (language === 'en') break;
      // Cancelled: the contract does not start; asked again in the next language.
      await form.getByRole('button', { name: /Annuler|Abbrechen/ }).click();
      await expect(form).toBeHidden();
    }
    await expect(form).toContainText('€450.00');
    await expect(page.getByTestId('deposit-amount')).toHaveValue('450 €');
    await expect(page.getByTestId('deposit-take-submit')).toBeEnabled();
    const migrated = page.waitForResponse((r) => r.url().includes(`/api/reservations/migrate/${rentalId}`));
    await page.getByTestId('deposit-take-submit').click();
    expect((await migrated).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/rental/contract\\?edit=true&id=${rentalId}$`));
    const contract = (await api.get(`/api/rentals/${rentalId}`)) as { bail: string; amountBail: number };
    expect(contract).toMatchObject({ bail: 'held', amountBail: 450 });

    await chooseLanguage(page, 'en');
    await page.goto(`/rental-details/${rentalId}`);
    const panel = page.getByTestId('rental-deposit');
    await expect(panel.getByTestId('deposit-state')).toHaveText('Held');
    await expect(panel.getByTestId('deposit-taken')).toContainText('Card imprint (EMP-2026-0450)');
    await expect(panel.getByTestId('deposit-amount-change')).toHaveCount(0);
    for (const language of ['fr', 'de', 'en'] as const) {
      await chooseLanguage(page, language);
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'deposit-rental-held');
    }
  });

  test('the drawer of the site lists the held deposit, with its total per form', async () => {
    await chooseLanguage(page, 'en');
    await page.goto('/held-deposits');
    const row = page.getByTestId(`held-deposit-${rentalId}`);
    await expect(row).toContainText('Card imprint');
    await expect(row).toContainText('EMP-2026-0450');
    await expect(row).toContainText('€450.00');
    // The total per form sums every card imprint the site holds (other specs may hold some too).
    const held = page.waitForResponse((r) => r.url().includes('/api/deposits/held'));
    await page.reload();
    const members = (
      (await (await held).json()) as { 'hydra:member': Array<{ form: string; amountTaken: number }> }
    )['hydra:member'];
    const imprintCents = members
      .filter((deposit) => deposit.form === 'card_imprint')
      .reduce((sum, deposit) => sum + Math.round(deposit.amountTaken * 100), 0);
    expect(imprintCents).toBeGreaterThanOrEqual(45_000);
    await expect(page.getByTestId('held-total-card_imprint')).toContainText(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(imprintCents / 100),
    );
    await expect(page.getByTestId('held-total-all')).toContainText('€');
    for (const language of ['fr', 'de', 'en'] as const) {
      await chooseLanguage(page, language);
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'deposit-held');
    }
    await chooseLanguage(page, 'en');
  });

  test('the close keeps 35 € for a broken light: the page, the receipt, the invoice and the deposits sheet say so', async () => {
    const modal = page.getByTestId('close-contract-modal');
    const section = modal.getByTestId('close-deposit');
    const openAndFill = async (reason: string) => {
      await page.goto(`/rental-details/${rentalId}`);
      await page.getByRole('main').getByTestId('rental-action-close').click();
      await expect(section).toContainText('450');
      await section.getByTestId('deposit-keep').click();
      await section.getByTestId('deposit-kept-amount').fill('35');
      await section.getByTestId('deposit-kept-reason').click();
      await page.getByRole('option', { name: reason }).click();
      await section.getByTestId('deposit-kept-comment').fill('Broken front light');
      await expect(section.getByTestId('deposit-returned-part')).toContainText('415');
    };
    for (const [language, reason] of [
      ['fr', 'Dommage'],
      ['de', 'Schaden'],
    ] as const) {
      await chooseLanguage(page, language);
      await openAndFill(reason);
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'deposit-close-modal');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }
    await chooseLanguage(page, 'en');
    await openAndFill('Damage');
    await keepScreenshot(page, 'en', 'deposit-close-modal');
    await modal.getByTestId('close-contract-submit').click();
    await expect(modal).toBeHidden();

    const panel = page.getByTestId('rental-deposit');
    await expect(panel.getByTestId('deposit-state')).toHaveText('Partly kept');
    await expect(panel.getByTestId('deposit-settled')).toContainText('415.00');
    await expect(panel.getByTestId('deposit-settled')).toContainText('35.00');
    for (const language of ['fr', 'de', 'en'] as const) {
      await chooseLanguage(page, language);
      await keepScreenshot(page, language, 'deposit-rental-settled');
    }

    const api = await apiOf(page);
    const receipt = await api.response('GET', `/api/rentals/${rentalId}/deposit/receipt?language=en`);
    expect(receipt.headers()['content-type']).toBe('application/pdf');
    const [invoice] = (await api.get(`/api/invoices?rental.id=${rentalId}`))['hydra:member'] as Array<{
      id: number;
    }>;
    const detail = (await api.get(`/api/invoices/${invoice!.id}`)) as {
      lines: Array<{ description: string; allTaxesIncludedAmount: number }>;
    };
    expect(detail.lines.at(-1)).toMatchObject({
      description: 'Retenue sur caution (dommage) : Broken front light',
      allTaxesIncludedAmount: 35,
    });
    const exported = await api.response('POST', '/api/payment_exports', { startDate: today, endDate: today });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported.body()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Cautions')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    const imprint = rows.find((row) => row[2] === 'Empreinte de carte');
    // The day's card imprints: this contract's 450 € taken, 415 € given back, 35 € kept (another
    // spec's new contract may hold one more, taken today and not given back).
    const [takenCount, taken, returned, kept] = (imprint?.slice(3) ?? []) as number[];
    expect(kept).toBe(35);
    expect(returned).toBe(415);
    expect(takenCount).toBeGreaterThanOrEqual(1);
    expect(taken).toBeGreaterThanOrEqual(450);
  });

  test('an end-of-stay contract is found by its filter and opens the end-stay payment modal', async () => {
    await chooseLanguage(page, 'en');
    await page.goto('/rentals');
    await page.getByTestId('filter-to-collect').click();
    // The filter is the server's; of what it lists (reservations of stays may be marked too, by
    // other specs), a contract in progress is the one whose guest pays at the check-out.
    const listed = page.waitForResponse(
      (r) => r.url().includes('/api/rentals?') && /fds(%5B%5D|\[\])?=true/.test(r.url()),
    );
    await page.getByTestId('filters-validate').click();
    const members = (
      (await (await listed).json()) as {
        'hydra:member': Array<{
          id: number;
          fds: boolean;
          rentalType: { id: number };
          state: { id: number };
        }>;
      }
    )['hydra:member'];
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((rental) => rental.fds)).toBe(true);
    const contract = members.find((rental) => rental.rentalType.id === 1 && rental.state.id === 2);
    expect(contract, 'an end-of-stay contract in progress').toBeDefined();
    const id = String(contract!.id);
    await expect(page.getByTestId(`rental-fds-${id}`)).toBeVisible();
    for (const language of ['fr', 'de', 'en'] as const) {
      await chooseLanguage(page, language);
      await keepScreenshot(page, language, 'deposit-rentals-to-collect');
    }
    for (const language of ['fr', 'de', 'en'] as const) {
      await chooseLanguage(page, language);
      await page.goto(`/rental-details/${id}`);
      await expect(page.getByTestId('rental-fds-switch')).toBeChecked();
      await page.getByTestId('end-stay-pay').click();
      await expect(page.getByTestId('payment-end-stay-intro')).toBeVisible();
      await keepScreenshot(page, language, 'deposit-end-stay-modal');
      await page.keyboard.press('Escape');
    }
    // The guest checks out: the payment is taken through the end-stay modal.
    await chooseLanguage(page, 'en');
    await page.goto(`/rental-details/${id}`);
    await page.getByTestId('end-stay-pay').click();
    const modal = page.getByTestId('payment-modal');
    await pickOption(page, 'payment-cash-desk-0', 'Accueil');
    await pickOption(page, 'payment-method-0', 'Espèces');
    const created = page.waitForResponse((r) => r.url().includes('/api/payments/create'));
    await modal.getByTestId('payment-validate').click();
    expect((await created).status()).toBe(201);
    // The modal closes: its form is gone (Mantine keeps an empty root while it fades out).
    await expect(page.getByTestId('payment-validate')).toHaveCount(0);
    await expect(page.getByTestId('end-stay-pay')).toHaveCount(0);
    const paid = (await (await apiOf(page)).get(`/api/rentals/${id}`)) as {
      paidAmount: number;
      allTaxesIncludedAmount: number;
    };
    expect(paid.paidAmount).toBe(paid.allTaxesIncludedAmount);
  });
});
