import { JsonLdErrorCode } from '@velodesk/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeclination, createPricings, createSite, createTaxRule } from '../test/factories/index.ts';
import { createTeam, type Team } from '../test/factories/team.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * What a JSON-LD client (API Platform Admin, the client generator) sends back: `@context`, `@type`
 * and `@id` on the body, relations as objects with their `@id`, `order[field]=DESC`. The API reads
 * them as API Platform does, checks what they say against the resource written, and keeps every
 * other rule: unknown fields, permissions and unknown ids answer as for the plain body.
 */
describe('JSON-LD bodies and queries', () => {
  let t: TestApp;
  let team: Team;
  let pricings: Array<{ '@id': string; id: number; price: number; taxRule: { '@id': string } }>;
  let otherTaxRule: string;
  let declinationId: number;

  const send = (method: 'GET' | 'PATCH' | 'POST', url: string, authorization: string, body?: unknown) =>
    t.inject({
      method,
      url,
      headers: {
        authorization,
        ...(body === undefined
          ? {}
          : { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  const priceOf = async (iri: string) => (await send('GET', iri, team.admin.authorization)).json().price;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    const db = t.database.db;
    const { company, countryId } = await createSite(db);
    const tax = await createTaxRule(db, { countryId, rate: '20.00' });
    otherTaxRule = `/api/tax_rules/${(await createTaxRule(db, { countryId, rate: '5.50' })).id}`;
    const { declination } = await createDeclination(db);
    declinationId = declination.id;
    await createPricings(db, { companyId: company.id, declinationId, taxRuleId: tax.id, days: 2 });
    pricings = (
      await send(
        'GET',
        `/api/pricings?declination.id=${declinationId}&order[id]=asc`,
        team.admin.authorization,
      )
    ).json()['hydra:member'];
  });
  afterAll(() => t.close());

  it('accepts @context, @type and @id that name the resource written, and answers its @context', async () => {
    const [pricing] = pricings;
    const response = await send('PATCH', pricing!['@id'], team.admin.authorization, {
      '@context': '/api/contexts/Pricing',
      '@id': pricing!['@id'],
      '@type': 'Pricing',
      price: 17.5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      '@context': '/api/contexts/Pricing',
      '@type': 'Pricing',
      price: 17.5,
    });
    expect(response.headers.link).toMatch(
      /<http:\/\/[^>]+\/api\/docs\.jsonld>; rel="http:\/\/www\.w3\.org\/ns\/hydra\/core#apiDocumentation"/,
    );
  });

  it('reads a relation given as an object carrying its @id (as it was read)', async () => {
    const pricing = pricings[1]!;
    const response = await send('PATCH', pricing['@id'], team.admin.authorization, {
      '@id': pricing['@id'],
      taxRule: { '@id': otherTaxRule, '@type': 'TaxRule', id: 0, description: 'as it was read' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().taxRule['@id']).toBe(otherTaxRule);
  });

  it('refuses an embedded relation whose @type is not the class of its @id, and writes nothing', async () => {
    const pricing = pricings[1]!;
    const before = await priceOf(pricing['@id']);
    const response = await send('PATCH', pricing['@id'], team.admin.authorization, {
      price: 4,
      taxRule: { '@id': otherTaxRule, '@type': 'Site' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'taxRule', code: JsonLdErrorCode.typeMismatch }),
    ]);
    expect(await priceOf(pricing['@id'])).toBe(before);
  });

  it('refuses an @type or an @id that names another resource, and writes nothing', async () => {
    const [pricing, other] = pricings;
    const before = await priceOf(pricing!['@id']);
    const wrongType = await send('PATCH', pricing!['@id'], team.admin.authorization, {
      '@type': 'Tax',
      price: 3,
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().violations).toEqual([
      expect.objectContaining({ propertyPath: '@type', code: JsonLdErrorCode.typeMismatch }),
    ]);
    const wrongId = await send('PATCH', pricing!['@id'], team.admin.authorization, {
      '@id': other!['@id'],
      price: 3,
    });
    expect(wrongId.statusCode).toBe(422);
    expect(wrongId.json().violations).toEqual([
      expect.objectContaining({ propertyPath: '@id', code: JsonLdErrorCode.idMismatch }),
    ]);
    const laxId = await send('PATCH', pricing!['@id'], team.admin.authorization, {
      '@id': pricing!['@id'].replace(/(\d+)$/, '0$1'),
      price: 3,
    });
    expect(laxId.statusCode).toBe(422);
    expect(await priceOf(pricing!['@id'])).toBe(before);
  });

  it('refuses an @id on a create: a new resource has no IRI yet', async () => {
    const response = await send('POST', '/api/pricings', team.admin.authorization, {
      '@id': pricings[0]!['@id'],
      '@type': 'Pricing',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0]).toMatchObject({ propertyPath: '@id' });
  });

  it('still refuses unknown fields by their names', async () => {
    const response = await send('PATCH', pricings[0]!['@id'], team.admin.authorization, {
      '@context': '/api/contexts/Pricing',
      '@type': 'Pricing',
      colour: 'red',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()['hydra:description']).toContain('Unknown field: colour');
  });

  it('answers the same 403, 404 and 422 whatever the decoration', async () => {
    const iri = pricings[0]!['@id'];
    const plain = await send('PATCH', iri, team.counter.authorization, { price: 1 });
    const decorated = await send('PATCH', iri, team.counter.authorization, {
      '@context': '/api/contexts/Pricing',
      '@id': iri,
      '@type': 'Pricing',
      price: 1,
    });
    expect([plain.statusCode, decorated.statusCode]).toEqual([403, 403]);
    expect(decorated.json().code).toBe(plain.json().code);
    const missing = '/api/pricings/2000000000';
    const plainMissing = await send('PATCH', missing, team.admin.authorization, { price: 1 });
    const decoratedMissing = await send('PATCH', missing, team.admin.authorization, {
      '@id': missing,
      '@type': 'Pricing',
      price: 1,
    });
    expect([plainMissing.statusCode, decoratedMissing.statusCode]).toEqual([404, 404]);
    const plainInvalid = await send('PATCH', iri, team.admin.authorization, {
      price: -1,
      taxRule: '/api/taxes/1',
    });
    const decoratedInvalid = await send('PATCH', iri, team.admin.authorization, {
      '@context': '/api/contexts/Pricing',
      '@id': iri,
      '@type': 'Pricing',
      price: -1,
      taxRule: { '@id': '/api/taxes/1' },
    });
    expect([plainInvalid.statusCode, decoratedInvalid.statusCode]).toEqual([422, 422]);
    expect(decoratedInvalid.json().violations).toEqual(plainInvalid.json().violations);
    expect(
      plainInvalid
        .json()
        .violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['price', 'taxRule']);
  });

  it('takes order[field] as asc or desc in any case', async () => {
    const ids = (direction: string) =>
      send(
        'GET',
        `/api/pricings?declination.id=${declinationId}&order[id]=${direction}`,
        team.admin.authorization,
      );
    const upper = await ids('DESC');
    expect(upper.statusCode, upper.body).toBe(200);
    const members: Array<{ id: number }> = upper.json()['hydra:member'];
    expect(members.map((m) => m.id)).toEqual(pricings.map((p) => p.id).sort((a, b) => b - a));
    expect((await ids('Asc')).json()['hydra:member'].map((m: { id: number }) => m.id)).toEqual(
      pricings.map((p) => p.id),
    );
    expect((await ids('sideways')).statusCode).toBe(400);
  });

  it('opens at the entrypoint, which lists every collection and links the documentation', async () => {
    const response = await t.inject({ method: 'GET', url: '/api' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.json()).toMatchObject({
      '@context': '/api/contexts/Entrypoint',
      '@id': '/api',
      '@type': 'Entrypoint',
      pricing: '/api/pricings',
      rental: '/api/rentals',
      customer: '/api/customers',
    });
    expect(response.headers.link).toContain(
      '/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"',
    );
    const context = await t.inject({ method: 'GET', url: '/api/contexts/Pricing' });
    expect(context.json()['@context']).toMatchObject({ price: 'Pricing/price' });
    expect((await t.inject({ method: 'GET', url: '/api/contexts/Nothing' })).statusCode).toBe(404);
  });
});
