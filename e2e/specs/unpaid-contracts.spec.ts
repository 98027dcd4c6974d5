import { expect, type Page, test } from '@playwright/test';
import { chooseLanguage, expectNoRawKeys, keepScreenshot, signIn, uiText, users } from '../fixtures.ts';
import { type Api, apiOf, createContract } from './payments-support.ts';
import { dismissNotifications, pickOption } from './settings-helpers.ts';

/**
 * No contract closed unpaid (issue 23, item 8): a contract without a stay created without paying
 * shows as unpaid on its page (badge, "take payment") and in the rental list (badge, "unpaid only"
 * filter); its close asks for the payment first with the payment modal, then closes and issues the
 * invoice. A payment cancelled after the close makes the closed contract owe it again: the page
 * says so and takes it. Screens in French and English.
 */

const contractPage = (id: number) => `/rental/contract?edit=true&id=${id}`;

test.describe
  .serial('unpaid contracts', () => {
    let page: Page;
    let api: Api;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await signIn(page, users.counter);
      api = await apiOf(page);
    });
    test.afterAll(async () => page.close());

    /** The payment modal, open with what remains (`total`), its cash desk and method chosen. */
    const fillPayment = async (language: 'fr' | 'en', total: number) => {
      const dialog = page.getByRole('dialog', { name: uiText(language, 'PAYMENTS.MODAL_TITLE') });
      await expect(dialog).toBeVisible();
      await expect
        .poll(async () => Number(await dialog.getByTestId('payment-amount-0').inputValue()))
        .toBe(total);
      await pickOption(page, 'payment-cash-desk-0', 'Accueil');
      await pickOption(page, 'payment-method-0', 'Espèces');
      return dialog;
    };

    for (const language of ['fr', 'en'] as const) {
      test(`a contract left unpaid says so, and its close takes the payment first (${language})`, async () => {
        await chooseLanguage(page, language);
        // Created without paying: what a counter gets when dismissing the payment modal.
        const contract = await createContract(api);

        await page.goto(contractPage(contract.id));
        await expect(page.getByTestId('rental-unpaid')).toHaveText(uiText(language, 'RENTAL_EDIT.UNPAID'));
        await expect(page.getByTestId('take-payment')).toBeVisible();
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'unpaid-contract-page');

        await page.goto('/rentals');
        await page.getByTestId('filter-unpaid').check();
        // The filter is the server's: the list asks for the unpaid rentals only.
        const filtered = page.waitForResponse(
          (r) => r.url().includes('/api/rentals?') && /unpaid(%5B%5D|\[\])?=true/.test(r.url()),
        );
        await page.getByTestId('filters-validate').click();
        const members = (
          (await (await filtered).json()) as { 'hydra:member': Array<{ id: number; unpaid: boolean }> }
        )['hydra:member'];
        expect(members.map((r) => r.id)).toContain(contract.id);
        expect(members.every((r) => r.unpaid)).toBe(true);
        const badge = page.getByTestId(`rental-unpaid-${contract.id}`);
        await expect(badge).toHaveText(uiText(language, 'RENTAL_LIST.UNPAID'));
        await expect(page.getByTestId('grid-row')).toHaveCount(members.length);
        await expect(page.locator('[data-testid^="rental-unpaid-"]')).toHaveCount(members.length);
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'unpaid-rental-list');

        await page.goto(contractPage(contract.id));
        await page.getByTestId('close-contract').click();
        const closeModal = page.getByTestId('close-contract-modal');
        await expect(closeModal.getByTestId('close-contract-unpaid')).toHaveText(
          uiText(language, 'RENTAL_EDIT.CLOSE.UNPAID'),
        );
        await expect(closeModal.getByTestId('close-contract-submit')).toHaveText(
          uiText(language, 'RENTAL_EDIT.CLOSE.PAY_AND_SUBMIT'),
        );
        await keepScreenshot(page, language, 'unpaid-close-modal');
        await closeModal.getByTestId('close-contract-submit').click();

        const payment = await fillPayment(language, contract.total);
        const closed = page.waitForResponse((r) => r.url().includes(`/api/rentals/${contract.id}/close`));
        await payment.getByTestId('payment-validate').click();
        expect((await closed).status()).toBe(200);
        await expect(payment).toBeHidden();
        await expect(page.getByTestId('rental-state')).toHaveText(
          uiText(language, 'RENTAL_LIST.STATE_VALIDATED'),
        );
        await expect(page.getByTestId('rental-unpaid')).toHaveCount(0);
        await expect(page.getByTestId('take-payment')).toHaveCount(0);

        const remaining = (await api.get(`/api/rentals/${contract.id}/remaining_amount`)) as {
          remainingAmount: number;
        };
        expect(remaining.remainingAmount).toBe(0);
        const invoices = (await api.get(`/api/invoices?rental.id=${contract.id}`)) as {
          'hydra:member': Array<{ rental: unknown }>;
        };
        expect(invoices['hydra:member']).toHaveLength(1);
        await dismissNotifications(page);

        // Its payment cancelled after the close: the closed contract owes it again, says so, and
        // takes it from its page (docs/decisions/unpaid-contracts.md).
        const [paid] = await api.payments(contract.id);
        await api.patch(`/api/payments/${paid!.id}`, { activated: false });
        await expect.poll(async () => (await api.payments(contract.id))[0]?.activated).toBe(false);
        await page.goto(contractPage(contract.id));
        await expect(page.getByTestId('rental-state')).toHaveText(
          uiText(language, 'RENTAL_LIST.STATE_VALIDATED'),
        );
        await expect(page.getByTestId('rental-unpaid')).toHaveText(uiText(language, 'RENTAL_EDIT.UNPAID'));
        await keepScreenshot(page, language, 'unpaid-closed-contract-page');
        await page.getByTestId('take-payment').click();
        const owed = await fillPayment(language, contract.total);
        const settled = page.waitForResponse((r) => r.url().includes('/api/payments/create'));
        await owed.getByTestId('payment-validate').click();
        expect((await settled).status()).toBe(201);
        await expect(owed).toBeHidden();
        await expect(page.getByTestId('rental-unpaid')).toHaveCount(0);
        await expect(page.getByTestId('take-payment')).toHaveCount(0);
        await dismissNotifications(page);
      });
    }
  });
