import { expect, type Page, test } from '@playwright/test';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  languages,
  signIn,
  users,
  waitForAnimations,
} from '../fixtures.ts';
import {
  type Api,
  apiAs,
  createUserByApi,
  firstSiteIri,
  mailedLinkPath,
  members,
  uniqueSuffix,
} from './users-support.ts';

/**
 * The screens and modals of users, profiles, features, the mail outbox, the own profile and the
 * account pages, in the six languages: kept in e2e/screenshots/<language>/ and checked for
 * untranslated keys left on screen.
 */
let initializePath = '';
let adminId = 0;
let adminLanguage = '/api/languages/1';
/** A user linked to a site (editing one crashed the whole app: issue 9). */
let linkedUser = { id: 0, username: '' };

const shoot = async (page: Page, language: string, name: string) => {
  // Let the modals' and dropdowns' transitions end before the picture.
  await waitForAnimations(page);
  await expectNoRawKeys(page);
  await keepScreenshot(page, language, name);
};

/** Closes the open notifications, which stay until clicked. */
const closeNotifications = async (page: Page) => {
  for (const notification of await page.locator('[data-testid^="notification-"]').all()) {
    await notification.click().catch(() => {});
  }
};

test.beforeAll(async ({ request }) => {
  const admin: Api = await apiAs(request, users.admin);
  const suffix = uniqueSuffix();
  const site = await firstSiteIri(admin);
  // A user awaiting confirmation, whose mailed link shows the initialize-password page.
  const shot = await createUserByApi(admin, {
    username: `shot.${suffix}`,
    email: `shot.${suffix}@velodesk.example`,
    profile: '/api/profiles/4',
    destinations: [site],
  });
  const sent = await admin.send('POST', `/api/mail/send_account_confirmation/${shot.id}`);
  expect(sent.status).toBe(200);
  initializePath = await mailedLinkPath(admin, `shot.${suffix}`, 'account_confirmation');
  linkedUser = { id: Number(shot.id), username: String(shot.username) };
  const found = await admin.get('/api/users?username=admin');
  const record = members(found.body)[0] as { id: number; language: { '@id': string } | null } | undefined;
  adminId = record?.id ?? 0;
  adminLanguage = record?.language?.['@id'] ?? adminLanguage;
});

test.afterAll(async ({ request }) => {
  // Leave the demo administrator in the language they had.
  const admin = await apiAs(request, users.admin);
  if (adminId) await admin.send('PATCH', `/api/users/${adminId}`, { language: adminLanguage });
});

