import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomers,
  createDeclination,
  createHuttosoftInstance,
  createLoyaltyDiscount,
  createPricings,
  createProducts,
  createTaxRule,
} from '../test/factories/index.ts';
import { createTeam, type Team } from '../test/factories/team.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Bad input never gets a 500: every operation of the OpenAPI document is called by an
 * administrator with broken bodies and ids (missing, wrong types, huge numbers, unknown or
 * out-of-range IRIs, over-long texts), and each answer must be a 4xx hydra error, never a crash.
 * Routes of the stay system may answer 502/504 (it is not running here); that is its own error.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  pattern?: string;
  format?: string;
};
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const hugeId = '99999999999';

/** A value that breaks the rule of the given property schema in an unusual way. */
const oddValueFor = (schema: Schema | undefined, variant: number): unknown => {
  const types = [schema?.type ?? []].flat();
  const options = [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])];
  if (types.length === 0 && options.length > 0) return oddValueFor(options[0], variant);
  if (schema?.pattern?.includes('/api/')) {
    const iri = schema.pattern
      .replace(/^\^/, '')
      .replace(/\[1-9\]\[0-9\]\*\$$/, '')
      .replace(/\\\//g, '/');
    return [`${iri}${hugeId}`, `${iri}0`, `${iri}-1`, 42, `${iri}017`, `${iri}0x11`][variant % 6];
  }
  if (types.includes('string'))
    return ['x'.repeat(5000), 12, '', '2026-02-31', '\u0000', { nested: true }][variant % 6];
  if (types.includes('number') || types.includes('integer'))
    return [1e20, -1, 'seven', 1.23456789, Number.MAX_SAFE_INTEGER][variant % 5];
  if (types.includes('boolean')) return ['yes', 1, null][variant % 3];
  if (types.includes('array'))
    return [[{ bad: true }], 'list', [oddValueFor(schema?.items, variant)]][variant % 3];
  if (types.includes('object')) return ['object', [], { unknown: 1 }][variant % 3];
  return null;
};

const bodiesFor = (operation: Operation): unknown[] => {
  const schema =
    operation.requestBody?.content?.['application/json']?.schema ??
    Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  const bodies: unknown[] = [{}, [], 'text', null];
  const properties = schema?.properties ?? {};
  for (let variant = 0; variant < 6; variant++) {
    bodies.push(
      Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, oddValueFor(property, variant)]),
      ),
    );
  }
  return bodies;
};

