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
import { useSiteNightClock } from '../support/site-day.ts';
import { apiAsUser, apiOf, createContract } from './payments-support.ts';
import {
  at,
  createRental,
  createStayContract,
  type OwnRental,
  type StayGuest,
  stayGuest,
} from './rentals-support.ts';
import { type Api, apiAs } from './users-support.ts';

/**
 * The contract and reservation page (docs/decisions/rental-editor.md) on rentals the spec makes
 * through the API on the counter's site (Les Pins Dorés, rentals-support.ts): a reservation of two
 * products starting today without a stay (migrating it asks a payment first), a contract in
 * progress with a stay for a guest of the stay-system simulator with the explorer level, and a
 * contract that is changed then cancelled (payments-support.ts createContract).
 */

let reservation: OwnRental;
let stayContract: OwnRental;
let guest: StayGuest;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const api = await apiAsUser(context.request, users.counter);
    // Starting today (it may become a contract), free products, a customer of its own.
    reservation = await createRental(api, 'reservation', {
      start: at(0, '08:00'),
      end: at(2, '19:00'),
      count: 2,
    });
    guest = await stayGuest(api, 1040, { explorer: true });
    stayContract = await createStayContract(api, guest, 2);
  } finally {
    await context.close();
  }
});

interface RentalBody {
  id: number;
  rentalType: { id: number };
  state: { id: number };
  products: { id: number; product: { id: number; internalNumber: string } }[];
}

const rentalOf = async (api: Api, id: number) => {
  const answer = await api.get(`/api/rentals/${id}`);
  expect(answer.status).toBe(200);
  return answer.body as RentalBody;
};
const statusOf = async (api: Api, productId: number) => {
  const answer = await api.get(`/api/products/${productId}`);
  expect(answer.status).toBe(200);
  return (answer.body as { status: { id: number } }).status.id;
};

/** Picks the first option of a Mantine select. */
const pickFirst = async (page: Page, testId: string) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option').first().click();
};

