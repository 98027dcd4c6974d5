import { expect, type Page } from '@playwright/test';
import { tokenOf } from './customers-support.ts';

/** API calls as the signed-in user of a page (the deposits specs set and remove their rules). */
export const apiOf = async (page: Page) => {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown) => {
    const answer = await page.request.fetch(path, { method, headers, data });
    expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
    return answer;
  };
  return {
    get: async (path: string) => (await call('GET', path)).json(),
    post: async (path: string, data: unknown) => (await call('POST', path, data)).json(),
    raw: call,
  };
};