describe('bad input', () => {
  let t: TestApp;
  let admin: string;
  let spec: OpenApi;
  let team: Team;
  beforeAll(async () => {
    // The tour refreshes the administrator's token early on (POST /api/token/velodesk_refresh): the
    // token in use then lives for the grace only, which a long tour on a busy machine outlasts.
    t = await createTestApp({ config: { signInMaxFailuresPerAddress: 10_000, tokenGraceSeconds: 3600 } });
    // A record of each kind, so that the ids the tour tries (1 among them) name real records;
    // 17 customers, so that customer 17 exists (a fresh database numbers rows from 1).
    team = await createTeam(t);
    admin = team.admin.authorization;
    const db = t.database.db;
    const customers = await createCustomers(db, { count: 17 });
    expect(customers.map((c) => c.id)).toContain(17);
    await createHuttosoftInstance(db);
    const { declination } = await createDeclination(db);
    await createProducts(db, { siteId: team.home.id, declinationId: declination.id, count: 2 });
    const rule = await createTaxRule(db, { countryId: team.home.countryId, rate: '20.00' });
    await createPricings(db, {
      companyId: team.company.id,
      declinationId: declination.id,
      taxRuleId: rule.id,
    });
    await createLoyaltyDiscount(db, {
      level: 1,
      percentage: '5.00',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    // The document's paths are relative to its server (/api): the tour calls them under it.
    const document: OpenApi & { servers: Array<{ url: string }> } = (
      await t.inject({ method: 'GET', url: '/api/docs.json' })
    ).json();
    const server = document.servers[0]?.url ?? '';
    spec = {
      paths: Object.fromEntries(
        Object.entries(document.paths).map(([path, item]) => [`${server}${path}`, item]),
      ),
    };
  });
  afterAll(() => t.close());

  it('never answers 500 to broken bodies, ids and filters on any operation', {
    timeout: 300_000,
  }, async () => {
    const crashes: string[] = [];
    const signedOut: string[] = [];
    let calls = 0;
    for (const [template, operations] of Object.entries(spec.paths)) {
      // Signing out would end the administrator's session in the middle of the tour.
      if (template === '/api/logout') continue;
      for (const [method, operation] of Object.entries(operations)) {
        const verb = method.toUpperCase();
        if (!['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(verb)) continue;
        const params = template.match(/\{[^}]+\}/g) ?? [];
        const urls =
          params.length === 0
            ? [template, `${template}?id=${hugeId}&page=${hugeId}&itemsPerPage=-1&order[id]=sideways`]
            : [hugeId, '0', 'abc', '1'].map((value) => template.replace(/\{[^}]+\}/g, value));
        const bodies = verb === 'GET' || verb === 'DELETE' ? [undefined] : bodiesFor(operation);
        for (const url of urls) {
          // Deleting the real record 1 would only test the happy path and remove the test's data.
          if (verb === 'DELETE' && url.endsWith('/1')) continue;
          for (const body of bodies) {
            calls += 1;
            const response = await t.inject({
              method: verb as 'GET',
              url,
              headers: {
                authorization: admin,
                'content-type': verb === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            const stayError = template.includes('/huttosoft/') && [502, 504].includes(response.statusCode);
            // The administrator must stay signed in, or the rest of the tour would test nothing.
            const signInRoute = template.startsWith('/api/login') || template.startsWith('/api/token');
            if (response.statusCode === 401 && !signInRoute) signedOut.push(`${verb} ${url}`);
            if (response.statusCode >= 500 && !stayError) {
              crashes.push(
                `${verb} ${url} ${JSON.stringify(body)?.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(crashes).toEqual([]);
    expect(signedOut).toEqual([]);
  });

  // Every other notation of 17 that JavaScript's Number() or a lax parser reads as 17.
  const otherNotations = [
    '0x11',
    '1.7e1',
    '0b10001',
    '0o21',
    '+17',
    '017',
    '17.0',
    '%2017',
    '%20017',
    '17%20',
    '%2B17',
    '17abc',
    '1_7',
  ];

  it('reads ids strictly: other notations of an id are a 400, on every item route', async () => {
    expect(
      (await t.inject({ method: 'GET', url: '/api/customers/17', headers: { authorization: admin } }))
        .statusCode,
    ).toBe(200);
    for (const notation of [...otherNotations, '0', '-17', '2147483648', hugeId]) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/customers/${notation}`,
        headers: { authorization: admin },
      });
      expect(response.statusCode, notation).toBe(400);
      expect(response.json()['@type']).toBe('hydra:Error');
      expect(response.json()['hydra:description']).toMatch(/whole number|at most/);
    }
    // The item routes of the OpenAPI document, each with one of the notations.
    const templates = Object.keys(spec.paths).filter((path) => path.endsWith('/{id}'));
    expect(templates.length).toBeGreaterThan(15);
    for (const [index, template] of templates.entries()) {
      const notation = otherNotations[index % otherNotations.length]!;
      for (const method of Object.keys(spec.paths[template]!)) {
        const verb = method.toUpperCase() as 'GET' | 'PATCH' | 'DELETE';
        if (!['GET', 'PATCH', 'DELETE'].includes(verb)) continue;
        const response = await t.inject({
          method: verb,
          url: template.replace('{id}', notation),
          headers: {
            authorization: admin,
            ...(verb === 'PATCH' ? { 'content-type': 'application/merge-patch+json' } : {}),
          },
          ...(verb === 'PATCH' ? { payload: '{}' } : {}),
        });
        expect(response.statusCode, `${verb} ${template} ${notation}`).toBe(400);
      }
    }
  });

  it('deletes nothing when a DELETE names an id in another notation', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({
        username: 'strict.ids',
        firstName: 'Strict',
        lastName: 'Ids',
        email: 'strict.ids@velodesk.example',
        entryDate: '2026-01-01',
        profile: `/api/profiles/${team.counter.profile.id}`,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;
    for (const notation of [`0x${id.toString(16)}`, `0${id}`, `${id}.0`, `+${id}`, `%20${id}`]) {
      const response = await t.inject({
        method: 'DELETE',
        url: `/api/users/${notation}`,
        headers: { authorization: admin },
      });
      expect(response.statusCode, notation).toBe(400);
    }
    const still = await t.inject({
      method: 'GET',
      url: `/api/users/${id}`,
      headers: { authorization: admin },
    });
    expect(still.statusCode).toBe(200);
  });

  it('reads the ids of IRIs in bodies strictly', async () => {
    const patch = (url: string, payload: unknown) =>
      t.inject({
        method: 'PATCH',
        url,
        headers: { authorization: admin, 'content-type': 'application/merge-patch+json' },
        payload: JSON.stringify(payload),
      });
    const settings = (
      await t.inject({
        method: 'GET',
        url: `/api/settings_users?user.username=${team.admin.username}`,
        headers: { authorization: admin },
      })
    ).json()['hydra:member'][0];
    const site = settings.site['@id'] as string;
    const siteId = site.slice(site.lastIndexOf('/') + 1);
    for (const iri of [
      `/api/sites/0${siteId}`,
      `/api/sites/${siteId}.0`,
      '/api/sites/0x1',
      `/api/sites/${hugeId}`,
    ]) {
      const refused = await patch(settings['@id'], { site: iri });
      expect(refused.statusCode, iri).toBe(422);
      expect(refused.json().violations[0].propertyPath).toBe('site');
    }
    for (const iri of ['/api/countries/075', '/api/countries/2147483648']) {
      const refused = await patch('/api/customers/17', { country: iri });
      expect(refused.statusCode, iri).toBe(422);
      expect(refused.json().violations[0].propertyPath).toBe('country');
    }
    expect((await patch(settings['@id'], { site })).statusCode).toBe(200);
  });
});