test.describe('rental page', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(({ page }) => useSiteNightClock(page));

  test('a reservation made for today becomes a contract, paid first, then closes with one bike unavailable', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, users.counter);
    const id = reservation.id;
    const before = await rentalOf(api, id);
    expect(before.rentalType.id).toBe(2);
    expect(before.products).toHaveLength(2);
    await signIn(page, users.counter);
    await chooseLanguage(page, 'en');
    await page.goto(`/rental/reservation?edit=true&id=${id}&migrate=true`);
    await expect(page.getByTestId('rental-page-title')).toHaveText(
      uiText('en', 'RENTAL_EDIT.TITLE.RESERVATION', { id: String(id) }),
    );
    await expect(page.getByTestId('product-line')).toHaveCount(before.products.length);
    await expect(page.getByTestId('migrate-block')).toBeVisible();
    await expect(page.getByTestId('rental-save')).toBeEnabled();

    // Unpaid and without a stay: the payment comes first, then the migration.
    await page.getByTestId('migrate-validate').click();
    const payment = page.getByRole('dialog').filter({ has: page.getByTestId('payment-cash-desk-0') });
    await expect(payment).toBeVisible();
    await pickFirst(page, 'payment-cash-desk-0');
    await pickFirst(page, 'payment-method-0');
    await expect(page.getByTestId('payment-validate')).toBeEnabled();
    await page.getByTestId('payment-validate').click();
    await expect(page).toHaveURL(new RegExp(`/rental/contract\\?edit=true&id=${id}$`));
    await expect(page.getByTestId('rental-page-title')).toHaveText(
      uiText('en', 'RENTAL_EDIT.TITLE.CONTRACT', { id: String(id) }),
    );
    const contract = await rentalOf(api, id);
    expect([contract.rentalType.id, contract.state.id]).toEqual([1, 2]);

    // Close it: the first product back available, the second set unavailable.
    await expect(page.getByTestId('close-contract')).toBeEnabled();
    await page.getByTestId('close-contract').click();
    const close = page.getByTestId('close-contract-modal');
    await expect(close.getByTestId('close-product')).toHaveCount(contract.products.length);
    const [kept, broken] = contract.products;
    await close
      .locator(`[data-product-id="${broken!.product.id}"]`)
      .getByTestId('close-status-unavailable')
      .click();
    await close
      .locator(`[data-product-id="${broken!.product.id}"]`)
      .getByTestId('close-comment')
      .fill('Flat tyre');
    await close.getByTestId('close-contract-submit').click();
    await expect(close).toBeHidden();
    await expect(page.getByTestId('rental-read-only')).toBeVisible();
    await expect(page.getByTestId('rental-save')).toHaveCount(0);
    await expect(page.getByTestId('close-contract')).toHaveCount(0);
    expect((await rentalOf(api, id)).state.id).toBe(3);
    expect(await statusOf(api, kept!.product.id)).toBe(2);
    expect(await statusOf(api, broken!.product.id)).toBe(4);
  });

  test('a contract change is confirmed before it is saved, then the contract is cancelled', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request, users.counter);
    await signIn(page, users.counter);
    await chooseLanguage(page, 'en');
    // A contract of this spec (its own customer, one product, far from the demo rentals).
    const { id } = await createContract(await apiOf(page));
    const before = await rentalOf(api, id);
    expect([before.rentalType.id, before.state.id]).toEqual([1, 2]);
    await page.goto(`/rental/contract?edit=true&id=${id}`);
    await expect(page.getByTestId('rental-page-title')).toHaveText(
      uiText('en', 'RENTAL_EDIT.TITLE.CONTRACT', { id: String(id) }),
    );
    await expect(page.getByTestId('line-amount').first()).not.toHaveText('—');
    await page.getByTestId('rental-discount').fill('5');
    await expect(page.getByTestId('price-discount')).toBeVisible();
    const shownTotal = await page.getByTestId('price-incl-tax').innerText();
    await page.getByTestId('rental-save').click();
    const edition = page.getByRole('dialog', {
      name: uiText('en', 'RENTAL_EDIT.EDITION.TITLE', { id: String(id) }),
    });
    await expect(edition.getByTestId('edition-amount')).toContainText(shownTotal);
    await edition.getByTestId('edition-confirm').click();
    await expect(edition).toBeHidden();
    await expect(
      page.getByText(uiText('en', 'RENTAL_EDIT.NOTIFY.CONTRACT_SAVED', { id: String(id) })),
    ).toBeVisible();
    const saved = (await api.get(`/api/rentals/${id}`)).body as {
      discount: number;
      allTaxesIncludedAmount: number;
    };
    expect(saved.discount).toBe(5);
    // Compared as numbers: the screen shows 49.40 for the API's 49.4.
    expect(Number(shownTotal.replace(/[^0-9.]/g, ''))).toBe(saved.allTaxesIncludedAmount);

    await page.getByTestId('cancel-contract').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page).toHaveURL(/\/rentals$/);
    expect((await rentalOf(api, id)).state.id).toBe(4);
  });

  test('screens in six languages', async ({ page }) => {
    test.setTimeout(180_000);
    const { id } = stayContract;
    await signIn(page, users.counter);
    for (const language of languages) {
      await chooseLanguage(page, language);
      await page.goto(`/rental/contract?edit=true&id=${id}`);
      await expect(page.getByTestId('rental-page-title')).toHaveText(
        uiText(language, 'RENTAL_EDIT.TITLE.CONTRACT', { id: String(id) }),
      );
      await expect(page.getByTestId('customer-name')).toHaveText(
        `${guest.customer.name} ${guest.customer.lastname}`,
      );
      await expect(page.getByTestId('explorer-badge')).toBeVisible();
      await expect(page.getByTestId('stay-link')).toHaveText(guest.stayId);
      await expect(page.getByTestId('line-amount').first()).not.toHaveText('—');
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'rental-page');

      await page.getByTestId('rental-discount').fill('10');
      await page.getByTestId('rental-save').click();
      const edition = page.getByRole('dialog', {
        name: uiText(language, 'RENTAL_EDIT.EDITION.TITLE', { id: String(id) }),
      });
      await expect(edition).toBeVisible();
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'rental-edition-confirm');
      await edition.getByTestId('edition-cancel').click();
      await expect(edition).toBeHidden();

      await page.reload();
      await page.getByTestId('close-contract').click();
      const close = page.getByRole('dialog', {
        name: uiText(language, 'RENTAL_EDIT.CLOSE.TITLE', { id: String(id) }),
      });
      await expect(close.getByTestId('close-product').first()).toBeVisible();
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'rental-close-contract');
      await close.getByRole('button', { name: uiText(language, 'RENTAL_EDIT.ACTIONS.CANCEL') }).click();
      await expect(close).toBeHidden();

      await page.goto('/calendar');
      await page.getByTestId('planning-add').click();
      const modal = page.getByRole('dialog', { name: uiText(language, 'RENTAL_EDIT.TITLE.NEW_RESERVATION') });
      await expect(modal.getByTestId('reservation-save')).toBeDisabled();
      await modal.getByTestId('line-product').click();
      await page.getByRole('option').first().click();
      await expect(modal.getByTestId('rental-quantity')).toHaveValue('1');
      await expectNoRawKeys(page);
      await keepScreenshot(page, language, 'rental-reservation-modal');
      await modal.getByTestId('reservation-close').click();
      await expect(modal).toBeHidden();
    }
  });
});
