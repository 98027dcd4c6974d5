import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Shared helpers of the customers end-to-end specs. */

export const e2ePort = Number(process.env.E2E_PORT ?? 3300);
/** The stay-system simulator's control API (apps/stay-sim/README.md "Fault injection"). */
export const simControlUrl = `http://127.0.0.1:${e2ePort + 1}/__control`;

/** A suffix that keeps each run's names, e-mails and phones unique. */
export const uniqueTag = (): string =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A French mobile number nobody holds yet (06 + 8 digits). */
export const uniquePhone = (): string =>
  `06${String((Date.now() * 7 + Math.floor(Math.random() * 1_000_000)) % 100_000_000).padStart(8, '0')}`;

/** A 10-digit French number as the screens show it, international (06… → +33 6 12 34 56 78). */
export const shownPhone = (number: string): string =>
  `+33 ${number.slice(1, 2)} ${number.slice(2).match(/\d{2}/g)?.join(' ') ?? number.slice(2)}`;

/** The bearer token of the signed-in user of a page. */
export const tokenOf = async (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('velodesk.session') ?? '{}').token as string);

export const setStaySystemMode = async (request: APIRequestContext, mode: 'ok' | 'down') => {
  const answer = await request.post(`${simControlUrl}/mode`, { data: { mode } });
  expect(answer.ok()).toBe(true);
};

/** Picks a country in a country autocomplete by typing its (English) name. */
export const chooseCountry = async (page: Page, testId: string, typed: string, code: string) => {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(typed);
  await page.getByTestId(`${testId}-option-${code}`).click();
};

/**
 * Checks a notification's text, then closes it with a click (they stay until clicked, top-right,
 * where they would cover the page's action buttons).
 */
export const expectNotice = async (page: Page, text: string) => {
  const notice = page.getByRole('alert').filter({ hasText: text }).last();
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page.getByRole('alert').filter({ hasText: text })).toHaveCount(0);
};