test('edits a user linked to a site, the app and its destinations intact', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, users.admin);
  await chooseLanguage(page, 'en');
  await page.goto('/user-management');
  await expect(page.getByTestId('users-grid').getByTestId('grid-row').first()).toBeVisible();
  await page.getByTestId('user-filter-id').fill(String(linkedUser.id));
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/users' &&
      new URL(response.url()).searchParams.get('id') === String(linkedUser.id),
  );
  await page.getByTestId('user-filter-validate').click();
  await answer;
  await page.getByTestId(`user-edit-${linkedUser.id}`).click();
  const modal = page.getByRole('dialog', { name: `Edit the user ${linkedUser.username}` });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('user-destination-pill')).toHaveCount(1);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await page.getByTestId('user-cancel').click();
  await expect(modal).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const language of languages) {
  test(`users screens in ${language}`, async ({ page }) => {
    // Account pages reached from mailed links.
    await page.goto('/account/reset_password/not-a-real-token');
    await chooseLanguage(page, language);
    await expect(page.getByTestId('invalid-link')).toBeVisible();
    await shoot(page, language, 'reset-password-invalid-link');
    await page.goto(initializePath);
    await expect(page.getByTestId('new-password-form')).toBeVisible();
    await page.getByTestId('new-password').fill('velo2026');
    await page.getByTestId('new-password').blur();
    await shoot(page, language, 'initialize-password');

    await page.goto('/account/login');
    await signIn(page, users.admin);
    await chooseLanguage(page, language);

    // User management, its modals and the delete confirmation.
    await page.goto('/user-management');
    await expect(page.getByTestId('users-grid').getByTestId('grid-row').first()).toBeVisible();
    await shoot(page, language, 'user-management');
    await page.getByTestId('user-filter-destination').click();
    await expect(page.getByTestId('user-filter-destination-option').first()).toBeVisible();
    await shoot(page, language, 'user-filter-destinations');
    await page.keyboard.press('Escape');
    await page.getByTestId('user-filter-id').click();

    await page.getByTestId('user-add').click();
    await expect(page.getByTestId('user-modal')).toBeVisible();
    await page.getByTestId('user-username').fill('admin');
    await page.getByTestId('user-password').fill('velo2026');
    await page.getByTestId('user-firstName').click();
    await expect(page.getByTestId('password-rule')).toBeVisible();
    await expect(page.getByTestId('user-modal').locator('.mantine-InputWrapper-error')).toHaveCount(3);
    await shoot(page, language, 'user-modal-add');
    await page.getByTestId('user-cancel').click();
    await expect(page.getByTestId('user-modal')).toBeHidden();

    const editable = page.locator('[data-testid^="user-edit-"]:not([disabled])').first();
    await editable.click();
    await expect(page.getByTestId('user-modal')).toBeVisible();
    await expect(page.getByTestId('user-destination-pill').first()).toBeVisible();
    await shoot(page, language, 'user-modal-edit');
    await page.getByTestId('user-cancel').click();

    await page.locator('[data-testid^="user-password-"]:not([disabled])').first().click();
    await expect(page.getByTestId('user-password-modal')).toBeVisible();
    await page.getByTestId('user-new-password').fill('Velo2026');
    await shoot(page, language, 'user-password-modal');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('user-password-modal')).toBeHidden();

    await page.locator('[data-testid^="user-delete-"]:not([disabled])').first().click();
    await expect(page.getByTestId('confirm-ok')).toBeVisible();
    await shoot(page, language, 'user-delete-confirm');
    await page.getByTestId('confirm-cancel').click();
    await expect(page.getByTestId('confirm-ok')).toBeHidden();

    // Profiles, their modal and the feature-access checklist.
    await page.getByTestId('settings-sidebar-profile-management').click();
    await expect(page.getByTestId('profiles-grid').getByTestId('grid-row').first()).toBeVisible();
    await shoot(page, language, 'profile-management');
    await page.getByTestId('profile-add').click();
    await expect(page.getByTestId('profile-modal')).toBeVisible();
    await page.getByTestId('profile-modal-name').fill('x');
    await page.getByTestId('profile-modal-name').fill('');
    await shoot(page, language, 'profile-modal');
    await page.keyboard.press('Escape');
    await page.getByTestId('profile-access-3').click();
    await expect(page.getByTestId('feature-access-planning')).toBeVisible();
    await shoot(page, language, 'feature-access-modal');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('feature-access-modal')).toBeHidden();

    // Features and their modal.
    await page.getByTestId('settings-sidebar-feature-management').click();
    await expect(page.getByTestId('features-grid').getByTestId('grid-row').first()).toBeVisible();
    await shoot(page, language, 'feature-management');
    await page.getByTestId('feature-edit-1').click();
    await expect(page.getByTestId('feature-modal')).toBeVisible();
    await shoot(page, language, 'feature-modal');
    await page.keyboard.press('Escape');

    // The mail outbox and its reader.
    await page.getByTestId('settings-sidebar-outbox').click();
    await expect(page.getByTestId('outbox-grid').getByTestId('grid-row').first()).toBeVisible();
    await shoot(page, language, 'outbox');
    await page.getByTestId('outbox-grid').getByTestId('grid-row').first().click();
    await expect(page.getByTestId('outbox-reader')).toBeVisible();
    await shoot(page, language, 'outbox-reader');
    await page.keyboard.press('Escape');

    // The own profile with its two forms, the password one showing its inline error.
    await closeNotifications(page);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-profile').click();
    await expect(page.getByTestId('own-profile-form')).toBeVisible();
    await page.getByTestId('profile-password').fill('velo');
    await page.getByTestId('profile-password').blur();
    await expect(page.getByTestId('own-password-form').locator('.mantine-InputWrapper-error')).toHaveCount(1);
    await shoot(page, language, 'user-profile-forms');
  });
}
