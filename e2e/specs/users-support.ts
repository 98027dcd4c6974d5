import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { siteDay } from '../support/site-day.ts';

/**
 * Helpers of the users specs: API calls with a signed-in token (to prepare data and to check that
 * the server refuses what the screens hide), and reading the mail outbox.
 */
export const strongPassword = 'Velo!desk#2026';

/** A suffix that keeps the records of one run apart from the others. */
export const uniqueSuffix = (): string =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The demo site's today (Europe/Paris). */
export const today = (): string => siteDay();

export interface Api {
  token: string;
  get: (path: string) => Promise<{ status: number; body: unknown }>;
  send: (
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: unknown }>;
}

const bodyOf = async (response: { text: () => Promise<string> }): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export const apiAs = async (
  request: APIRequestContext,
  user: { username: string; password: string },
): Promise<Api> => {
  const login = await request.post('/api/login', { data: user });
  expect(login.status(), `sign-in of ${user.username}`).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return apiWithToken(request, token);
};

export const apiWithToken = (request: APIRequestContext, token: string): Api => {
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    get: async (path) => {
      const response = await request.get(path, { headers });
      return { status: response.status(), body: await bodyOf(response) };
    },
    send: async (method, path, body) => {
      const contentType = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
      const response = await request.fetch(path, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': contentType },
        data: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status(), body: await bodyOf(response) };
    },
  };
};

export interface Member {
  '@id': string;
  id: number;
  [key: string]: unknown;
}

export const members = (body: unknown): Member[] => (body as { 'hydra:member': Member[] })['hydra:member'];

/** Creates a user through the API and gives it back. */
export const createUserByApi = async (
  api: Api,
  fields: { username: string; profile: string; email?: string; password?: string; destinations?: string[] },
): Promise<Member> => {
  const answer = await api.send('POST', '/api/users', {
    firstName: 'Test',
    lastName: fields.username,
    email: fields.email ?? null,
    username: fields.username,
    password: fields.password ?? strongPassword,
    entryDate: today(),
    profile: fields.profile,
    destinations: fields.destinations ?? [],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Member;
};

export const firstSiteIri = async (api: Api): Promise<string> => {
  const sites = await api.get('/api/sites?order[id]=asc&itemsPerPage=1');
  const site = members(sites.body)[0];
  if (!site) throw new Error('No site in the demo data.');
  return site['@id'];
};

/** The path (/account/…/token) of the link in the last mail of a kind sent about a user. */
export const mailedLinkPath = async (api: Api, username: string, kind: string): Promise<string> => {
  const outbox = await api.get(`/api/mail_outbox?user.username=${encodeURIComponent(username)}&kind=${kind}`);
  expect(outbox.status).toBe(200);
  const mail = members(outbox.body)[0];
  if (!mail) throw new Error(`No ${kind} mail for ${username}.`);
  return linkPathIn(String(mail.text));
};

/** The path of the account link in a mail's text (its host is the configured public address). */
export const linkPathIn = (text: string): string => {
  const link = text.match(/https?:\/\/\S+\/account\/[a-z_]+\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`No account link in: ${text}`);
  return new URL(link).pathname;
};

/** The signed-in token of a page (the session kept in localStorage). */
export const tokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('velodesk.session') ?? '{}').token as string);

/** Picks an option of a Mantine select by its label. */
export const pickOption = async (page: Page, testId: string, label: string | RegExp) => {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label }).click();
};
