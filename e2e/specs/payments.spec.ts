import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  languages,
  signIn,
  uiText,
  users,
} from '../fixtures.ts';
import { e2ePort } from './customers-support.ts';
import { type Api, apiOf, createContract, type Payment } from './payments-support.ts';
import { dismissNotifications, filterGrid, pickOption } from './settings-helpers.ts';

/**
 * Payments (issue 14): a contract without a stay paid in two parts with two methods, its external
 * payments read back from the stay-system simulator; a payment cancelled while the stay system
 * answers (deactivated) and while it is down (a linked reversing payment, the error shown); a
 * contract refunded; the payment list filtered by rental; the screens in six languages.
 * The contracts are made through the API (one product, one day each, far from the demo rentals).
 */

const simUrl = `http://127.0.0.1:${e2ePort + 1}`;

/** Pays a contract through the API: `amounts` in euros, cash desk 11 (Accueil), method 1 (cash). */
const payByApi = async (api: Api, contract: { id: number; siteIri: string }, amounts: number[]) =>
  (await api.post(
    '/api/payments/create',
    amounts.map((amount) => ({
      site: contract.siteIri,
      rental: `/api/rentals/${contract.id}`,
      cashDesk: 11,
      cashDeskName: 'Accueil',
      paymentMethod: 1,
      paymentMethodName: 'Espèces',
      amount,
    })),
  )) as Payment[];

/** The external payments the simulator holds for one of our payments. */
const externalOf = async (request: APIRequestContext, paymentId: number) =>
  (
    (await (await request.get(`${simUrl}/api/external-payments?paymentId=${paymentId}`)).json()) as {
      items: Array<{ id: number; amount: number; cashDeskId: number; paymentMethodId: number }>;
    }
  ).items;

const setStayMode = async (request: APIRequestContext, mode: 'ok' | 'down') => {
  expect((await request.post(`${simUrl}/__control/mode`, { data: { mode } })).ok()).toBe(true);
};

/** Splits an amount in two exact halves (in cents), the second taking the odd cent. */
const halves = (total: number): [number, number] => {
  const cents = Math.round(total * 100);
  const first = Math.floor(cents / 2);
  return [first / 100, (cents - first) / 100];
};

const openRentalPayments = async (page: Page, rentalId: number) => {
  await page.goto(`/payments?rental.id=${rentalId}`);
  await expect(page.getByTestId('rental-payments-bar')).toContainText(`#${rentalId}`);
  await expect(page.getByTestId('payments-grid').getByTestId('grid-loading')).toBeHidden();
};

const rows = (page: Page) => page.getByTestId('payments-grid').getByTestId('grid-row');

