import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../test/factories/index.ts';
import { createTeam, type Team } from '../test/factories/team.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The API as a foreign API Platform client uses it (API Platform Admin, the hydra data provider of
 * react-admin): JSON-LD bodies on POST, merge-patch on PATCH, JSON-LD answers.
 */
describe('content types of API Platform', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    contentType: string | undefined,
    payload?: string,
    authorization?: string,
  ) =>
    t.inject({
      method,
      url,
      headers: {
        accept: 'application/ld+json',
        ...(authorization ? { authorization } : {}),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  const signIn = async (contentType: string) => {
    const response = await call(
      'POST',
      '/api/login',
      contentType,
      JSON.stringify({ username: team.counter.username, password: team.counter.password }),
    );
    expect(response.statusCode, `${contentType}: ${response.body}`).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    return `Bearer ${response.json().token}`;
  };

  it('signs in with application/ld+json and application/json, with or without a charset', async () => {
    for (const type of [
      'application/ld+json',
      'application/ld+json; charset=utf-8',
      'application/json',
      'application/json; charset=UTF-8',
      'Application/LD+JSON;charset=utf-8',
    ]) {
      await signIn(type);
    }
  });

  it('creates with ld+json, changes with merge-patch+json or json, and answers ld+json', async () => {
    const authorization = await signIn('application/ld+json');
    const created = await call(
      'POST',
      '/api/customers',
      'application/ld+json; charset=utf-8',
      JSON.stringify({
        type: '/api/customer_types/2',
        lastname: 'Platform',
        email: 'platform@clients.example.com',
        city: 'Nantes',
      }),
      authorization,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const customer = created.json();
    expect(customer).toMatchObject({ '@type': 'Customer', lastname: 'Platform' });

    for (const [type, city] of [
      ['application/merge-patch+json', 'Rennes'],
      ['application/merge-patch+json; charset=utf-8', 'Brest'],
      ['application/json', 'Vannes'],
    ] as const) {
      const patched = await call('PATCH', customer['@id'], type, JSON.stringify({ city }), authorization);
      expect(patched.statusCode, `${type}: ${patched.body}`).toBe(200);
      expect(patched.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      expect(patched.json().city).toBe(city);
    }

    const read = await call('GET', customer['@id'], undefined, undefined, authorization);
    expect(read.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const list = await call('GET', '/api/customers?lastname=Platform', undefined, undefined, authorization);
    expect(list.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(list.json()['hydra:totalItems']).toBe(1);
  });

  it('answers 415 with a hydra error to any other body type, and to a type of another method', async () => {
    const authorization = await signIn('application/json');
    const body = JSON.stringify({ type: '/api/customer_types/2', lastname: 'Refused' });
    const existing = `/api/customers/${(await createCustomer(t.database.db)).id}`;
    const refusals: Array<['POST' | 'PATCH', string, string]> = [
      ['POST', '/api/customers', 'text/plain'],
      ['POST', '/api/customers', 'application/x-www-form-urlencoded'],
      ['POST', '/api/customers', 'application/xml'],
      ['POST', '/api/customers', 'application/merge-patch+json'],
      ['PATCH', existing, 'application/ld+json'],
      ['PATCH', existing, 'text/csv'],
      ['POST', '/api/login', 'text/plain; charset=utf-8'],
    ];
    for (const [method, url, type] of refusals) {
      const response = await call(method, url, type, body, authorization);
      expect(response.statusCode, `${method} ${type}: ${response.body}`).toBe(415);
      expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 415 });
      expect(response.json()['hydra:description']).toContain(type.split(';')[0]);
    }
    const byName = await call('GET', '/api/customers?lastname=Refused', undefined, undefined, authorization);
    expect(byName.json()['hydra:totalItems']).toBe(0);
  });

  it('keeps the type of files and of the OpenAPI document', async () => {
    const docs = await t.inject({ method: 'GET', url: '/api/docs.json' });
    expect(docs.headers['content-type']).toBe('application/json; charset=utf-8');
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-type']).toBe('application/ld+json; charset=utf-8');
  });
});
