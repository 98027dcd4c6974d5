import { expect, test } from '@playwright/test';
import { signIn, users } from '../fixtures.ts';
import {
  apiAs,
  apiWithToken,
  createUserByApi,
  firstSiteIri,
  members,
  strongPassword,
  tokenOf,
  uniqueSuffix,
} from './users-support.ts';

/** Profiles and feature accesses (issue 5): the rank rule, and a removed feature taking effect. */
test.describe('users rights', () => {
  test('a manager cannot give a profile above their own', async ({ page, request }) => {
    await signIn(page, users.manager);
    await page.goto('/user-management');
    await expect(page.getByTestId('users-grid')).toBeVisible();
    await page.getByTestId('user-add').click();
    await expect(page.getByTestId('user-modal')).toBeVisible();
    const profileSelect = page.getByTestId('user-profile');
    await profileSelect.click();
    // The options of this select's own list (the page has other lists, e.g. the grid's page sizes).
    await expect(profileSelect).toHaveAttribute('aria-controls', /.+/);
    const listId = await profileSelect.getAttribute('aria-controls');
    const options = page.locator(`[id="${listId}"]`).getByRole('option');
    await expect(options.first()).toBeVisible();
    const labels = await options.allInnerTexts();
    expect(labels).toContain('Responsable de site (RESPONSABLE)');
    expect(labels).toContain('Vendeur (VENDEUR)');
    expect(labels.filter((label) => /ADMINISTRATEUR|FINANCE/.test(label))).toEqual([]);
    await page.keyboard.press('Escape');

    // The server refuses it as well.
    const manager = apiWithToken(request, await tokenOf(page));
    const suffix = uniqueSuffix();
    for (const profile of ['/api/profiles/1', '/api/profiles/2']) {
      const answer = await manager.send('POST', '/api/users', {
        firstName: 'Rank',
        lastName: 'Test',
        username: `rank.${suffix}.${profile.at(-1)}`,
        password: strongPassword,
        entryDate: '2026-01-01',
        profile,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    }
    // A profile at the manager's own rank is accepted.
    const allowed = await manager.send('POST', '/api/users', {
      firstName: 'Rank',
      lastName: 'Test',
      username: `rank.${suffix}.ok`,
      password: strongPassword,
      entryDate: '2026-01-01',
      profile: '/api/profiles/3',
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(201);
  });

  test('removing a feature from a profile hides its menu at the next navigation and its API answers 403', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await apiAs(request, users.admin);
    const suffix = uniqueSuffix().toUpperCase();
    const profileName = `E2E_PLANNERS_${suffix}`;
    const created = await admin.send('POST', '/api/profiles', {
      name: profileName,
      description: `Planners ${suffix}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const profile = created.body as { '@id': string; id: number };
    const granted = await admin.send('POST', `/api/profiles/${profile.id}/update_feature_accesses`, [
      { id: 1, yes: true },
    ]);
    expect(granted.status).toBe(200);
    const planner = { username: `planner.${suffix.toLowerCase()}`, password: strongPassword };
    await createUserByApi(admin, {
      username: planner.username,
      profile: profile['@id'],
      destinations: [await firstSiteIri(admin)],
    });

    // The planner signs in and sees the planning entry; the planning API answers.
    const plannerContext = await browser.newContext();
    const plannerPage = await plannerContext.newPage();
    await signIn(plannerPage, planner);
    await expect(plannerPage.getByTestId('menu-calendar')).toBeVisible();
    const signedInAt = Date.now();
    const plannerApi = apiWithToken(request, await tokenOf(plannerPage));
    expect((await plannerApi.get('/api/products?itemsPerPage=1')).status).toBe(200);

    // The administrator takes planning away in the feature-access modal of profile management.
    await signIn(page, users.admin);
    await page.goto('/profile-management');
    const grid = page.getByTestId('profiles-grid');
    await grid.getByTestId('grid-filter-name').click();
    await page.getByTestId('grid-filter-input').fill(profileName);
    await page.getByTestId('grid-filter-apply').click();
    await expect(grid.getByTestId('grid-row')).toHaveCount(1);
    await page.getByTestId(`profile-access-${profile.id}`).click();
    const modal = page.getByTestId('feature-access-modal');
    await expect(modal).toBeVisible();
    const planning = modal.getByTestId('feature-access-planning');
    await expect(planning).toBeChecked();
    await planning.uncheck();
    await page.getByTestId('feature-access-validate').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('notification-success').last()).toBeVisible();
    const accesses = await admin.get(`/api/feature_accesses?profile.id=${profile.id}&feature.id=1`);
    expect(members(accesses.body)[0]?.accessType).toBe('non');

    // The planner's next navigation re-reads the grants (older than their few seconds of freshness).
    await plannerPage.waitForTimeout(Math.max(0, 6000 - (Date.now() - signedInAt)));
    await expect(plannerPage.getByTestId('menu-calendar')).toBeVisible();
    await plannerPage.getByTestId('user-menu').click();
    await plannerPage.getByTestId('user-menu-profile').click();
    await expect(plannerPage).toHaveURL(/\/user-profile$/);
    await expect(plannerPage.getByTestId('menu-calendar')).toHaveCount(0);
    // The guard follows too: the planning page now leads home.
    await plannerPage.evaluate(() => {
      window.history.pushState({}, '', '/calendar');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(plannerPage).toHaveURL(/\/home$/);
    // And the server refuses the planning API at once.
    expect((await plannerApi.get('/api/products?itemsPerPage=1')).status).toBe(403);
    await plannerContext.close();
  });
});
