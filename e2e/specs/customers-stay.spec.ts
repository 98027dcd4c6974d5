import { expect, test } from '@playwright/test';
import { chooseLanguage, expectNoRawKeys, pageText, signIn, users } from '../fixtures.ts';
import { setStaySystemMode } from './customers-support.ts';

/**
 * The customer search-or-create modal on the stay system (simulator, site HS-PINS, the current site
 * of the demo counter): fixed clients Martin (present), Zelenko (present, country unknown).
 */
test.describe('the stay system in the customer modal', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, users.counter);
    await chooseLanguage(page, 'en');
    await page.goto('/individual-customers');
    await page.getByTestId('customers-find').click();
    await expect(page.getByTestId('customer-picker').getByTestId('own-panel')).toBeVisible();
    await page.getByTestId('picker-base-stay').click();
    await expect(page.getByTestId('stay-search-form')).toBeVisible();
  });

  test('refuses too short a last name without asking the stay system', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/huttosoft/')) searches.push(request.url());
    });
    await page.getByTestId('stay-lastname').fill('Ma');
    await page.getByTestId('stay-search').click();
    await expect(page.getByText('Enter at least 3 letters of the last name.')).toBeVisible();
    await expect(page.getByTestId('stay-results')).toHaveCount(0);
    expect(searches).toEqual([]);
  });

  test('finds a present stay and imports its client', async ({ page }) => {
    await page.getByTestId('stay-lastname').fill('Martin');
    await page.getByTestId('stay-search').click();
    const row = page.getByTestId('stay-result-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Jean');
    await expect(row).toContainText('A12');
    await row.click();
    const selected = page.getByTestId('picker-selected');
    await expect(selected).toBeVisible();
    await expect(selected).toContainText('Jean Martin');
    await expect(selected).toContainText('jean.martin@guests.example.com');
    await expect(selected).toContainText('France');
    await expect(selected.getByTestId('explorer-badge')).toBeVisible();
    await expectNoRawKeys(page);
    await page.getByTestId('picker-validate').click();
    await expect(page).toHaveURL(/\/customers-details\/\d+$/);
    await expect(page.getByTestId('detail-lastname')).toContainText('Martin');
    await expect(page.getByTestId('explorer-badge')).toBeVisible();
    await expect(page.getByTestId('detail-stay-client')).toContainText('PINS-0001');
  });

  test('refuses to import a client whose country is unknown', async ({ page }) => {
    await page.getByTestId('stay-lastname').fill('Zelenko');
    await page.getByTestId('stay-search').click();
    await page.getByTestId('stay-result-row').click();
    await expect(page.getByTestId('stay-error')).toHaveText(
      "This client's country is unknown to Velodesk: the client cannot be imported.",
    );
    await expect(page.getByTestId('picker-selected')).toHaveCount(0);
    await expect(page.getByTestId('stay-result-row')).toContainText('Zelenko');
  });

  test('shows the error when the stay system is down, and loses nothing', async ({ page, request }) => {
    await page.getByTestId('stay-lastname').fill('Van den Berg');
    await page.getByTestId('stay-place').fill('Cottage');
    await setStaySystemMode(request, 'down');
    try {
      await page.getByTestId('stay-search').click();
      // Said in the interface language, never the stay system's or the server's raw words.
      await expect(page.getByTestId('stay-error')).toHaveText(
        await pageText(page, 'ERRORS.STAY_SYSTEM_UNAVAILABLE'),
      );
      await expect(page.getByTestId('stay-lastname')).toHaveValue('Van den Berg');
      await expect(page.getByTestId('stay-place')).toHaveValue('Cottage');
    } finally {
      await setStaySystemMode(request, 'ok');
    }
    await page.getByTestId('stay-search').click();
    await expect(page.getByTestId('stay-error')).toHaveCount(0);
    await expect(page.getByTestId('stay-result-row')).toContainText('Cottage 34');
  });
});
