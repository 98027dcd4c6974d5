import { expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  languages,
  signIn,
  uiText,
  users,
} from '../fixtures.ts';
import { siteDayShown, useSiteNightClock } from '../support/site-day.ts';
import { tokenOf } from './customers-support.ts';
import { type Api, apiOf, createContract } from './payments-support.ts';

/**
 * Invoices (issue 15): a contract without a stay made by this spec, paid, closed from its details
 * issues its invoice; its PDF opens from the rental row and from the invoice list; the invoice is cancelled by
 * a credit note and both show with their colours; the ledger's chain verifies clean; the invoice
 * list and the ledger in six languages. The contract is paid through the API.
 */

/**
 * A contract of this run (its own customer, one product, no stay: payments-support.ts), paid in full
 * with the site's first cash desk. No demo rental is read or changed.
 */
const createPaidContract = async (api: Api): Promise<number> => {
  const contract = await createContract(api);
  const rental = (await api.get(`/api/rentals/${contract.id}`)) as {
    rentalType: { id: number };
    state: { id: number };
    stayId: string | null;
  };
  expect([rental.rentalType.id, rental.state.id, rental.stayId]).toEqual([1, 2, null]);
  const remaining = (await api.get(`/api/rentals/${contract.id}/remaining_amount`)) as {
    remainingAmount: number;
    site: { '@id': string; id: number };
  };
  const [desk] = (await api.get(`/api/huttosoft/cash_desks?siteId=${remaining.site.id}`))[
    'hydra:member'
  ] as Array<{
    id: number;
    name: string;
  }>;
  const [method] = (await api.get('/api/huttosoft/payment_methods'))['hydra:member'] as Array<{
    id: number;
    name: string;
  }>;
  await api.post('/api/payments/create', [
    {
      site: remaining.site['@id'],
      rental: `/api/rentals/${contract.id}`,
      cashDesk: desk!.id,
      cashDeskName: desk!.name,
      paymentMethod: method!.id,
      paymentMethodName: method!.name,
      amount: contract.total,
    },
  ]);
  expect(
    ((await api.get(`/api/rentals/${contract.id}/remaining_amount`)) as { remainingAmount: number })
      .remainingAmount,
  ).toBe(0);
  return contract.id;
};

