import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  type Language,
  languages,
  signIn,
  uiText,
  users,
  waitForAnimations,
} from '../fixtures.ts';
import { uniquePhone, uniqueTag } from './customers-support.ts';

/**
 * Every customers screen and modal in the six languages, kept in e2e/screenshots/<language>/ and
 * checked for untranslated keys. A company with phones, a contact and comments is created first.
 */
const seeded = { individualId: 0, companyId: 0 };

const post = async (api: APIRequestContext, token: string, path: string, data: unknown) => {
  const answer = await api.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { id: number; '@id': string };
};

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const login = await api.post('/api/login', { data: users.admin });
  const { token } = (await login.json()) as { token: string };
  const tag = uniqueTag();
  const individual = await post(api, token, '/api/customers', {
    type: '/api/customer_types/2',
    civility: '/api/civilities/2',
    name: 'Hélène',
    lastname: `Moreau ${tag}`,
    email: `helene.moreau.${tag}@e2e.example`,
    phoneNumber: uniquePhone(),
    city: 'La Rochelle',
    address: '8 quai Duperré',
    birthDate: '1985-04-12',
    language: '/api/languages/1',
  });
  await post(api, token, '/api/comments', {
    comment: 'Rents two e-bikes every summer; prefers the 54 cm frame.',
    customer: individual['@id'],
  });
  const company = await post(api, token, '/api/customers', {
    type: '/api/customer_types/1',
    name: `Vélo Tours Océan ${tag}`,
    email: `bookings.${tag}@e2e.example`,
    city: 'Royan',
    address: '12 boulevard Garnier',
    tradeCompanyRegister: 'RCS Saintes 812 345 678',
    tvaIntracom: 'FR42812345678',
    language: '/api/languages/1',
    phones: [uniquePhone(), uniquePhone()],
  });
  await post(api, token, '/api/contacts', {
    customer: company['@id'],
    civility: '/api/civilities/1',
    firstname: 'Julien',
    lastname: 'Garnier',
    email: `julien.garnier.${tag}@e2e.example`,
    phoneNumber: uniquePhone(),
    function: 'Operations manager',
  });
  await post(api, token, '/api/comments', {
    comment: 'Group bookings for 20 riders in June; invoice at the end of the month.',
    customer: company['@id'],
  });
  seeded.individualId = individual.id;
  seeded.companyId = company.id;
  await api.dispose();
});

const shoot = async (page: Page, language: string, name: string) => {
  // Let the modals' and dropdowns' transitions end before the picture.
  await waitForAnimations(page);
  await expectNoRawKeys(page);
  await keepScreenshot(page, language, name);
};

/** Clicks the n-th option of a segmented control (its labels are translated). */
const segment = (page: Page, testId: string, index: number) =>
  page.getByTestId(testId).locator('label').nth(index).click();

/**
 * Signs the administrator in, in the language, runs the steps, then leaves the administrator in
 * French, as seeded. Each language's screens are three tests (about 10 s each on an idle machine),
 * so that one slow part on a busy machine never spends the budget of all the others.
 */
const inLanguage =
  (language: Language, steps: (page: Page) => Promise<void>) =>
  async ({ page }: { page: Page }) => {
    test.setTimeout(120_000);
    await signIn(page, users.admin);
    await chooseLanguage(page, language);
    await steps(page);
    await chooseLanguage(page, 'fr');
  };

