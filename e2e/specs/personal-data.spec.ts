import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  signIn,
  signOut,
  uiText,
  users,
} from '../fixtures.ts';
import { siteDay } from '../support/site-day.ts';
import { tokenOf, uniqueTag } from './customers-support.ts';
import { payInFull } from './rentals-support.ts';
import { dismissNotifications } from './settings-helpers.ts';

/**
 * Customers' personal data (issue 26): a manager sets a company's retention; an administrator
 * reveals a customer's identity number and exports the customer to JSON and PDF (the downloaded
 * files are read); another customer, invoiced, is erased with a reason, shows as anonymised in the
 * list and on the page, and their invoice still opens as issued (same PDF bytes, same buyer name);
 * the personal data journal lists what was done; a counter clerk sees none of these actions.
 * Every record the test reads is created through the API here. Screens in French and English.
 */

/** Calls of the API as the signed-in user of the page. */
const apiOf = async (page: Page) => {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const call = async (method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) => {
    const answer = await page.request.fetch(path, {
      method,
      headers: method === 'PATCH' ? { ...headers, 'content-type': 'application/merge-patch+json' } : headers,
      ...(data === undefined ? {} : { data: method === 'PATCH' ? JSON.stringify(data) : data }),
    });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return answer.json();
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, data?: unknown) => call('POST', path, data),
    patch: (path: string, data: unknown) => call('PATCH', path, data),
  };
};
type Api = Awaited<ReturnType<typeof apiOf>>;

const pdfText = async (bytes: Buffer): Promise<string> =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

interface Person {
  id: number;
  firstname: string;
  lastname: string;
  identityNumber: string;
}

/** An individual customer with an identity number, created by the API. */
const createPerson = async (api: Api, tag: string, firstname: string): Promise<Person> => {
  const lastname = `Privacy${firstname}${tag}`;
  const identityNumber = `ID${tag.toUpperCase()}7429`;
  const created = (await api.post('/api/customers', {
    type: '/api/customer_types/2',
    civility: '/api/civilities/2',
    name: firstname,
    lastname,
    email: `${firstname.toLowerCase()}.${tag}@e2e.example`,
    city: 'Annecy',
    address: '3 rue Royale',
    birthDate: '1979-03-08',
    identityNumber,
    language: '/api/languages/1',
  })) as { id: number };
  await api.post('/api/comments', {
    comment: `Asked for a child seat (${firstname}).`,
    customer: `/api/customers/${created.id}`,
  });
  return { id: created.id, firstname, lastname, identityNumber };
};

let contractDay = 0;
/**
 * A contract of the customer, paid in full and closed: its invoice is issued (the customer then has
 * no rental in progress and owes nothing, which an erasure requires).
 */
const invoicedContract = async (
  api: Api,
  customerId: number,
): Promise<{ rentalId: number; invoiceId: number }> => {
  contractDay += 1;
  const date = siteDay(200 + contractDay);
  const groups = (await api.get(
    `/api/products/available_for_reservation?searchStartDate=${date}T08:00:00&searchEndDate=${date}T19:00:00`,
  )) as { 'hydra:member'?: unknown[] } | unknown[];
  const list = (Array.isArray(groups) ? groups : (groups['hydra:member'] ?? [])) as Array<{
    priceAvailable: boolean;
    range: { name: string };
    availableProducts: Array<{ id: number }>;
  }>;
  const group = list.find((g) => g.priceAvailable && g.availableProducts.length > 0);
  expect(group, 'an available product with a price').toBeDefined();
  const contract = (await api.post('/api/contracts', {
    startDate: `${date}T08:00:00`,
    endDate: `${date}T19:00:00`,
    products: [`/api/products/${group!.availableProducts[0]!.id}`],
    customer: `/api/customers/${customerId}`,
  })) as { id: number };
  await payInFull(api, contract.id);
  await api.patch(`/api/rentals/${contract.id}/close`, {});
  const invoices = (await api.get(`/api/invoices?rental.id=${contract.id}`))['hydra:member'] as Array<{
    id: number;
  }>;
  expect(invoices).toHaveLength(1);
  return { rentalId: contract.id, invoiceId: invoices[0]!.id };
};

/** Clicks a download action and answers the downloaded file's bytes and name. */
const downloaded = async (page: Page, click: () => Promise<void>) => {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
};