test.describe
  .serial('payments', () => {
    let page: Page;
    let api: Api;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await signIn(page, users.counter);
      await chooseLanguage(page, 'en');
      api = await apiOf(page);
    });
    test.afterAll(async () => {
      await setStayMode(page.request, 'ok');
      await page.close();
    });

    test('pays a contract without a stay in two parts with two methods, copied to the stay system', async () => {
      const contract = await createContract(api);
      const [first, second] = halves(contract.total);
      await openRentalPayments(page, contract.id);
      await page.getByTestId('rental-payments-pay').click();
      const modal = page.getByRole('dialog', { name: uiText('en', 'PAYMENTS.MODAL_TITLE') });
      await expect(modal).toBeVisible();
      // The first line proposes what remains; Validate waits for a cash desk and a method.
      await expect
        .poll(async () => Number(await modal.getByTestId('payment-amount-0').inputValue()))
        .toBe(contract.total);
      await expect(modal.getByTestId('payment-validate')).toBeDisabled();
      await pickOption(page, 'payment-cash-desk-0', 'Accueil');
      await pickOption(page, 'payment-method-0', 'Espèces');
      await modal.getByTestId('payment-amount-0').fill(String(first));
      await expect(modal.getByTestId('payment-remaining')).toContainText(second.toFixed(2));
      await expect(modal.getByTestId('payment-validate')).toBeDisabled();
      await modal.getByTestId('payment-add-line').click();
      await expect
        .poll(async () => Number(await modal.getByTestId('payment-amount-1').inputValue()))
        .toBe(second);
      await pickOption(page, 'payment-cash-desk-1', 'Accueil CB');
      await pickOption(page, 'payment-method-1', 'Carte bancaire');
      await expect(modal.getByTestId('payment-remaining')).toContainText('0.00');
      const created = page.waitForResponse((r) => r.url().includes('/api/payments/create'));
      await modal.getByTestId('payment-validate').click();
      expect((await created).status()).toBe(201);
      await expect(modal).toBeHidden();
      await expect(rows(page)).toHaveCount(2);
      await expect(page.getByTestId('rental-payments-remaining')).toContainText('0.00');

      const payments = await api.payments(contract.id);
      expect(
        payments.map((p) => [p.amount, p.cashDesk.id, p.paymentMethod.id, p.externalState]).sort(),
      ).toEqual(
        [
          [first, 11, 1, 'sent'],
          [second, 12, 2, 'sent'],
        ].sort(),
      );
      for (const payment of payments) {
        await expect(page.getByTestId(`payment-external-${payment.id}`)).toHaveAttribute(
          'data-state',
          'sent',
        );
        // The simulator holds one external payment per payment, with its amount, desk and method.
        expect(await externalOf(page.request, payment.id)).toEqual([
          expect.objectContaining({
            id: payment.externalPaymentId,
            amount: payment.amount,
            cashDeskId: payment.cashDesk.id,
            paymentMethodId: payment.paymentMethod.id,
          }),
        ]);
      }
      await dismissNotifications(page);
    });

    test('cancels a payment while the stay system answers: its copy is deleted, it is deactivated', async () => {
      const contract = await createContract(api);
      const [payment] = await payByApi(api, contract, [contract.total]);
      expect(await externalOf(page.request, payment!.id)).toHaveLength(1);
      await openRentalPayments(page, contract.id);
      await page.getByTestId(`payment-active-${payment!.id}`).getByRole('switch').click({ force: true });
      const confirm = page.getByRole('dialog', { name: uiText('en', 'PAYMENTS.CANCEL_TITLE') });
      await expect(confirm).toBeVisible();
      await confirm.getByTestId('confirm-ok').click();
      await expect(confirm).toBeHidden();
      await expect(
        page.getByRole('alert').filter({ hasText: uiText('en', 'PAYMENTS.CANCELLED') }),
      ).toBeVisible();
      await expect(page.getByTestId(`payment-active-${payment!.id}`).getByRole('switch')).not.toBeChecked();
      await expect(page.getByTestId(`payment-active-${payment!.id}`).getByRole('switch')).toBeDisabled();
      await expect(rows(page)).toHaveCount(1);
      expect(await externalOf(page.request, payment!.id)).toEqual([]);
      expect((await api.payments(contract.id))[0]).toMatchObject({ activated: false, refundedPayment: null });
      await dismissNotifications(page);
    });

    test('cancels a payment while the stay system is down: pending, then done once it answers (never twice)', async () => {
      const contract = await createContract(api);
      const [payment] = await payByApi(api, contract, [contract.total]);
      await openRentalPayments(page, contract.id);
      await setStayMode(page.request, 'down');
      try {
        await page.getByTestId(`payment-active-${payment!.id}`).getByRole('switch').click({ force: true });
        const confirm = page.getByRole('dialog', { name: uiText('en', 'PAYMENTS.CANCEL_TITLE') });
        await confirm.getByTestId('confirm-ok').click();
        await expect(confirm).toBeHidden();
        const notice = page
          .getByRole('alert')
          .filter({ hasText: uiText('en', 'PAYMENTS.ERRORS.STAY_UNREACHABLE') });
        await expect(notice).toBeVisible();
        await expect(page.getByTestId(`payment-cancellation-pending-${payment!.id}`)).toHaveText(
          uiText('en', 'PAYMENTS.CANCELLATION_PENDING'),
        );
        await expect(page.getByTestId(`payment-active-${payment!.id}`).getByRole('switch')).toBeDisabled();
        await expect(rows(page)).toHaveCount(1);
        await keepScreenshot(page, 'en', 'payments-cancellation-pending');
      } finally {
        await setStayMode(page.request, 'ok');
      }
      // The outbox asks again: the copy is deleted, the payment deactivated, no reversal.
      await expect
        .poll(async () => (await api.payments(contract.id))[0]?.cancellationState, { timeout: 30_000 })
        .toBe('done');
      expect(await api.payments(contract.id)).toEqual([
        expect.objectContaining({ id: payment!.id, activated: false, refundedPayment: null }),
      ]);
      expect(await externalOf(page.request, payment!.id)).toEqual([]);
      await dismissNotifications(page);
    });

    test('cancels a payment the stay system has lettered: the error shown, the original linked to its reversal', async () => {
      const contract = await createContract(api);
      const [payment] = await payByApi(api, contract, [contract.total]);
      const letter = await page.request.post(`${simUrl}/__control/letter/${payment!.externalPaymentId}`);
      expect(letter.status()).toBe(200);
      await openRentalPayments(page, contract.id);
      await page.getByTestId(`payment-active-${payment!.id}`).getByRole('switch').click({ force: true });
      const confirm = page.getByRole('dialog', { name: uiText('en', 'PAYMENTS.CANCEL_TITLE') });
      await confirm.getByTestId('confirm-ok').click();
      await expect(confirm).toBeHidden();
      const notice = page
        .getByRole('alert')
        .filter({ hasText: uiText('en', 'PAYMENTS.ERRORS.TRANSACTION_ALREADY_LETTERED') });
      await expect(notice).toBeVisible();
      await expect(rows(page)).toHaveCount(2);
      const all = await api.payments(contract.id);
      const reversal = all.find((p) => p.amount < 0)!;
      expect(reversal).toMatchObject({
        amount: -payment!.amount,
        reverses: `/api/payments/${payment!.id}`,
        cashDesk: { id: 11 },
        paymentMethod: { id: 1 },
      });
      // rentals.md section 4: the original, no longer active, names the reversing payment.
      expect(all.find((p) => p.id === payment!.id)).toMatchObject({
        activated: false,
        refundedPayment: `/api/payments/${reversal.id}`,
      });
      await expect(notice).toContainText(`${reversal.id}`);
      await expect(page.getByTestId(`payment-reversed-by-${payment!.id}`)).toContainText(`${reversal.id}`);
      await expect(page.getByTestId(`payment-reverses-${reversal.id}`)).toContainText(`${payment!.id}`);
      await expect(page.getByTestId(`payment-active-${payment!.id}`).getByRole('switch')).not.toBeChecked();
      await expect(page.getByTestId('rental-payments-remaining')).toContainText(contract.total.toFixed(2));
      await dismissNotifications(page);
    });

    test('refunds a contract: its payments listed, then cancelled and each reversed', async () => {
      const contract = await createContract(api);
      const [first, second] = halves(contract.total);
      const paid = await payByApi(api, contract, [first, second]);
      await openRentalPayments(page, contract.id);
      await page.getByTestId('rental-payments-refund').click();
      const modal = page.getByRole('dialog', {
        name: uiText('en', 'PAYMENTS.REFUND_TITLE', { id: String(contract.id) }),
      });
      await expect(modal).toBeVisible();
      for (const payment of paid)
        await expect(modal.getByTestId(`refund-payment-${payment.id}`)).toContainText('Accueil');
      await expect(modal.getByTestId('refund-total')).toContainText(contract.total.toFixed(2));
      await modal.getByTestId('refund-confirm').click();
      await expect(modal).toBeHidden();
      await expect(
        page.getByRole('alert').filter({ hasText: uiText('en', 'PAYMENTS.REFUND_SUCCESS') }),
      ).toBeVisible();
      await expect(rows(page)).toHaveCount(4);
      const rental = (await api.get(`/api/rentals/${contract.id}`)) as { state: { id: number } };
      expect(rental.state.id).toBe(4);
      const all = await api.payments(contract.id);
      for (const payment of paid) {
        const reversal = all.find((p) => p.reverses === `/api/payments/${payment.id}`);
        expect(reversal?.amount).toBe(-payment.amount);
        await expect(page.getByTestId(`payment-reverses-${reversal!.id}`)).toBeVisible();
      }
      await expect(page.getByTestId('rental-payments-refund')).toHaveCount(0);
      await dismissNotifications(page);
    });

    test('filters the payment list by rental', async () => {
      const one = await createContract(api);
      const other = await createContract(api);
      await payByApi(api, one, [1]);
      await payByApi(api, other, [1, 2]);
      await page.goto('/payments');
      await expect(rows(page).first()).toBeVisible();
      await filterGrid(page, 'payments-grid', 'rental.id', String(other.id));
      await expect(rows(page)).toHaveCount(2);
      for (const row of await rows(page).all()) await expect(row).toContainText(`#${other.id}`);
      expect(new URL(page.url()).searchParams.get('rental.id')).toBe(String(other.id));
      await expect(page.getByTestId('rental-payments-bar')).toContainText(`#${other.id}`);
      // The state is in the URL: back to the whole list.
      await page.goBack();
      await expect(page.getByTestId('rental-payments-bar')).toHaveCount(0);
    });

    test('shows the payment modal, the refund confirmation and the list in six languages', async () => {
      const contract = await createContract(api);
      const [first] = halves(contract.total);
      await payByApi(api, contract, [first]);
      for (const language of languages) {
        await openRentalPayments(page, contract.id);
        await chooseLanguage(page, language);
        await expect(page.getByTestId('page-title')).toHaveText(uiText(language, 'MENU.PAYMENTS'));
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'payment-list');

        await page.getByTestId('rental-payments-pay').click();
        const modal = page.getByRole('dialog', { name: uiText(language, 'PAYMENTS.MODAL_TITLE') });
        await expect(modal.getByTestId('payment-total')).toContainText(/\d/);
        await pickOption(page, 'payment-cash-desk-0', 'Accueil');
        await pickOption(page, 'payment-method-0', 'Espèces');
        await modal.getByTestId('payment-amount-0').fill('1');
        await modal.getByTestId('payment-add-line').click();
        await expect(modal.getByTestId('payment-amount-1')).not.toHaveValue('');
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'payment-modal');
        await modal.getByTestId('payment-cancel').click();
        await expect(modal).toBeHidden();

        await page.getByTestId('rental-payments-refund').click();
        const refund = page.getByRole('dialog', {
          name: uiText(language, 'PAYMENTS.REFUND_TITLE', { id: String(contract.id) }),
        });
        await expect(refund.getByTestId('refund-total')).toBeVisible();
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'payment-refund');
        await refund.getByTestId('refund-cancel').click();
        await expect(refund).toBeHidden();
      }
    });
  });
