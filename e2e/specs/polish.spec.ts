import { expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  type Language,
  signIn,
  uiText,
  users,
  waitForAnimations,
} from '../fixtures.ts';
import {
  apiGet,
  dialogNamed,
  dismissNotifications,
  expectDialog,
  pickOption,
  waitForGrid,
} from './settings-helpers.ts';
import { apiAs, createUserByApi, uniqueSuffix } from './users-support.ts';

/**
 * Issue 16, the polish of the built screens, walked in French, German and Russian: what a counter
 * employee tripped over, each checked where a user sees it, and kept as polish-*.png screenshots.
 */
const shownLanguages: readonly Language[] = ['fr', 'de', 'ru'];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const shoot = async (page: Page, language: Language, name: string) => {
  await waitForAnimations(page);
  await expectNoRawKeys(page);
  await keepScreenshot(page, language, `polish-${name}`);
};

/** Every element of the locator shows its whole text on one line (not cut, not wrapped). */
const expectOnOneLine = async (page: Page, selector: string) => {
  const problems = await page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => {
        const html = element as HTMLElement;
        const lineHeight = Number.parseFloat(getComputedStyle(html).lineHeight) || 20;
        const cut = html.scrollWidth > html.clientWidth + 1;
        const wrapped = html.getBoundingClientRect().height > lineHeight * 1.5;
        return cut || wrapped ? html.textContent : null;
      })
      .filter(Boolean),
  );
  expect(problems, `cut or wrapped: ${selector}`).toEqual([]);
};

