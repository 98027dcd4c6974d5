import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers } from '../test/factories/index.ts';
import { createTeam } from '../test/factories/team.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * `pagination=false` reads a reference list whole; the big collections (CollectionSpec
 * `alwaysPaginated`) refuse it, so 50,000 customers never leave in one answer.
 */
describe('pagination=false', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createTeam(t)).admin.authorization;
    await createCustomers(t.database.db, { count: 501 });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.inject({ method: 'GET', url, headers: { authorization: admin } });

  it('is a 400 on customers, users and products, whatever the other filters', async () => {
    for (const url of [
      '/api/customers?pagination=false',
      '/api/customers?type.id=1&pagination=0',
      '/api/users?pagination=false',
      '/api/products?pagination=false&itemsPerPage=10',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 400 });
      expect(response.json()['hydra:description']).toContain('always paged');
    }
  });

  it('pages those collections, at most 500 a page, and says so in hydra:view', async () => {
    const page = await get('/api/customers?pagination=true&itemsPerPage=500');
    expect(page.statusCode).toBe(200);
    expect(page.json()['hydra:member']).toHaveLength(500);
    expect(page.json()['hydra:totalItems']).toBeGreaterThan(500);
    expect(page.json()['hydra:view']['hydra:next']).toContain('page=2');
    expect((await get('/api/customers?itemsPerPage=501')).statusCode).toBe(400);
  });

  it('reads reference lists whole, and refuses a value that is not a boolean', async () => {
    const sites = await get('/api/sites?pagination=false');
    expect(sites.statusCode).toBe(200);
    expect(sites.json()['hydra:view']).toBeUndefined();
    expect((await get('/api/countries?pagination=false')).statusCode).toBe(200);
    const odd = await get('/api/sites?pagination=maybe');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()['hydra:description']).toContain('pagination expects true or false');
  });
});
