import { CustomerServerDescription } from '@velodesk/contract/api/customers';
import { StaySystemErrorCode } from '@velodesk/contract/errors';
import { buildStaySim } from '@velodesk/stay-sim/sim';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSite, unique } from '../../test/factories/index.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The team's sites home, second and foreign are the simulator's HS-PINS, HS-DUNE and HS-LAGO.
// The simulator's fixed clients on HS-PINS (the counter's current site, home):
// 1001 Jean Martin present FR rank 1, 1002 Sanne Van den Berg present NL rank 2,
// 1003 Lukas Müller reservation DE rank 0, 1004 Ivan Zelenko with a country code unknown here.
const sim = buildStaySim({ seed: 7 });

describe('the stay system: customer search and import', () => {
  let t: TestApp;
  let counter: string;
  let admin: string;
  let finance: string;
  let trainee: string;
  let team: Team;
  /** This API's site ids: the team's, and a workshop without a stay-system id. */
  const siteIds = { home: 0, second: 0, foreign: 0, workshop: 0 };
  beforeAll(async () => {
    const staySystemUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
    t = await createTestApp({ config: { staySystemUrl, staySystemTimeoutMs: 1_000 } });
    team = await createTeam(t, { huttosoftIds: { home: 'HS-PINS', second: 'HS-DUNE', foreign: 'HS-LAGO' } });
    counter = team.counter.authorization;
    admin = team.admin.authorization;
    finance = team.finance.authorization;
    trainee = team.trainee.authorization;
    const workshop = await createSite(t.database.db, { name: unique('Workshop'), huttosoftId: null });
    Object.assign(siteIds, {
      home: team.home.id,
      second: team.second.id,
      foreign: team.foreign.id,
      workshop: workshop.site.id,
    });
  });
  beforeEach(() => sim.reset());
  afterAll(async () => {
    await t.close();
    await sim.app.close();
  });

  const get = (url: string, as = counter) => t.inject({ method: 'GET', url, headers: { authorization: as } });
  const importClient = (clientId: string, as = counter) =>
    t.inject({
      method: 'POST',
      url: `/api/huttosoft/import_customer/${clientId}`,
      headers: { authorization: as },
    });
  const localCount = async (clientId: string) =>
    (await get(`/api/customers?huttosoft=${clientId}`)).json()['hydra:totalItems'];

  it('refuses too short a name, a missing one, and a reservation ending before it starts', async () => {
    const short = await get('/api/huttosoft/search_customer?customerLastName=Ma');
    expect(short.statusCode).toBe(400);
    expect(short.json()['hydra:description']).toContain('at least 3 characters');
    const blank = await get('/api/huttosoft/search_customer?customerLastName=%20%20Ma%20');
    expect(blank.statusCode).toBe(400);
    const missing = await get('/api/huttosoft/search_customer?stayState=4');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()['hydra:description']).toContain('customerLastName');
    const dates = await get(
      '/api/huttosoft/search_customer?customerLastName=Muller&stayState=3&stayDateStart=2030-07-10&stayDateEnd=2030-07-01',
    );
    expect(dates.statusCode).toBe(400);
    expect(dates.json()['hydra:description']).toContain('stayDateEnd');
    const state = await get('/api/huttosoft/search_customer?customerLastName=Martin&stayState=5');
    expect(state.statusCode).toBe(400);
  });

  it("finds a present stay on the user's current site", async () => {
    const found = await get(
      '/api/huttosoft/search_customer?customerLastName=martin&stayState=4&emplacementName=',
    );
    expect(found.statusCode).toBe(200);
    const body = found.json();
    expect(body['hydra:totalItems']).toBe(1);
    expect(body['hydra:member'][0]).toMatchObject({
      '@type': 'StayCustomer',
      clientId: '1001',
      firstName: 'Jean',
      lastName: 'Martin',
      countryIso: 'FR',
      fidelityRank: 1,
      emplacementName: 'A12',
      stayId: '51001',
      stayState: 4,
      stayUrl: expect.stringContaining('/stays/51001'),
    });
    // siteId is this API's own site id (from /sites); the server maps it to the stay system's HS-PINS.
    const reservation = await get(
      `/api/huttosoft/search_customer?customerLastName=muller&stayState=3&siteId=${siteIds.home}`,
    );
    expect(reservation.statusCode, reservation.body).toBe(200);
    expect(reservation.json()['hydra:member'].map((c: { clientId: string }) => c.clientId)).toEqual(['1003']);
    const one = await get('/api/huttosoft/get_customer/1002');
    expect(one.json()).toMatchObject({ lastName: 'Van den Berg', fidelityRank: 2 });
  });

  it('takes our site ids: refuses other notations, unknown and unseen sites, sites without a stay link', async () => {
    const search = (siteId: string, as = counter) =>
      get(`/api/huttosoft/search_customer?customerLastName=Martin&siteId=${siteId}`, as);
    const dune = await search(String(siteIds.second));
    expect(dune.statusCode, dune.body).toBe(200);
    expect(dune.json()['hydra:member']).toEqual([]); // Martin stays at home (HS-PINS)
    for (const notation of ['HS-PINS', '0', '017', '0x1', '1.0', '99999999999']) {
      const refused = await search(notation);
      expect(refused.statusCode, notation).toBe(400);
      expect(refused.json()['hydra:description']).toContain('siteId');
    }
    expect((await search('999999')).statusCode).toBe(404);
    const notLinked = await search(String(siteIds.foreign));
    expect(notLinked.statusCode).toBe(403);
    const noStayLink = await search(String(siteIds.workshop), admin);
    expect(noStayLink.statusCode).toBe(422);
    expect(noStayLink.json().violations[0].propertyPath).toBe('siteId');
    expect(noStayLink.json()['hydra:description']).toContain('not linked to the stay system');
    const noSite = await get('/api/huttosoft/search_customer?customerLastName=Martin', finance);
    expect(noSite.statusCode).toBe(422);
    expect(noSite.json().violations[0].propertyPath).toBe('siteId');

    // The admin moves to the central workshop, a site with no stay-system id.
    const settings = (await get(`/api/settings_users?user.username=${team.admin.username}`, admin)).json()[
      'hydra:member'
    ][0];
    const moved = await t.inject({
      method: 'PATCH',
      url: settings['@id'],
      headers: { authorization: admin, 'content-type': 'application/merge-patch+json' },
      payload: { site: `/api/sites/${siteIds.workshop}` },
    });
    expect(moved.statusCode).toBe(200);
    const withoutId = await get('/api/huttosoft/search_customer?customerLastName=Martin', admin);
    expect(withoutId.statusCode).toBe(422);
    expect(withoutId.json()['hydra:description']).toContain('not linked to the stay system');
  });

  it('imports a stay client as a customer, then updates the same customer', async () => {
    expect(await localCount('1001')).toBe(0);
    const created = await importClient('1001');
    expect(created.statusCode).toBe(201);
    const customer = created.json();
    expect(customer).toMatchObject({
      '@type': 'Customer',
      type: { id: 2 },
      name: 'Jean',
      lastname: 'Martin',
      civility: { id: 1 },
      country: { codeIso31662: 'FR' },
      language: { id: 1 },
      fidelity: { id: 2, level: 1 },
      email: { email: 'jean.martin@guests.example.com' },
      phoneNumber: { number: '+33639980001' },
      address: '14 rue des Lilas',
      complement: 'Bâtiment B',
      city: 'Lyon',
      huttosoft: '1001',
      huttosoftCode: 'PINS-0001',
      stayId: '51001',
      stayLink: expect.stringContaining('/stays/51001'),
      emplacementName: 'A12',
    });

    // Edited locally, then imported again: the stay system's data wins, no second customer.
    const patched = await t.inject({
      method: 'PATCH',
      url: customer['@id'],
      headers: { authorization: counter, 'content-type': 'application/merge-patch+json' },
      payload: { city: 'Villeurbanne' },
    });
    expect(patched.statusCode).toBe(200);
    const updated = await importClient('1001');
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: customer.id, city: 'Lyon', email: { id: customer.email.id } });
    expect(await localCount('1001')).toBe(1);

    // Someone already holds Sanne's address here: she is imported without it.
    const holder = await t.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { authorization: counter },
      payload: {
        type: '/api/customer_types/2',
        lastname: 'Homonyme',
        email: 'sanne.vandenberg@guests.example.com',
      },
    });
    expect(holder.statusCode).toBe(201);
    const dutch = await importClient('1002');
    expect(dutch.statusCode).toBe(201);
    expect(dutch.json()).toMatchObject({
      email: null,
      fidelity: { id: 3, level: 2 },
      country: { codeIso31662: 'NL' },
      language: { id: 7 },
      civility: { id: 2 },
    });
  });

  it('refuses a client whose country code is unknown, and creates nothing', async () => {
    const refused = await importClient('1004');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()['hydra:description']).toBe(CustomerServerDescription.unknownCountryIso);
    expect(refused.json()['hydra:description']).toBe('CUSTOMERS.errors.no_countries_ISO_code');
    expect(await localCount('1004')).toBe(0);
    const byName = await get('/api/customers?lastname=Zelenko');
    expect(byName.json()['hydra:totalItems']).toBe(0);
  });

  it('answers 502 TECHNIQUE_ERROR when the stay system is down, and writes nothing', async () => {
    sim.setMode('down');
    const search = await get('/api/huttosoft/search_customer?customerLastName=Martin');
    expect(search.statusCode).toBe(502);
    expect(search.json()).toMatchObject({
      '@type': 'hydra:Error',
      code: 'STAY_SYSTEM_UNAVAILABLE',
      'hydra:description': 'TECHNIQUE_ERROR',
    });
    expect((await get('/api/huttosoft/get_customer/1001')).json().code).toBe('STAY_SYSTEM_UNAVAILABLE');
    const imported = await importClient('1003');
    expect(imported.statusCode).toBe(502);
    expect(imported.json()['hydra:description']).toBe('TECHNIQUE_ERROR');
    expect(await localCount('1003')).toBe(0);
  });

  it("passes the stay system's own description on, and answers 504 on a timeout", async () => {
    sim.setMode('error');
    const failed = await importClient('1003');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      '@type': 'hydra:Error',
      code: StaySystemErrorCode.error,
      'hydra:description': 'Internal error',
    });
    sim.setMode('ok');
    // The stay system refuses an unknown site of its own: its message, kept, with the error code.
    await t.database.db.execute(
      sql`update sites set huttosoft_id = 'HS-NOWHERE' where id = ${siteIds.second}`,
    );
    const refused = await get(
      `/api/huttosoft/search_customer?customerLastName=Martin&siteId=${siteIds.second}`,
    );
    await t.database.db.execute(sql`update sites set huttosoft_id = 'HS-DUNE' where id = ${siteIds.second}`);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'STAY_SYSTEM_ERROR', 'hydra:description': 'Unknown site' });

    sim.setMode('slow', 5_000);
    const slow = await importClient('1003');
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toMatchObject({
      code: 'STAY_SYSTEM_TIMEOUT',
      'hydra:description': 'TECHNIQUE_ERROR',
    });
    sim.setMode('ok');
    expect(await localCount('1003')).toBe(0);
  });

  it('answers 404 for a guest of a site the user cannot see, as for an id the stay system does not know', async () => {
    // The trainee works at home only: guests 3001… stay at the foreign site, 2001… at the second.
    const own = await get('/api/huttosoft/get_customer/1001', trainee);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ lastName: 'Martin' });
    for (const clientId of ['3001', '2001', '4001']) {
      const other = await get(`/api/huttosoft/get_customer/${clientId}`, trainee);
      expect(other.statusCode, clientId).toBe(404);
      expect(other.json()).toMatchObject({
        '@type': 'hydra:Error',
        code: StaySystemErrorCode.clientNotFound,
      });
      expect(JSON.stringify(other.json())).not.toMatch(/lastName|emplacement/);
      const imported = await importClient(clientId, trainee);
      expect(imported.statusCode, clientId).toBe(404);
      expect(await localCount(clientId)).toBe(0);
    }
    // The counter also works at the second site; an administrator sees every site.
    expect((await get('/api/huttosoft/get_customer/2001')).statusCode).toBe(200);
    expect((await get('/api/huttosoft/get_customer/3001', admin)).statusCode).toBe(200);

    const unknown = await get('/api/huttosoft/get_customer/424242');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: StaySystemErrorCode.clientNotFound,
      'hydra:description': 'Stay-system client "424242" not found.',
    });
    expect((await importClient('424242')).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await t.inject({
      method: 'GET',
      url: '/api/huttosoft/search_customer?customerLastName=Martin',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
