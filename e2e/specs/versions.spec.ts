import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  chooseLanguage,
  expectNoRawKeys,
  keepScreenshot,
  languages,
  signIn,
  uiText,
  users,
} from '../fixtures.ts';
import { tokenOf } from './customers-support.ts';

/**
 * About and versions (issue 15): the about page shows the web app's changelog (its French file),
 * the API's changelog and the three versions, and opens the user certificate of the current site;
 * /changelog lists the deployed versions, the running one (0.2.0) first, and opens its editor
 * certificate; a rental row prints its site's certificate; both screens in six languages.
 */

const webVersion = (
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'package.json'), 'utf8'),
  ) as {
    version: string;
  }
).version;

/** Clicks a certificate action; waits for the PDF the browser reads and answers its text. */
const certificateText = async (page: Page, file: RegExp, click: () => Promise<void>) => {
  const pdf = page.waitForResponse(
    (response) => response.request().method() === 'GET' && file.test(new URL(response.url()).pathname),
  );
  const popup = page.waitForEvent('popup');
  await click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The file itself, read again as the browser did (with the session's token).
  const again = await page.request.get(response.url(), {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const bytes = await again.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await (await popup).close();
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
};

test.describe
  .serial('about and versions', () => {
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await signIn(page, users.admin);
      await chooseLanguage(page, 'en');
    });
    test.afterAll(async () => {
      await page.close();
    });

    test('the about page shows both changelogs and the versions, and opens the user certificate', async () => {
      await page.goto('/about');
      await expect(page.getByTestId('page-title')).toHaveText(uiText('en', 'MENU.ABOUT'));
      // The web app's French changelog, served next to its assets, under the card's title.
      await expect(
        page.getByRole('region', { name: uiText('en', 'VERSIONS.FRONT_CHANGELOG') }),
      ).toBeVisible();
      const front = page.getByTestId('front-changelog');
      await expect(front.getByText('Calendrier de planning')).toBeVisible();
      await expect(front.getByRole('heading', { name: webVersion, exact: true })).toBeVisible();
      await expect(page.getByTestId('front-changelog-fallback')).toHaveCount(0);
      // The API's changelog, from GET /api/changelog.
      await expect(page.getByRole('region', { name: uiText('en', 'VERSIONS.BACK_CHANGELOG') })).toBeVisible();
      const back = page.getByTestId('back-changelog');
      await expect(back.getByRole('heading').first()).toBeVisible();
      await expect(page.getByTestId('web-version')).toHaveText(webVersion);
      await expect(page.getByTestId('api-version')).toHaveText(/^\d+\.\d+\.\d+/);
      await expect(page.getByTestId('fiscal-version')).toHaveText(/^\d+\.\d+\.\d+/);
      // The fingerprint of the key that signs the ledger, the same as on the user certificate.
      const fingerprint = (await page.getByTestId('ledger-key').innerText()).trim();
      expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);

      const button = page.getByTestId('user-certificate');
      await expect(button).toBeEnabled();
      const hint = (await page.getByTestId('user-certificate-hint').innerText()).trim();
      const site = /current site, (.+)\.$/.exec(hint)?.[1] ?? '';
      expect(site).not.toBe('');
      const text = await certificateText(page, /^\/api\/sites\/\d+\/user_certificate$/, () => button.click());
      expect(text).toContain(site);
      expect(text).toContain(webVersion);
      expect(text).toContain(fingerprint);
      await expect(button).not.toHaveAttribute('data-loading', 'true');
    });

    test('/changelog lists the running versions first and opens their editor certificate', async () => {
      await page.goto('/changelog');
      await expect(page.getByTestId('page-title')).toHaveText(uiText('en', 'MENU.CHANGELOG'));
      const rows = page.getByTestId('deploy-versions-grid').getByTestId('grid-row');
      const first = rows.first();
      await expect(first.locator('[data-testid^="deploy-version-front-"]')).toHaveText(webVersion);
      await expect(first.locator('[data-testid^="deploy-version-back-"]')).toHaveText(/^\d+\.\d+\.\d+/);
      await expect(first.locator('[data-testid^="deploy-version-fiscal-"]')).toHaveText(/^\d+\.\d+\.\d+/);
      await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      const text = await certificateText(page, /^\/api\/changelogs\/\d+\/editor_certificate$/, () =>
        first.locator('[data-testid^="editor-certificate-"]').click(),
      );
      expect(text).toContain(webVersion);
    });

    test("a rental row prints its site's user certificate", async () => {
      await page.goto('/rentals');
      const row = page.getByTestId('grid-row').first();
      const text = await certificateText(page, /^\/api\/sites\/\d+\/user_certificate$/, () =>
        row.getByTestId('rental-print-certificate').click(),
      );
      expect(text).toContain(webVersion);
      // The click did not open the rental.
      await expect(page).toHaveURL(/\/rentals(\?|$)/);
    });

    test('the about page and the versions list in six languages', async () => {
      for (const language of languages) {
        await chooseLanguage(page, language);
        await page.goto('/about');
        await expect(page.getByTestId('page-title')).toHaveText(uiText(language, 'MENU.ABOUT'));
        await expect(page.getByTestId('front-changelog')).toBeVisible();
        await expect(page.getByTestId('back-changelog')).toBeVisible();
        await expect(page.getByTestId('api-version')).toHaveText(/^\d+\.\d+\.\d+/);
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'about');
        await page.goto('/changelog');
        await expect(page.getByTestId('page-title')).toHaveText(uiText(language, 'MENU.CHANGELOG'));
        await expect(page.getByTestId('deploy-versions-grid').getByTestId('grid-row').first()).toBeVisible();
        await expectNoRawKeys(page);
        await keepScreenshot(page, language, 'changelog');
      }
      await chooseLanguage(page, 'en');
    });
  });