/** Clicks a document action and waits for the PDF the browser reads with the session's token. */
const expectPdfOpens = async (page: Page, click: () => Promise<void>) => {
  const pdf = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      /\/api\/(invoices\/\d+\/pdf|rentals\/\d+\/contract_pdf)/.test(response.url()),
  );
  const popup = page.waitForEvent('popup');
  await click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The file itself, read again as the browser did (with the session's token): a real PDF.
  const again = await page.request.get(response.url(), {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(again.headers()['content-type']).toContain('application/pdf');
  expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await (await popup).close();
  return response.url();
};

const invoiceRows = (page: Page) => page.getByTestId('invoices-grid').getByTestId('grid-row');

test.describe
  .serial('invoices', () => {
    let page: Page;
    let rentalId = 0;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await useSiteNightClock(page);
      await signIn(page, users.admin);
      await chooseLanguage(page, 'en');
      rentalId = await createPaidContract(await apiOf(page));
    });
    test.afterAll(async () => {
      await page.close();
    });

    test('a paid contract closed from its details opens its invoice and contract PDFs', async () => {
      await page.goto(`/rental-details/${rentalId}`);
      const row = page.getByRole('main');
      await expect(row.getByTestId('rental-action-close')).toBeVisible();
      // In progress: the contract's PDF, no invoice yet.
      await expect(row.getByTestId('rental-document-invoice')).toHaveCount(0);
      // The contract PDF modal: French or English, chosen before generating.
      await row.getByTestId('rental-document-contract-pdf').click();
      const pdfModal = page.getByTestId('contract-pdf-modal');
      await pdfModal.getByText(uiText('en', 'LANGUAGE.NATIVE.fr')).click();
      expect(
        await expectPdfOpens(page, () => pdfModal.getByTestId('contract-pdf-generate').click()),
      ).toContain(`/api/rentals/${rentalId}/contract_pdf?language=fr`);

      await row.getByTestId('rental-action-close').click();
      const modal = page.getByRole('dialog', {
        name: uiText('en', 'RENTAL_EDIT.CLOSE.TITLE', { id: String(rentalId) }),
      });
      await expect(modal.getByTestId('close-contract-submit')).toBeEnabled();
      await modal.getByTestId('close-contract-submit').click();
      await expect(modal).toBeHidden();
      await expect(row.getByTestId('rental-action-close')).toHaveCount(0);

      // Validated: the invoice, made by the close, opens (its PDF generated first).
      expect(await expectPdfOpens(page, () => row.getByTestId('rental-document-invoice').click())).toMatch(
        /\/api\/invoices\/\d+\/pdf$/,
      );
    });

    test('the invoice list shows the invoice, cancels it by a credit note and shows both coloured', async () => {
      await page.goto(`/invoices?rental.id=${rentalId}`);
      await expect(invoiceRows(page)).toHaveCount(1);
      const invoice = invoiceRows(page).first();
      const status = invoice.locator('[data-testid^="invoice-status-"]');
      await expect(status).toHaveText(uiText('en', 'INVOICES.STATUS_VALIDATED'));
      await expect(status).toHaveAttribute('data-color', 'lime');
      await expect(invoice).toContainText(siteDayShown());
      await expectPdfOpens(page, () => invoice.locator('[data-testid^="invoice-pdf-"]').click());
      const number = (await invoice.locator('[data-testid^="invoice-number-"]').textContent()) ?? '';
      expect(number).not.toBe('');

      await invoice.locator('[data-testid^="invoice-cancel-"]').click();
      const dialog = page.getByRole('dialog', { name: uiText('en', 'INVOICES.CANCEL_TITLE') });
      await expect(dialog).toContainText(number);
      await dialog.getByTestId('confirm-ok').click();
      await expect(page.getByText(/Invoice cancelled by credit note /)).toBeVisible();

      await expect(invoiceRows(page)).toHaveCount(2);
      // Newest first: the credit note, then the invoice it cancels.
      const [credit, cancelled] = [invoiceRows(page).nth(0), invoiceRows(page).nth(1)];
      await expect(credit.locator('[data-testid^="invoice-type-"]')).toHaveText('Credit note');
      await expect(credit.locator('[data-testid^="invoice-related-"]')).toHaveText(number);
      await expect(credit.locator('[data-testid^="invoice-status-"]')).toHaveAttribute('data-color', 'lime');
      await expect(credit.locator('[data-testid^="invoice-cancel-"]')).toHaveCount(0);
      await expect(cancelled.locator('[data-testid^="invoice-status-"]')).toHaveText('Cancelled');
      await expect(cancelled.locator('[data-testid^="invoice-status-"]')).toHaveAttribute(
        'data-color',
        'red',
      );
      await expect(cancelled.locator('[data-testid^="invoice-cancelled-"]')).toBeVisible();
      await expect(cancelled.locator('[data-testid^="invoice-cancel-"]')).toHaveCount(0);
      // The credit note's PDF opens too.
      await expectPdfOpens(page, () => credit.locator('[data-testid^="invoice-pdf-"]').click());
    });

    test('the ledger verifies clean and closes the finished days', async () => {
      await page.goto('/ledger');
      await page.getByTestId('ledger-verify').click();
      await expect(page.getByTestId('ledger-clean')).toBeVisible();
      await expect(page.getByTestId('ledger-broken')).toHaveCount(0);
      await page.getByTestId('ledger-close').click();
      await expect(
        page.getByText(new RegExp(`${uiText('en', 'LEDGER.NOTHING_TO_CLOSE')}|Days closed: \\d+`)),
      ).toBeVisible();
    });

    test('the invoice list and the ledger in six languages', async () => {
      for (const language of languages) {
        await chooseLanguage(page, language);
        await page.goto(`/invoices?rental.id=${rentalId}`);
        await expect(invoiceRows(page)).toHaveCount(2);
        await expect(page.getByTestId('page-title')).toHaveText(uiText(language, 'MENU.INVOICES'));
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'invoice-list');
        await page.goto('/ledger');
        await page.getByTestId('ledger-verify').click();
        await expect(page.getByTestId('ledger-clean')).toContainText(uiText(language, 'LEDGER.CLEAN_TITLE'));
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'invoice-ledger');
      }
      await chooseLanguage(page, 'en');
    });
  });