for (const language of languages) {
  test(
    `customers lists and the search-or-create modal in ${language}`,
    inLanguage(language, async (page) => {
      await page.goto('/individual-customers');
      await expect(page.getByTestId('customers-grid').getByTestId('grid-row').first()).toBeVisible();
      await shoot(page, language, 'customers-individuals');
      await page.getByTestId('filter-country').click();
      await expect(page.getByTestId('filter-country-option-FR')).toBeVisible();
      await shoot(page, language, 'customers-country-autocomplete');
      await page.keyboard.press('Escape');
      await page.getByTestId('customers-add').click();
      await page.getByTestId('individual-lastname').fill('x');
      await page.getByTestId('individual-lastname').fill('');
      await page.getByTestId('individual-email').fill('helene@');
      await shoot(page, language, 'customers-individual-add');
      await page.getByTestId('individual-form-cancel').click();
      await page
        .getByTestId('customers-grid')
        .getByTestId('grid-row')
        .first()
        .getByTestId('row-edit')
        .click();
      await expect(page.getByTestId('individual-form')).toBeVisible();
      await shoot(page, language, 'customers-individual-edit');
      await page.getByTestId('individual-form-cancel').click();
      await page
        .getByTestId('customers-grid')
        .getByTestId('grid-row')
        .first()
        .getByTestId('row-delete')
        .click();
      await expect(page.getByTestId('confirm-ok')).toBeVisible();
      await shoot(page, language, 'customers-individual-delete');
      await page.getByTestId('confirm-cancel').click();

      // The search-or-create modal
      await page.getByTestId('customers-find').click();
      await page.getByTestId('own-search-lastname').fill('Morel');
      await page.getByTestId('own-search-submit').click();
      await expect(page.getByTestId('own-results').getByTestId('grid-row').first()).toBeVisible();
      await shoot(page, language, 'customers-picker-own-search');
      await segment(page, 'own-mode', 1);
      await expect(page.getByTestId('individual-form')).toBeVisible();
      await shoot(page, language, 'customers-picker-own-create');
      await segment(page, 'own-kind', 1);
      await expect(page.getByTestId('company-form')).toBeVisible();
      await shoot(page, language, 'customers-picker-own-create-company');
      await page.getByTestId('picker-base-stay').click();
      await page.getByTestId('stay-state-reservation').click();
      await page.getByTestId('stay-lastname').fill('Mu');
      await page.getByTestId('stay-search').click();
      await shoot(page, language, 'customers-picker-stay-form');
      await page.getByTestId('stay-state-present').click();
      await page.getByTestId('stay-lastname').fill('Zelenko');
      await page.getByTestId('stay-search').click();
      await page.getByTestId('stay-result-row').click();
      await expect(page.getByTestId('stay-error')).toBeVisible();
      await shoot(page, language, 'customers-picker-stay-error');
      await page.getByTestId('stay-lastname').fill('den Berg');
      await page.getByTestId('stay-search').click();
      await expect(page.getByTestId('stay-error')).toHaveCount(0);
      await expect(page.getByTestId('stay-result-row').first()).toBeVisible();
      await shoot(page, language, 'customers-picker-stay-results');
      await page.getByTestId('stay-result-row').filter({ hasText: 'Cottage 34' }).click();
      await expect(page.getByTestId('picker-selected')).toBeVisible();
      await shoot(page, language, 'customers-picker-selected');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('picker-selected')).toHaveCount(0);
    }),
  );

  test(
    `an individual customer's details, comment and rentals in ${language}`,
    inLanguage(language, async (page) => {
      await page.goto(`/customers-details/${seeded.individualId}`);
      await expect(page.getByTestId('customer-details')).toBeVisible();
      await expect(page.getByTestId('comment-item')).toHaveCount(1);
      await shoot(page, language, 'customers-individual-details');
      await page.getByTestId('details-edit').click();
      await expect(page.getByTestId('details-edit-form')).toBeVisible();
      await shoot(page, language, 'customers-individual-details-edit');
      await page.getByTestId('details-cancel').click();
      await page.getByTestId('comments-add').click();
      await page.getByTestId('comment-text').fill('x');
      await page.getByTestId('comment-text').fill('');
      await shoot(page, language, 'customers-comment-add');
      await page.getByTestId('comment-close').click();
      await page.goto(`/customers-rentals/${seeded.individualId}`);
      await expect(page.getByTestId('rentals-grid').getByTestId('grid-empty')).toHaveText(
        uiText(language, 'CUSTOMERS.NO_RENTALS'),
      );
      await shoot(page, language, 'customers-individual-rentals');
    }),
  );

  test(
    `company customers, their details and contacts in ${language}`,
    inLanguage(language, async (page) => {
      await page.goto('/company-customers');
      await expect(page.getByTestId('customers-grid').getByTestId('grid-row').first()).toBeVisible();
      await shoot(page, language, 'customers-companies');
      await page.getByTestId('customers-add').click();
      await page.getByTestId('company-phones-row-0').fill('0612345678');
      await shoot(page, language, 'customers-company-add');
      await page.getByTestId('company-form-cancel').click();

      await page.goto(`/company-details/${seeded.companyId}`);
      await expect(page.getByTestId('contact-row')).toHaveCount(1);
      await shoot(page, language, 'customers-company-details');
      await page.getByTestId('details-edit').click();
      await expect(page.getByTestId('details-edit-form')).toBeVisible();
      await shoot(page, language, 'customers-company-details-edit');
      await page.getByTestId('details-cancel').click();
      await page.getByTestId('contacts-add').click();
      await shoot(page, language, 'customers-contact-add');
      await page.getByTestId('contact-form-cancel').click();
      await page.getByTestId('contact-edit').click();
      await expect(page.getByTestId('contact-lastname')).toHaveValue('Garnier');
      await shoot(page, language, 'customers-contact-edit');
      await page.getByTestId('contact-form-cancel').click();
      await page.getByTestId('contact-delete').click();
      await expect(page.getByTestId('confirm-ok')).toBeVisible();
      await shoot(page, language, 'customers-contact-delete');
      await page.getByTestId('confirm-cancel').click();
      await page.getByTestId('details-delete').click();
      await expect(page.getByTestId('delete-refused-message')).toBeVisible();
      await shoot(page, language, 'customers-company-delete-refused');
      await page.getByTestId('delete-refused-ok').click();
      await page.goto(`/company-rentals/${seeded.companyId}`);
      await expect(page.getByTestId('rentals-grid').getByTestId('grid-empty')).toHaveText(
        uiText(language, 'CUSTOMERS.NO_RENTALS'),
      );
      await shoot(page, language, 'customers-company-rentals');
    }),
  );
}