test.describe
  .serial('personal data', () => {
    let page: Page;
    let api: Api;
    const tag = uniqueTag();
    let exported: Person;
    let erased: Person;
    let invoice = { rentalId: 0, invoiceId: 0 };
    let invoicePdfBefore: Buffer = Buffer.alloc(0);
    let buyerNameBefore = '';

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
    });
    test.afterAll(async () => {
      await page.close();
    });

    test('a manager sets the retention of a company', async () => {
      await signIn(page, users.manager);
      await chooseLanguage(page, 'fr');
      await page.goto('/company-settings');
      const action = page.locator('[data-testid^="company-retention-"]').first();
      await expect(action).toBeVisible();
      const companyId = Number((await action.getAttribute('data-testid'))?.replace('company-retention-', ''));
      const previous = (await (await apiOf(page)).get(`/api/companies/${companyId}/retention`)) as {
        identityMonths: number;
        anonymiseYears: number;
      };

      for (const language of ['fr', 'en'] as const) {
        await chooseLanguage(page, language);
        await action.click();
        const modal = page.getByTestId('retention-modal');
        await expect(modal.getByTestId('retention-identity-months')).toBeVisible();
        await expect(modal).toContainText(uiText(language, 'PRIVACY.RETENTION.IDENTITY_MONTHS'));
        await expectNoRawKeys(page);
        await page.mouse.move(700, 860);
        await keepScreenshot(page, language, 'personal-data-retention-modal');
        await modal.getByTestId('retention-cancel').click();
        await expect(modal).toBeHidden();
      }

      await action.click();
      const modal = page.getByTestId('retention-modal');
      // Out of range: said under the field, and Save stays disabled.
      await modal.getByTestId('retention-identity-months').fill('0');
      await expect(modal.getByText(uiText('en', 'PRIVACY.RETENTION.MONTHS_INVALID'))).toBeVisible();
      await expect(modal.getByTestId('retention-submit')).toBeDisabled();
      const months = previous.identityMonths === 9 ? 10 : 9;
      const years = previous.anonymiseYears === 4 ? 5 : 4;
      await modal.getByTestId('retention-identity-months').fill(String(months));
      await modal.getByTestId('retention-anonymise-years').fill(String(years));
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/companies/${companyId}/retention`),
      );
      await modal.getByTestId('retention-submit').click();
      expect((await saved).status()).toBe(200);
      await expect(modal).toBeHidden();
      const stored = (await (await apiOf(page)).get(`/api/companies/${companyId}/retention`)) as {
        identityMonths: number;
        anonymiseYears: number;
        isDefault: boolean;
      };
      expect([stored.identityMonths, stored.anonymiseYears, stored.isDefault]).toEqual([
        months,
        years,
        false,
      ]);
      // Opened again: the saved values.
      await action.click();
      await expect(modal.getByTestId('retention-identity-months')).toHaveValue(String(months));
      await expect(modal.getByTestId('retention-anonymise-years')).toHaveValue(String(years));
      await modal.getByTestId('retention-cancel').click();
      await dismissNotifications(page);
      await signOut(page);
    });

    test('an administrator reveals a customer identity number and exports the customer to JSON and PDF', async () => {
      await signIn(page, users.admin);
      await chooseLanguage(page, 'en');
      api = await apiOf(page);
      exported = await createPerson(api, tag, 'Export');
      erased = await createPerson(api, tag, 'Erase');

      await page.goto(`/customers-details/${exported.id}`);
      const value = page.getByTestId(`customer-identity-number-${exported.id}`);
      // Masked for everyone: the last four characters only.
      await expect(value).toHaveText(`••••${exported.identityNumber.slice(-4)}`);
      await expect(page.getByTestId('customer-details')).not.toContainText(exported.identityNumber);
      const revealed = page.waitForResponse((r) => r.url().includes('/identity_number_reveal'));
      await page.getByTestId(`customer-identity-number-${exported.id}-reveal`).click();
      expect((await revealed).status()).toBe(200);
      await expect(value).toHaveText(exported.identityNumber);
      await page.getByTestId(`customer-identity-number-${exported.id}-hide`).click();
      await expect(value).toHaveText(`••••${exported.identityNumber.slice(-4)}`);

      for (const language of ['fr', 'en'] as const) {
        await chooseLanguage(page, language);
        await page.getByTestId('personal-data-export').click();
        await expect(page.getByTestId('personal-data-export-json')).toHaveText(
          uiText(language, 'PRIVACY.EXPORT.JSON'),
        );
        await expectNoRawKeys(page);
        await page.mouse.move(700, 860);
        await keepScreenshot(page, language, 'personal-data-customer-page');
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('personal-data-export-json')).toBeHidden();
      }
      await page.getByTestId('personal-data-export').click();
      const json = await downloaded(page, () => page.getByTestId('personal-data-export-json').click());
      expect(json.name).toBe(`customer-${exported.id}-personal-data.json`);
      const document = JSON.parse(json.bytes.toString('utf8')) as {
        '@type': string;
        customer: Record<string, unknown>;
        emails: string[];
        comments: Array<Record<string, unknown>>;
      };
      expect(document['@type']).toBe('PersonalDataExport');
      expect(JSON.stringify(document.customer)).toContain(exported.lastname);
      // The export is for the person themselves: their identity number in clear.
      expect(JSON.stringify(document.customer)).toContain(exported.identityNumber);
      expect(document.emails).toContain(`export.${tag}@e2e.example`);
      expect(JSON.stringify(document.comments)).toContain('Asked for a child seat (Export).');

      await page.getByTestId('personal-data-export').click();
      const pdf = await downloaded(page, () => page.getByTestId('personal-data-export-pdf').click());
      expect(pdf.name).toBe(`customer-${exported.id}-personal-data.pdf`);
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf.bytes);
      expect(text).toContain(exported.lastname);
      expect(text).toContain(`export.${tag}@e2e.example`);
      await dismissNotifications(page);
    });

    test('another customer, invoiced, is erased with a reason; the invoice still opens as issued', async () => {
      invoice = await invoicedContract(api, erased.id);
      const before = (await api.get(`/api/invoices/${invoice.invoiceId}`)) as { buyer: { name: string } };
      buyerNameBefore = before.buyer.name;
      expect(buyerNameBefore).toContain(erased.lastname);
      // The invoice's PDF as issued (generated once, then stored).
      await api.post(`/api/pdf/generate/invoice/${invoice.invoiceId}`);
      const pdfBefore = await page.request.get(`/api/invoices/${invoice.invoiceId}/pdf`, {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      });
      expect(pdfBefore.ok()).toBe(true);
      invoicePdfBefore = await pdfBefore.body();

      await page.goto(`/customers-details/${erased.id}`);
      for (const language of ['fr', 'en'] as const) {
        await chooseLanguage(page, language);
        await page.getByTestId('personal-data-erase').click();
        const modal = page.getByTestId('erase-modal');
        await expect(modal.getByTestId('erase-consequences')).toContainText(
          uiText(language, 'PRIVACY.ERASE.CONSEQUENCE_INVOICES'),
        );
        // The reason is required: nothing is sent without it.
        await expect(modal.getByTestId('erase-submit')).toBeDisabled();
        await expectNoRawKeys(page);
        await page.mouse.move(700, 860);
        await keepScreenshot(page, language, 'personal-data-erase-modal');
        await modal.getByTestId('erase-cancel').click();
        await expect(modal).toBeHidden();
      }
      await page.getByTestId('personal-data-erase').click();
      const modal = page.getByTestId('erase-modal');
      await modal.getByTestId('erase-reason').fill('Request received by e-mail (e2e).');
      const erasure = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/customers/${erased.id}/erasure`),
      );
      await modal.getByTestId('erase-submit').click();
      expect((await erasure).status()).toBe(200);
      await expect(modal).toBeHidden();
      await expect(page.getByTestId('customer-anonymised-notice')).toBeVisible();
      await expect(page.getByTestId(`customer-anonymised-${erased.id}`)).toHaveText(
        uiText('en', 'PRIVACY.ANONYMISED'),
      );
      await expect(page.getByTestId('customer-details')).not.toContainText(erased.lastname);
      await expect(page.getByTestId('personal-data-erase')).toHaveCount(0);
      await dismissNotifications(page);
      await expect(page.getByTestId('details-edit')).toHaveCount(0);
      for (const language of ['fr', 'en'] as const) {
        await chooseLanguage(page, language);
        await expect(page.getByTestId(`customer-anonymised-${erased.id}`)).toHaveText(
          uiText(language, 'PRIVACY.ANONYMISED'),
        );
        await expect(page.getByTestId('page-title')).toHaveText(
          `${uiText(language, 'PRIVACY.ANONYMISED')} #${erased.id}`,
        );
        await page.mouse.move(700, 860);
        await keepScreenshot(page, language, 'personal-data-anonymised-customer');
      }

      // The list: the customer shows as anonymised (no edit), and the old name finds nobody.
      await page.goto('/individual-customers');
      const listed = page
        .getByTestId('customers-grid')
        .getByTestId('grid-row')
        .filter({
          has: page.getByTestId(`customer-anonymised-${erased.id}`),
        });
      await expect(listed).toHaveCount(1);
      await expect(listed.getByTestId('row-edit')).toHaveCount(0);
      await expect(listed.getByTestId('row-delete')).toBeVisible();
      for (const language of ['fr', 'en'] as const) {
        await chooseLanguage(page, language);
        await expect(listed).toContainText(uiText(language, 'PRIVACY.ANONYMISED'));
        await page.mouse.move(700, 860);
        await keepScreenshot(page, language, 'personal-data-anonymised-list');
      }
      const byName = (await api.get(
        `/api/customers?type.id=2&lastname=${encodeURIComponent(erased.lastname)}`,
      )) as { 'hydra:totalItems': number };
      expect(byName['hydra:totalItems']).toBe(0);

      // The invoice: opens from the invoice list, its PDF byte for byte as issued, buyer unchanged.
      await page.goto(`/invoices?rental.id=${invoice.rentalId}`);
      const row = page.getByTestId('invoices-grid').getByTestId('grid-row').first();
      await expect(row).toBeVisible();
      const opened = page.waitForResponse(
        (r) => r.request().method() === 'GET' && r.url().endsWith(`/api/invoices/${invoice.invoiceId}/pdf`),
      );
      const popup = page.waitForEvent('popup');
      await row.locator('[data-testid^="invoice-pdf-"]').click();
      const response = await opened;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      await (await popup).close();
      const pdfAfter = await page.request.get(`/api/invoices/${invoice.invoiceId}/pdf`, {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      });
      expect(Buffer.compare(await pdfAfter.body(), invoicePdfBefore)).toBe(0);
      expect(await pdfText(await pdfAfter.body())).toContain(erased.lastname);
      const after = (await api.get(`/api/invoices/${invoice.invoiceId}`)) as { buyer: { name: string } };
      expect(after.buyer.name).toBe(buyerNameBefore);
    });

    test('the administrator reads who exported, revealed and erased, from the menu', async () => {
      await page.goto('/');
      await page.getByTestId('menu-group-customers').click();
      await page.getByTestId('menu-personal-data-journal').click();
      await expect(page).toHaveURL(/\/personal-data-journal/);
      const grid = page.getByTestId('personal-data-events-grid');
      await expect(grid.getByTestId('grid-row').first()).toBeVisible();
      for (const language of ['fr', 'en'] as const) {
        await chooseLanguage(page, language);
        await expect(grid).toContainText(uiText(language, 'PRIVACY.JOURNAL.TYPE_CUSTOMER_ERASED'));
        await expect(grid).toContainText(uiText(language, 'PRIVACY.JOURNAL.TYPE_IDENTITY_REVEAL'));
        await expect(grid).toContainText(uiText(language, 'PRIVACY.JOURNAL.TYPE_PERSONAL_DATA_EXPORT'));
        await expectNoRawKeys(page);
        await page.mouse.move(700, 860);
        await keepScreenshot(page, language, 'personal-data-journal');
      }
      // Filtered by kind: the erasures only, ours among them, by the administrator.
      await grid.getByTestId('grid-filter-eventType').click();
      const popover = page.getByTestId('grid-filter-popover');
      await popover.getByText(uiText('en', 'PRIVACY.JOURNAL.TYPE_CUSTOMER_ERASED')).click();
      const filtered = page.waitForResponse(
        (r) => r.url().includes('/api/personal_data_events?') && r.url().includes('customer_erased'),
      );
      await popover.getByTestId('grid-filter-apply').click();
      const members = ((await (await filtered).json()) as { 'hydra:member': Array<{ eventType: string }> })[
        'hydra:member'
      ];
      expect(members.length).toBeGreaterThan(0);
      expect(members.every((m) => m.eventType === 'customer_erased')).toBe(true);
      await expect(grid.getByTestId('grid-row').first()).toContainText(users.admin.username);
      await expect(
        grid.getByTestId('grid-row').first().getByTestId(`journal-customer-${erased.id}`),
      ).toBeVisible();
      await signOut(page);
    });

    test('a counter clerk sees no export, erase, reveal nor journal', async () => {
      await signIn(page, users.counter);
      await chooseLanguage(page, 'en');
      await page.goto(`/customers-details/${exported.id}`);
      await expect(page.getByTestId(`customer-identity-number-${exported.id}`)).toHaveText(
        `••••${exported.identityNumber.slice(-4)}`,
      );
      await expect(page.getByTestId('details-edit')).toBeVisible();
      await expect(page.getByTestId(`customer-identity-number-${exported.id}-reveal`)).toHaveCount(0);
      await expect(page.getByTestId('personal-data-export')).toHaveCount(0);
      await expect(page.getByTestId('personal-data-erase')).toHaveCount(0);
      await page.getByTestId('menu-group-customers').click();
      await expect(page.getByTestId('menu-individual-customers')).toBeVisible();
      await expect(page.getByTestId('menu-personal-data-journal')).toHaveCount(0);
      await page.keyboard.press('Escape');
      // The server refuses anyway.
      const refused = await page.request.get(`/api/customers/${exported.id}/personal_data`, {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      });
      expect(refused.status()).toBe(403);
    });
  });
