import { type Browser, expect, type Page, test } from '@playwright/test';
import { RentalState } from '@velodesk/contract/ids';
import { chooseLanguage, expectNoRawKeys, keepScreenshot, signIn, users } from '../fixtures.ts';
import { siteDay, useSiteNightClock } from '../support/site-day.ts';
import { apiOf, createCustomer } from './payments-support.ts';

/**
 * Deposits (issue 24) when a NEW contract starts in the rental editor (`/rental/contract?edit=false`):
 * with a default deposit of 225 € per bike of a range on the counter's site (set through the API,
 * deleted at the end), a counter makes a contract of two bikes of that range on the site's today;
 * the save asks for the deposit in the deposit form (450 € by card imprint with its reference), and
 * the contract is in progress holding its 450 € deposit.
 */

interface Group {
  priceAvailable: boolean;
  range: { id: number; name: string };
  availableProducts: Array<{ id: number; internalNumber: string }>;
  declinationPricingModels: Array<{ pricingType: { id: number }; error: string | null }>;
}

/** The editor's default pricing type of a new rental (PricingType.external). */
const externalPricing = 2;

test.describe('deposit of a new contract', () => {
  test.describe.configure({ mode: 'serial' });
  let counter: Page;
  let manager: Page;
  let ruleId = 0;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    manager = await browser.newPage();
    await signIn(manager, users.admin);
    counter = await browser.newPage();
    await useSiteNightClock(counter);
    await signIn(counter, users.counter);
  });
  test.afterAll(async () => {
    // Other specs start contracts without a deposit: the rule goes.
    if (ruleId) await (await apiOf(manager)).delete(`/api/deposit_rules/${ruleId}`);
    await counter.close();
    await manager.close();
  });

  test('a counter creates a contract of two bikes: the save asks for the 450 € deposit, taken by card imprint', async () => {
    const api = await apiOf(counter);
    // The counter's current site, and two bikes of one range free from today 08:00 to tomorrow 08:00
    // (the editor's default period of a new rental, on the site's days).
    const [settings] = (await api.get('/api/settings_users?user.username=counter'))['hydra:member'] as Array<{
      site: { id: number };
    }>;
    const siteId = settings!.site.id;
    const start = siteDay();
    const groups = (await api.get(
      `/api/products/available_for_reservation?searchStartDate=${start}T08:00:00&searchEndDate=${siteDay(1)}T07:59:59`,
    )) as { 'hydra:member'?: unknown[] } | unknown[];
    const list = (Array.isArray(groups) ? groups : (groups['hydra:member'] ?? [])) as Group[];
    const bikes = list.find(
      (g) =>
        g.priceAvailable &&
        ['électrique', 'musculaire'].includes(g.range.name) &&
        g.availableProducts.length >= 2 &&
        g.declinationPricingModels.some((m) => m.pricingType.id === externalPricing && m.error === null),
    );
    expect(bikes, 'two available bikes of one model, priced').toBeDefined();
    const [first, second] = bikes!.availableProducts;

    // 225 € per bike of the range on the counter's site, set by a manager.
    const rule = (await (
      await apiOf(manager)
    ).post('/api/deposit_rules', {
      site: `/api/sites/${siteId}`,
      range: `/api/ranges/${bikes!.range.id}`,
      amount: 225,
    })) as { id: number };
    ruleId = rule.id;

    // A customer of this run, found in the picker by its own (unique) last name.
    const customer = await createCustomer(api);

    await chooseLanguage(counter, 'en');
    await counter.goto('/rental/contract?edit=false');
    await expect(counter.getByTestId('rental-start-date')).toHaveValue(start);

    // The customer, from the picker.
    await counter.getByTestId('search-customer').click();
    const customerPicker = counter.getByTestId('customer-picker');
    await customerPicker.getByTestId('own-search-lastname').fill(customer.lastname);
    await customerPicker.getByTestId('own-search-submit').click();
    await customerPicker.getByTestId('own-results').getByTestId('grid-row').first().click();
    await customerPicker.getByTestId('picker-validate').click();
    await expect(counter.getByTestId('rental-customer')).toContainText(customer.lastname);

    // Two bikes, by their numbers.
    const picker = counter.getByRole('dialog').filter({ has: counter.getByTestId('picker-submit') });
    for (const product of [first!, second!]) {
      await counter.getByTestId('rental-add-product').click();
      await expect(picker).toBeVisible();
      await picker.getByTestId('picker-number').fill(product.internalNumber);
      await picker.getByTestId('picker-search').click();
      await expect(picker.getByTestId('picker-result-id')).toHaveText(String(product.id));
      await picker.getByTestId('picker-submit').click();
      await expect(picker).toBeHidden();
      await expect(
        counter.locator(`[data-testid="product-line"][data-product-id="${product.id}"]`),
      ).toBeVisible();
    }

    // The save is refused without the deposit: the deposit form asks for it, nothing is created.
    // Asked in French first, cancelled (the contract does not start), then asked again in English.
    const form = counter.getByRole('dialog').filter({ has: counter.getByTestId('deposit-take-submit') });
    for (const language of ['fr', 'en'] as const) {
      await chooseLanguage(counter, language);
      const refused = counter.waitForResponse(
        (r) => r.url().endsWith('/api/contracts') && r.request().method() === 'POST',
      );
      await counter.getByTestId('rental-save').click();
      expect((await refused).status()).toBe(409);
      await expect(form).toBeVisible();
      await expect(counter.getByTestId('deposit-take-submit')).toBeDisabled();
      await expect(counter.getByTestId('deposit-form')).toHaveValue(
        language === 'fr' ? 'Empreinte de carte' : 'Card imprint',
      );
      // The form knows what the site's rules require of these two bikes, and proposes it.
      await expect(counter.getByTestId('deposit-amount')).toHaveValue('450 €');
      await expect(form).toContainText(language === 'fr' ? '450,00' : '450.00');
      await counter.getByTestId('deposit-reference').fill('EMP-NEW-0450');
      await expect(counter.getByTestId('deposit-take-submit')).toBeEnabled();
      await expectNoRawKeys(counter);
      await keepScreenshot(counter, language, 'deposit-new-contract-modal');
      if (language === 'en') break;
      await form.getByRole('button', { name: 'Annuler' }).click();
      await expect(form).toBeHidden();
    }

    const created = counter.waitForResponse(
      (r) => r.url().endsWith('/api/contracts') && r.request().method() === 'POST',
    );
    await counter.getByTestId('deposit-take-submit').click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await expect(form).toBeHidden();
    // Without a stay the contract is paid next: its payment modal opens, closed here.
    await expect(counter.getByTestId('payment-validate')).toBeVisible();
    await counter.keyboard.press('Escape');
    await expect(counter).toHaveURL(new RegExp(`/rental/contract\\?edit=true&id=${id}$`));

    const contract = (await api.get(`/api/rentals/${id}`)) as {
      state: { id: number };
      bail: string;
      amountBail: number;
      products: unknown[];
    };
    expect(contract).toMatchObject({ state: { id: RentalState.inProgress }, bail: 'held', amountBail: 450 });
    expect(contract.products).toHaveLength(2);
    const deposit = (await api.get(`/api/rentals/${id}/deposit`)) as Record<string, unknown>;
    expect(deposit).toMatchObject({
      state: 'held',
      form: 'card_imprint',
      reference: 'EMP-NEW-0450',
      amountRequired: 450,
      amountTaken: 450,
    });
  });
});