test.describe('the polish of the screens, as admin', () => {
  test.describe.configure({ timeout: 240_000 });

  test('menus, sidebar, fleet, users and lists in French, German and Russian', async ({ page, request }) => {
    // A user of this run to duplicate (the demo users stay as they are for the other specs).
    const original = String(
      (
        await createUserByApi(await apiAs(request, users.admin), {
          username: `polish.${uniqueSuffix()}`,
          email: `polish.${uniqueSuffix()}@velodesk.example`,
          profile: '/api/profiles/4',
        })
      ).username,
    );
    await signIn(page, users.admin);
    const existing = (await apiGet(request, page, '/api/pricings?itemsPerPage=1&order[id]=asc'))[
      'hydra:member'
    ][0];

    for (const language of shownLanguages) {
      await chooseLanguage(page, language);
      const text = (key: string, values: Record<string, string> = {}) => uiText(language, key, values);

      // The cog menu: every entry shows, taxes among them, none hidden below the fold.
      await page.goto('/home');
      await expect(page.getByTestId('home-shortcut-taxes')).toBeVisible();
      await shoot(page, language, 'home');
      await page.getByTestId('menu-settings').click();
      const cog = page.getByTestId('menu-settings-dropdown');
      await expect(cog.getByTestId('menu-taxes')).toBeVisible();
      await expect(cog.getByTestId('menu-outbox')).toBeInViewport();
      await expect(cog.getByTestId('menu-taxes')).toHaveText(text('MENU.TAXES'));
      await shoot(page, language, 'cog-menu');
      await page.keyboard.press('Escape');

      // The settings sidebar: each label whole, on one line.
      await page.goto('/site-settings');
      await expect(page.getByTestId('settings-sidebar')).toBeVisible();
      await expect(page.getByTestId('settings-sidebar-taxes')).toBeVisible();
      await expectOnOneLine(page, '[data-testid="settings-sidebar"] .mantine-NavLink-label');
      await shoot(page, language, 'settings-sidebar');

      // Fleet: badges whole in their cells; the status change shows old → new.
      await page.goto('/fleet');
      await waitForGrid(page, 'products-grid');
      await expectOnOneLine(page, '[data-testid="products-grid"] .mantine-Badge-label');
      await shoot(page, language, 'fleet');
      const row = page
        .getByTestId('products-grid')
        .getByTestId('grid-row')
        .filter({ has: page.locator('[data-status="2"]') })
        .first();
      await row.locator('[data-testid^="product-status-"]').click();
      await expectDialog(page, text('FLEET.CHANGE_STATUS_TITLE'));
      await expect(page.getByTestId('status-from')).toContainText(text('FLEET.STATUS.AVAILABLE'));
      await expect(page.getByTestId('status-arrow')).toBeVisible();
      await expect(page.getByTestId('status-to')).toContainText(text('FLEET.STATUS_TO_CHOOSE'));
      await pickOption(page, 'status-new', text('FLEET.STATUS.OUT_OF_SERVICE'));
      await expect(page.getByTestId('status-to')).toContainText(text('FLEET.STATUS.OUT_OF_SERVICE'));
      await expectOnOneLine(page, '[data-testid="status-change"] .mantine-Badge-label');
      await shoot(page, language, 'fleet-status-change');
      await page.getByTestId('status-cancel').click();

      // Models: the type in the interface language, never the stored code.
      await page.goto('/fleet');
      await page.getByTestId('fleet-tab-models').click();
      await expect(page.getByTestId('models-panel')).toBeVisible();
      const types = await page.getByTestId('model-type').allTextContents();
      expect(types.length).toBeGreaterThan(0);
      expect(types).not.toContain('bike');
      expect(types).not.toContain('accessory');
      expect(types).toContain(text('FLEET.MODELS.TYPES.BIKE'));
      await shoot(page, language, 'fleet-models');

      // Users: the username column, the duplicate asks first.
      await page.goto('/user-management');
      await waitForGrid(page, 'users-grid');
      await expect(page.getByTestId('grid-header-username')).toContainText(text('USERS.USERNAME'));
      const originalRow = page
        .getByTestId('users-grid')
        .getByTestId('grid-row')
        .filter({
          has: page.getByTestId(/^user-username-/).getByText(original, { exact: true }),
        });
      await originalRow.locator('[data-testid^="user-duplicate-"]').click();
      await expectDialog(page, text('USERS.CLONE_TITLE'));
      await expect(dialogNamed(page, text('USERS.CLONE_TITLE'))).toContainText(original);
      await shoot(page, language, 'user-duplicate-confirm');
      if (language === 'fr') {
        await page.getByTestId('confirm-ok').click();
        await expect(page.getByTestId('notification-success')).toContainText(`${original}_clone`);
        await dismissNotifications(page);
        await expect(
          page.getByTestId(/^user-username-/).getByText(`${original}_clone`, { exact: true }),
        ).toBeVisible();
        const clones = await apiGet(request, page, `/api/users?username=${original}_clone`);
        expect(clones['hydra:member'][0]).toMatchObject({ email: null, activated: false });
      } else {
        await page.getByTestId('confirm-cancel').click();
      }
      await shoot(page, language, 'users');

      // Pricings: the clash with an existing pricing shows while choosing, once, on its fields.
      await page.goto('/pricings');
      await pickOption(page, 'pricing-filter-company', existing.company.corporateName);
      await pickOption(
        page,
        'pricing-filter-declination',
        `${existing.declination.range.name} - ${existing.declination.model} - ${existing.declination.size}`,
      );
      await page.getByTestId('pricing-filter-validate').click();
      await page.getByTestId('pricing-add').click();
      await expectDialog(page, text('PRICINGS.ADD_TITLE'));
      await pickOption(
        page,
        'pricing-type',
        text(existing.pricingType.id === 1 ? 'PRICINGS.TYPE_STANDARD' : 'PRICINGS.TYPE_EXTERNAL'),
      );
      const isHalfDay = existing.durationType.id === 1;
      await pickOption(
        page,
        'pricing-duration-type',
        text(isHalfDay ? 'PRICINGS.DURATION_HALF_DAY' : 'PRICINGS.DURATION_DAY'),
      );
      if (!isHalfDay) await page.getByTestId('pricing-duration').fill(String(existing.duration));
      await page.getByTestId('pricing-price').fill('12');
      await expect(page.getByText(text('PRICINGS.ERRORS.SAME_PRICING'))).toHaveCount(0);
      await pickOption(
        page,
        'pricing-tax-rule',
        new RegExp(`^${escapeRegExp(existing.taxRule.description)}`),
      );
      await expect(page.getByText(text('PRICINGS.ERRORS.SAME_PRICING'))).toHaveCount(1);
      for (const field of ['pricing-type', 'pricing-duration-type', 'pricing-duration', 'pricing-tax-rule']) {
        await expect(page.getByTestId(field)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.getByTestId('pricing-submit')).toBeDisabled();
      await shoot(page, language, 'pricing-clash');
      await page.getByTestId('pricing-cancel').click();

      // Company customers: phones on one line, cut texts in full on hover, widths kept from page to page.
      await page.goto('/company-customers');
      await waitForGrid(page, 'customers-grid');
      const firstCell = page
        .getByTestId('customers-grid')
        .getByTestId('grid-row')
        .first()
        .locator('td')
        .first();
      await firstCell.hover();
      await shoot(page, language, 'companies');
      const headerWidths = () =>
        page
          .getByTestId('customers-grid')
          .locator('th')
          .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
      const before = await headerWidths();
      await page.getByTestId('customers-grid').getByTestId('grid-page-2').click();
      await expect(page.getByTestId('grid-range')).toContainText('26');
      expect(await headerWidths()).toEqual(before);
      const companies = await apiGet(request, page, '/api/customers?type.id=1&itemsPerPage=1&order[id]=asc');
      await page.goto(`/company-details/${companies['hydra:member'][0].id}`);
      await expect(page.getByTestId('detail-phones')).toBeVisible();
      await expectOnOneLine(page, '[data-testid="detail-phones"] .mantine-Badge-label');
      await shoot(page, language, 'company-details');
    }
  });
});

test.describe('the polish of the screens, as counter', () => {
  test.describe.configure({ timeout: 180_000 });

  test('access notices, the stay search and the creation of a customer', async ({ page }) => {
    await signIn(page, users.counter);
    for (const language of shownLanguages) {
      await chooseLanguage(page, language);
      const text = (key: string, values: Record<string, string> = {}) => uiText(language, key, values);

      // A page the counter may not open: a notice, then home; an export by URL too.
      await page.goto('/fleet');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('notification-warning')).toContainText(
        text('SHELL.ROUTE_REFUSED_PAGE', { page: text('MENU.FLEET') }),
      );
      await shoot(page, language, 'access-refused');
      await dismissNotifications(page);
      await page.goto('/invoice-export');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('notification-warning')).toContainText(text('MENU.INVOICE_EXPORT'));
      await expect(page.getByTestId('page-title')).toBeVisible();
      await dismissNotifications(page);

      // The stay search: reservation after a present search drops the results, no early errors.
      await page.goto('/individual-customers');
      await page.getByTestId('customers-find').click();
      await expect(page.getByTestId('customer-picker').getByTestId('own-panel')).toBeVisible();
      await page.getByTestId('picker-base-stay').click();
      await page.getByTestId('stay-lastname').fill('Martin');
      await page.getByTestId('stay-search').click();
      await expect(page.getByTestId('stay-result-row')).toHaveCount(1);
      await page.getByTestId('stay-state-reservation').click();
      await expect(page.getByTestId('stay-result-row')).toHaveCount(0);
      await expect(page.getByTestId('stay-start')).toBeVisible();
      await expect(page.getByText(text('CUSTOMERS.STAY_DATE_REQUIRED'))).toHaveCount(0);
      await page.getByTestId('stay-start').fill('2026-07-10');
      await page.getByTestId('stay-end').fill('2026-07-05');
      await page.getByTestId('stay-end').blur();
      await expect(page.getByText(text('CUSTOMERS.STAY_END_BEFORE_START'))).toBeVisible();
      await expect(page.getByTestId('stay-end')).toHaveValue('2026-07-05');
      await expect(page.getByTestId('stay-end')).toHaveAttribute(
        'placeholder',
        text('FORM.DATE_PLACEHOLDER'),
      );
      await shoot(page, language, 'stay-search');
      await page.keyboard.press('Escape');
    }
  });
});
