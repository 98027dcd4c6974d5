import { expect, test } from '@playwright/test';
import { signIn, users } from '../fixtures.ts';
import {
  apiAs,
  apiWithToken,
  linkPathIn,
  members,
  pickOption,
  strongPassword,
  tokenOf,
  uniqueSuffix,
} from './users-support.ts';

/**
 * The account e-mail flows (issue 5): an administrator creates a user, the weak password refused
 * with its rule shown, sends the confirmation mail; the new user follows the link of the message
 * read in the outbox, chooses a password and signs in. A forgotten-password request for an unknown
 * address answers like one for a known address.
 */
test.describe('account e-mail flows', () => {
  test('an administrator creates a user who confirms the account from the mailed link', async ({
    page,
    browser,
    request,
  }) => {
    const suffix = uniqueSuffix();
    const username = `eva.${suffix}`;
    const lastName = `Flow${suffix}`;
    const email = `eva.${suffix}@velodesk.example`;

    await signIn(page, users.admin);
    const admin = apiWithToken(request, await tokenOf(page));
    await page.goto('/user-management');
    await expect(page.getByTestId('users-grid')).toBeVisible();
    await page.getByTestId('user-add').click();
    const modal = page.getByTestId('user-modal');
    await expect(modal).toBeVisible();
    await page.getByTestId('user-firstName').fill('Eva');
    await page.getByTestId('user-lastName').fill(lastName);
    await page.getByTestId('user-email').fill(email);
    await page.getByTestId('user-username').fill(username);
    await pickOption(page, 'user-profile', 'Vendeur (VENDEUR)');

    // A weak password: the rule shows what is missing and the form cannot be sent...
    await page.getByTestId('user-password').fill('velodesk');
    await page.getByTestId('user-password').blur();
    const rule = page.getByTestId('password-rule');
    await expect(rule).toBeVisible();
    await expect(rule.locator('[data-met="false"]')).toHaveCount(3);
    await expect(modal.locator('.mantine-InputWrapper-error')).toHaveCount(1);
    await expect(page.getByTestId('user-submit')).toBeDisabled();
    // ...and the server refuses it too, naming the rule.
    const weak = await admin.send('POST', '/api/users', {
      firstName: 'Eva',
      lastName,
      username: `${username}.weak`,
      password: 'velodesk',
      entryDate: '2026-01-01',
      profile: '/api/profiles/4',
    });
    expect(weak.status).toBe(422);
    expect(JSON.stringify(weak.body)).toContain('two special characters');

    // A strong one: the rule is met and the user is created.
    await page.getByTestId('user-password').fill(strongPassword);
    await expect(rule.locator('[data-met="false"]')).toHaveCount(0);
    await expect(page.getByTestId('user-submit')).toBeEnabled();
    await page.getByTestId('user-submit').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('notification-success').last()).toContainText(username);

    // Find the new user with the filters, then send the confirmation mail from the grid.
    await page.getByTestId('user-filter-lastName').fill(lastName);
    await page.getByTestId('user-filter-validate').click();
    const rows = page.getByTestId('users-grid').getByTestId('grid-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(lastName);
    const found = await admin.get(`/api/users?username=${username}`);
    const userId = members(found.body)[0]?.id;
    expect(userId).toBeGreaterThan(0);
    await page.getByTestId(`user-mail-${userId}`).click();
    await expect(page.getByTestId('notification-success').last()).toContainText(email);

    // The message waits in the outbox (no SMTP server): read it there and take its link.
    await page.getByTestId('settings-sidebar-outbox').click();
    await expect(page).toHaveURL(/\/outbox$/);
    const firstRow = page.getByTestId('outbox-grid').getByTestId('grid-row').first();
    await expect(firstRow.getByTestId('outbox-recipient')).toHaveText(email);
    await firstRow.click();
    const reader = page.getByTestId('outbox-reader');
    await expect(reader).toBeVisible();
    const link = reader.getByTestId('outbox-link').first();
    await expect(link).toHaveAttribute('href', /\/account\/initialize_password\//);
    const linkPath = linkPathIn((await link.getAttribute('href')) ?? '');

    // The new user opens the link, chooses a password and signs in with it.
    const newcomerContext = await browser.newContext();
    const newcomer = await newcomerContext.newPage();
    await newcomer.goto(linkPath);
    await expect(newcomer.getByTestId('new-password-form')).toBeVisible();
    await newcomer.getByTestId('new-password').fill('short');
    await newcomer.getByTestId('new-password').blur();
    await expect(newcomer.getByTestId('password-rule').locator('[data-met="false"]')).not.toHaveCount(0);
    await expect(newcomer.getByTestId('new-password-submit')).toBeDisabled();
    const chosen = 'Mon#Velo!2027';
    await newcomer.getByTestId('new-password').fill(chosen);
    await newcomer.getByTestId('new-password-confirmation').fill(chosen);
    await newcomer.getByTestId('new-password-submit').click();
    await expect(newcomer).toHaveURL(/\/account\/login$/);
    await expect(newcomer.getByTestId('notification-success')).toBeVisible();
    await signIn(newcomer, { username, password: chosen });
    await expect(newcomer.getByTestId('user-welcome')).toContainText('Eva');

    // The link is single use.
    await newcomer.goto(linkPath);
    await expect(newcomer.getByTestId('invalid-link')).toBeVisible();
    await newcomerContext.close();
  });

  test('a forgotten-password request for an unknown address answers like a known one', async ({
    page,
    request,
  }) => {
    const admin = await apiAs(request, users.admin);
    const suffix = uniqueSuffix();
    const known = `known.${suffix}@velodesk.example`;
    const created = await admin.send('POST', '/api/users', {
      firstName: 'Known',
      lastName: `Reset${suffix}`,
      email: known,
      username: `known.${suffix}`,
      password: strongPassword,
      entryDate: '2026-01-01',
      profile: '/api/profiles/5',
    });
    expect(created.status).toBe(201);

    const answerFor = async (email: string) => {
      await page.goto('/account/reset_password');
      await page.getByTestId('reset-email').fill(email);
      await page.getByTestId('reset-submit').click();
      const sent = page.getByTestId('reset-request-sent');
      await expect(sent).toBeVisible();
      return sent.innerText();
    };
    const unknownText = await answerFor(`nobody.${suffix}@nowhere.example`);
    const knownText = await answerFor(known);
    expect(unknownText).toBe(knownText);

    // The API answers both the same way: 204 and no body.
    for (const email of [`nobody2.${suffix}@nowhere.example`, known]) {
      const answer = await request.patch('/api/account/reset_password', {
        headers: { 'content-type': 'application/merge-patch+json' },
        data: JSON.stringify({ email }),
      });
      expect(answer.status()).toBe(204);
      expect(await answer.text()).toBe('');
    }
    // Only the known address got a mail, with a working reset link.
    await expect
      .poll(async () => {
        const outbox = await admin.get(
          `/api/mail_outbox?recipient=${encodeURIComponent(known)}&kind=reset_password`,
        );
        return members(outbox.body).length;
      })
      .toBeGreaterThan(0);
    const unknownMails = await admin.get(`/api/mail_outbox?recipient=nobody.${suffix}`);
    expect(members(unknownMails.body)).toHaveLength(0);
    const outbox = await admin.get(
      `/api/mail_outbox?recipient=${encodeURIComponent(known)}&kind=reset_password`,
    );
    const path = linkPathIn(String(members(outbox.body)[0]?.text));
    await page.goto(path);
    await expect(page.getByTestId('new-password-form')).toBeVisible();
  });
});
