import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, updateCompany } from '../../test/factories/index.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('reference lists, counts and uniqueness checks', () => {
  let t: TestApp;
  let admin: string;
  let trainee: string;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    admin = team.admin.authorization;
    trainee = team.trainee.authorization;
    for (let i = 0; i < 3; i++) await createCustomer(t.database.db);
    await updateCompany(t.database.db, team.company.id, {
      email: 'compta@velodesk-atlantique.example',
      phone: '+33240000001',
    });
  });
  afterAll(() => t.close());

  it('seeds the full ISO 3166 country list, priority countries first', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/countries?isActive=1&pagination=false',
      headers: { authorization: trainee },
    });
    const body = response.json();
    expect(body['hydra:totalItems']).toBeGreaterThanOrEqual(249);
    expect(body['hydra:member'].slice(0, 7).map((c: { codeIso31662: string }) => c.codeIso31662)).toEqual([
      'CA',
      'US',
      'IT',
      'NL',
      'DE',
      'BE',
      'FR',
    ]);
    const byName = await t.inject({
      method: 'GET',
      url: '/api/countries?name=allem',
      headers: { authorization: trainee },
    });
    expect(byName.json()['hydra:member'][0]).toMatchObject({ name: 'Allemagne', codeIso31662: 'DE' });
  });

  it('lists the active interface languages with their fixed ids, without signing in', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/languages?isActive=1' });
    const languages = response
      .json()
      ['hydra:member'].map((l: { id: number; code: string }) => `${l.id}:${l.code}`);
    expect(languages).toEqual(['1:fr', '2:en', '3:de', '4:it', '5:es', '8:ru']);
  });

  it('lists civilities and currencies', async () => {
    const civilities = await t.inject({
      method: 'GET',
      url: '/api/civilities',
      headers: { authorization: trainee },
    });
    expect(civilities.json()['hydra:member'].map((c: { description: string }) => c.description)).toEqual([
      'M.',
      'Mme',
      'Mx',
    ]);
    const currencies = await t.inject({
      method: 'GET',
      url: '/api/currencies',
      headers: { authorization: trainee },
    });
    expect(currencies.json()['hydra:member'][0]).toMatchObject({ name: 'Euro', code: 'EUR' });
  });

  it('counts records, with the permission of the records counted', async () => {
    const users = await t.inject({
      method: 'GET',
      url: '/api/count/user',
      headers: { authorization: admin },
    });
    // The five users of the team.
    expect(users.json()).toEqual({ totalCount: 5 });
    const customers = await t.inject({
      method: 'GET',
      url: '/api/count/customer',
      headers: { authorization: trainee },
    });
    expect(customers.json()).toEqual({ totalCount: 3 });
    expect(
      (await t.inject({ method: 'GET', url: '/api/count/user', headers: { authorization: trainee } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: '/api/count/nothing', headers: { authorization: admin } }))
        .statusCode,
    ).toBe(400);
  });

  it('says whether a username, e-mail, phone or site name can be inserted', async () => {
    const check = async (entity: string, field: string, value: string, exclude?: string) =>
      (
        await t.inject({
          method: 'POST',
          url: `/api/check/uniqueness/${entity}`,
          headers: { authorization: admin },
          payload: exclude ? { field, value, exclude } : { field, value },
        })
      ).json().canBeInserted;
    expect(await check('user', 'username', team.admin.username.toUpperCase())).toBe(false);
    expect(await check('user', 'username', 'newcomer')).toBe(true);
    expect(await check('site', 'name', team.foreign.name.toLowerCase())).toBe(false);
    expect(await check('site', 'name', team.foreign.name, `/api/sites/${team.foreign.id}`)).toBe(true);
    expect(await check('phone', 'number', '+33 6 99 99 99 99')).toBe(true);
    expect(await check('company_email', 'email', 'COMPTA@velodesk-atlantique.example')).toBe(false);
    expect(await check('company_email', 'email', 'new@velodesk.example')).toBe(true);
    expect(await check('company_phone', 'phone', '+33240000001')).toBe(false);
    const wrongField = await t.inject({
      method: 'POST',
      url: '/api/check/uniqueness/user',
      headers: { authorization: admin },
      payload: { field: 'email', value: 'x' },
    });
    expect(wrongField.statusCode).toBe(400);
  });
});
