import { ServerDescription } from '@velodesk/contract/errors';
import { PricingType } from '@velodesk/contract/ids';
import { noPriceAvailable } from '@velodesk/contract/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors.ts';
import {
  createDeclination,
  createHuttosoftInstance,
  createLoyaltyDiscount,
  createPricings,
  createSite,
  createTax,
  createTaxRule,
} from '../../test/factories/index.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { apiCalls, createTestApp, type Member, type TestApp } from '../../test/test-app.ts';
import { discountInForce, findPricing, priceLine } from './pricing.read.ts';

describe('prices, taxes and loyalty discounts', () => {
  let t: TestApp;
  let admin: string;
  let counter: string;
  let manager: string;
  let team: Team;
  let siteId: (key: 'home' | 'foreign' | 'workshop' | 'depot') => number;
  let declination: (model: string, size: string) => Member;
  /** The rule 'TVA 20 %' (France, since 2014), and the Huttosoft instance sites link to. */
  let frenchRule = 0;
  let instanceId = 0;
  const year = new Date().getFullYear();
  const today = new Date().toISOString().slice(0, 10);

  const { list: get, send, paths } = apiCalls(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    admin = team.admin.authorization;
    counter = team.counter.authorization;
    manager = team.manager.authorization;
    const db = t.database.db;
    // Sites: the team's (home: a French TTC company; foreign: an Italian one), a workshop billed
    // by a French HT company, and a depot in the country "Autres" (ZZ).
    const workshop = await createSite(db, { display: 'HT' });
    const depot = await createSite(db, { countryIso: 'ZZ' });
    const sites = {
      home: team.home.id,
      foreign: team.foreign.id,
      workshop: workshop.site.id,
      depot: depot.site.id,
    };
    siteId = (key) => sites[key];
    instanceId = (await createHuttosoftInstance(db)).id;
    const french = await createTaxRule(db, {
      countryId: team.home.countryId,
      rate: '20.00',
      description: 'TVA 20 %',
      validFrom: '2014-01-01',
    });
    frenchRule = french.id;
    const italian = await createTaxRule(db, {
      countryId: team.foreign.countryId,
      rate: '22.00',
      description: 'IVA 22 %',
      validFrom: '2013-10-01',
    });
    const none = await createTaxRule(db, {
      countryId: depot.countryId,
      rate: '0.00',
      description: 'Taux 0 %',
    });
    await createTax(db, { description: 'TVA France (taux normal)', countryId: team.home.countryId });
    // Pricings of 1 to 30 days and the half-day; standard: 18 the half-day, 29 a day, +20 a day
    // more; external: 33.50 a day. The HT company's day is 24.17 (29 incl. 20 % VAT).
    const vtcM = (
      await createDeclination(db, { rangeName: 'électrique', model: 'VTC électrique', size: 'M' })
    ).declination;
    const vttM = (await createDeclination(db, { rangeName: 'musculaire', model: 'VTT', size: 'M' }))
      .declination;
    await createDeclination(db, { rangeName: 'musculaire', model: 'VTT', size: 'S' });
    const standard = (days: number) => (days === 0 ? '18.00' : `${29 + 20 * (days - 1)}.00`);
    const external = (days: number) => (days === 0 ? '21.00' : `${33.5 + 20 * (days - 1)}0`);
    for (const [companyId, taxRuleId, declinationId, price] of [
      [team.company.id, french.id, vtcM.id, standard],
      [team.company.id, french.id, vttM.id, standard],
      [team.foreignCompany.id, italian.id, vtcM.id, standard],
      [workshop.company.id, french.id, vtcM.id, (days: number) => (days === 1 ? '24.17' : '50.00')],
      [depot.company.id, none.id, vtcM.id, standard],
    ] as const) {
      await createPricings(db, {
        companyId,
        declinationId,
        taxRuleId,
        pricingTypeIds: [PricingType.standard],
        days: 30,
        price,
      });
      await createPricings(db, {
        companyId,
        declinationId,
        taxRuleId,
        pricingTypeIds: [PricingType.external],
        days: 30,
        price: external,
      });
    }
    const year = new Date().getFullYear();
    for (const [level, percentage] of [
      [1, '5.00'],
      [2, '10.00'],
    ] as const) {
      await createLoyaltyDiscount(db, {
        level,
        percentage,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      });
    }
    const declinations = (await get('/api/declinations?pagination=false', admin))['hydra:member'];
    declination = (model, size) => declinations.find((d) => d.model === model && d.size === size)!;
  });
  afterAll(() => t.close());

  it('lists the reference lists the rental and settings screens read', async () => {
    const types = await get('/api/pricing_types?page=1&pagination=false', counter);
    expect(types['hydra:member'].map((m) => m.description)).toEqual(['Standard', 'Externe']);
    const durations = await get('/api/duration_types', counter);
    expect(durations['hydra:member'].map((m) => m.id)).toEqual([1, 2]);
    const displays = await get('/api/displays', counter);
    expect(displays['hydra:member'].map((m) => m.name)).toEqual(['HT', 'TTC']);
    const fidelities = await get('/api/fidelities?pagination=false&level[]=1&level[]=2', counter);
    expect(fidelities['hydra:member'].map((m) => [m.id, m.level])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    const franceId = (await get('/api/countries?codeIso31662=FR', counter))['hydra:member'][0]!.id;
    const french = await get(`/api/tax_rules?rates.country.id=${franceId}`, counter);
    expect(french['hydra:member']).toMatchObject([
      {
        description: 'TVA 20 %',
        rates: [{ rate: 20, validFrom: '2014-01-01', status: 'current', country: { codeIso31662: 'FR' } }],
      },
    ]);
    const italianId = (await get('/api/countries?codeIso31662=IT', counter))['hydra:member'][0]!.id;
    const italian = await get(`/api/tax_rules?rates.country.id=${italianId}`, counter);
    expect(italian['hydra:member'].map((m) => (m.rates as Member[]).map((r) => r.rate))).toEqual([[22]]);
    const unknownFilter = await t.inject({
      method: 'GET',
      url: '/api/tax_rules?rate=20',
      headers: { authorization: counter },
    });
    expect(unknownFilter.statusCode).toBe(400);
  });

  it('refuses every pricing, tax and discount write without application settings', async () => {
    const body = { description: 'TVA réduite', country: '/api/countries/1' };
    expect((await send('POST', '/api/taxes', counter, body)).statusCode).toBe(403);
    expect((await send('PATCH', '/api/taxes/1', counter, body)).statusCode).toBe(403);
    expect((await send('POST', '/api/pricings', counter, {})).statusCode).toBe(403);
    expect((await send('PATCH', '/api/pricings/1', counter, { price: 1 })).statusCode).toBe(403);
    expect((await send('DELETE', '/api/pricings/1', counter)).statusCode).toBe(403);
    expect(
      (await t.inject({ method: 'GET', url: '/api/pricings', headers: { authorization: counter } }))
        .statusCode,
    ).toBe(403);
    expect((await send('POST', '/api/settings_discounts', counter, {})).statusCode).toBe(403);
    expect((await send('DELETE', '/api/settings_discounts/1', counter)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/pricings' })).statusCode).toBe(401);
  });

  it('lists pricings by company, declination, pricing type and duration type, paged', async () => {
    const company = team.company;
    const vtc = declination('VTC électrique', 'M');
    const all = await get(`/api/pricings?company.id=${company.id}&declination.id=${vtc.id}`, manager);
    expect(all['hydra:totalItems']).toBe(62);
    expect(all['hydra:member']).toHaveLength(10);
    const standardDays = await get(
      `/api/pricings?company.id=${company.id}&declination.id=${vtc.id}&pricingType.id=1&durationType.id=2&order[duration]=asc&pagination=false`,
      manager,
    );
    expect(standardDays['hydra:totalItems']).toBe(30);
    expect(standardDays['hydra:member'][0]).toMatchObject({
      duration: 1,
      price: 29,
      pricingType: { description: 'Standard' },
      durationType: { id: 2 },
      taxRule: { description: 'TVA 20 %' },
      company: { corporateName: team.company.corporateName, display: { name: 'TTC' } },
      declination: { model: 'VTC électrique', size: 'M', range: { name: 'électrique' } },
    });
    const prices = standardDays['hydra:member'].map((m) => m.price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const halfDay = await get(
      `/api/pricings?company.id=${company.id}&declination.id=${vtc.id}&pricingType.id=1&durationType.id=1`,
      manager,
    );
    expect(halfDay['hydra:member'].map((m) => [m.duration, m.price])).toEqual([[1, 18]]);
  });

  it('requires every pricing field, a duration of at least 1 and a price of at least 0', async () => {
    const missing = await send('POST', '/api/pricings', admin, {});
    expect(missing.statusCode).toBe(422);
    expect(paths(missing)).toEqual(
      ['company', 'declination', 'duration', 'durationType', 'price', 'pricingType', 'taxRule'].sort(),
    );
    const base = {
      company: `/api/companies/${team.company.id}`,
      declination: declination('VTT', 'S')['@id'],
      pricingType: '/api/pricing_types/1',
      durationType: '/api/duration_types/2',
      duration: 45,
      price: 60,
      taxRule: `/api/tax_rules/${frenchRule}`,
    };
    const bad = await send('POST', '/api/pricings', admin, { ...base, duration: 0, price: -1 });
    expect(bad.statusCode).toBe(422);
    expect(paths(bad)).toEqual(['duration', 'price']);
    expect((await send('POST', '/api/pricings', admin, { ...base, price: 1.005 })).statusCode).toBe(422);
    const halfDay = await send('POST', '/api/pricings', admin, {
      ...base,
      durationType: '/api/duration_types/1',
    });
    expect(halfDay.statusCode).toBe(422);
    expect(halfDay.json().violations[0]).toMatchObject({
      propertyPath: 'duration',
      message: 'A half-day pricing has duration 1.',
    });
    const unknown = await send('POST', '/api/pricings', admin, {
      ...base,
      company: '/api/companies/999',
      taxRule: '/api/tax_rules/999',
    });
    expect(unknown.statusCode).toBe(422);
    expect(paths(unknown)).toEqual(['company', 'taxRule']);
    const extra = await send('POST', '/api/pricings', admin, { ...base, colour: 'red' });
    expect(extra.statusCode).toBe(422);
  });

  it('forbids two pricings with the same declination, company, types, tax rule and duration', async () => {
    const body = {
      company: `/api/companies/${team.company.id}`,
      declination: declination('VTT', 'M')['@id'],
      pricingType: '/api/pricing_types/2',
      durationType: '/api/duration_types/2',
      duration: 31,
      price: 230.5,
      taxRule: `/api/tax_rules/${frenchRule}`,
    };
    const [first, second] = await Promise.all([
      send('POST', '/api/pricings', manager, body),
      send('POST', '/api/pricings', manager, body),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
    const clash = first!.statusCode === 409 ? first! : second!;
    expect(clash.json()['hydra:description']).toBe('A pricing already exists for this declination.');
    const created = (first!.statusCode === 201 ? first! : second!).json();
    expect(created).toMatchObject({ '@type': 'Pricing', duration: 31, price: 230.5 });

    const onFile = await send('POST', '/api/pricings', manager, { ...body, duration: 30 });
    expect(onFile.statusCode).toBe(409);
    expect(onFile.json().violations).toEqual([
      {
        propertyPath: 'declination',
        message: 'A pricing already exists for this declination.',
        code: 'PRICING_ALREADY_EXISTS',
      },
    ]);
    expect(onFile.json().code).toBe('PRICING_ALREADY_EXISTS');
    const moved = await send('PATCH', `/api/pricings/${created.id}`, manager, { duration: 30 });
    expect(moved.statusCode).toBe(409);
    const repriced = await send('PATCH', `/api/pricings/${created.id}`, manager, { price: 199.9 });
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json().price).toBe(199.9);
    expect((await send('DELETE', `/api/pricings/${created.id}`, manager)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/pricings/${created.id}`, manager)).statusCode).toBe(404);
    expect((await send('POST', '/api/pricings', manager, body)).statusCode).toBe(201);
  });

  it('manages taxes: planning reads them, application settings writes them', async () => {
    const list = await get('/api/taxes', counter);
    expect(list['hydra:totalItems']).toBe(1);
    const created = await send('POST', '/api/taxes', manager, {
      description: 'TVA réduite 10 %',
      country: '/api/countries/1',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      '@type': 'Tax',
      description: 'TVA réduite 10 %',
      country: { id: 1 },
    });
    const renamed = await send('PATCH', `/api/taxes/${created.json().id}`, manager, {
      description: 'TVA 10 %',
    });
    expect(renamed.json().description).toBe('TVA 10 %');
    const invalid = await send('POST', '/api/taxes', manager, {
      description: '  ',
      country: '/api/countries/99999',
    });
    expect(invalid.statusCode).toBe(422);
    expect(paths(invalid)).toEqual(['description']);
    const unknownCountry = await send('POST', '/api/taxes', manager, {
      description: 'X',
      country: '/api/countries/99999',
    });
    expect(unknownCountry.statusCode).toBe(422);
    expect(paths(unknownCountry)).toEqual(['country']);
  });

  it('finds the loyalty discount in force today for a level', async () => {
    const inForce = await get(
      `/api/settings_discounts?startDate[before]=${today}&endDate[after]=${today}&fidelity.level=1`,
      counter,
    );
    expect(inForce['hydra:member']).toMatchObject([
      { percentage: 5, startDate: `${year}-01-01`, endDate: `${year}-12-31`, fidelity: { level: 1 } },
    ]);
    const level2 = await get(
      `/api/settings_discounts?startDate[before]=${today}&endDate[after]=${today}&fidelity.level=2`,
      counter,
    );
    expect(level2['hydra:member'][0]!.percentage).toBe(10);
    const level0 = await get(
      `/api/settings_discounts?startDate[before]=${today}&endDate[after]=${today}&fidelity.level=0`,
      counter,
    );
    expect(level0['hydra:totalItems']).toBe(0);
    expect(await discountInForce(t.database.db, 2, today)).toBe(10);
    expect(await discountInForce(t.database.db, 0, today)).toBe(0);
  });

  it('validates loyalty discounts: percentage 0 to 100, a fidelity, start not after end, no overlap', async () => {
    const missing = await send('POST', '/api/settings_discounts', manager, {});
    expect(missing.statusCode).toBe(422);
    expect(paths(missing)).toEqual(['endDate', 'fidelity', 'percentage', 'startDate']);
    const next = {
      fidelity: '/api/fidelities/2',
      startDate: `${year + 1}-01-01`,
      endDate: `${year + 1}-12-31`,
    };
    expect(
      (await send('POST', '/api/settings_discounts', manager, { ...next, percentage: 101 })).statusCode,
    ).toBe(422);
    expect(
      (await send('POST', '/api/settings_discounts', manager, { ...next, percentage: -1 })).statusCode,
    ).toBe(422);
    const reversed = await send('POST', '/api/settings_discounts', manager, {
      ...next,
      percentage: 5,
      startDate: `${year + 1}-12-31`,
      endDate: `${year + 1}-01-01`,
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().violations[0].propertyPath).toBe('endDate');
    const badDate = await send('POST', '/api/settings_discounts', manager, {
      ...next,
      percentage: 5,
      endDate: `${year + 1}-02-30`,
    });
    expect(badDate.statusCode).toBe(422);
    const overlap = await send('POST', '/api/settings_discounts', manager, {
      ...next,
      percentage: 7,
      startDate: `${year}-12-01`,
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json()['hydra:description']).toContain('covers part of these dates');
    const created = await send('POST', '/api/settings_discounts', manager, { ...next, percentage: 7.5 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ percentage: 7.5, fidelity: { level: 1 } });
    const edited = await send('PATCH', `/api/settings_discounts/${created.json().id}`, manager, {
      percentage: 100,
    });
    expect(edited.json().percentage).toBe(100);
    const moved = await send('PATCH', `/api/settings_discounts/${created.json().id}`, manager, {
      startDate: `${year}-06-01`,
    });
    expect(moved.statusCode).toBe(422);
    expect((await send('DELETE', `/api/settings_discounts/${created.json().id}`, manager)).statusCode).toBe(
      204,
    );
  });

  describe('the price of a rental line (for the rentals module)', () => {
    const line = (
      site: 'home' | 'foreign' | 'workshop' | 'depot',
      from: [string, 8 | 13],
      to: [string, 13 | 19 | 8],
      discountPercent = 0,
    ) => ({
      siteId: siteId(site),
      declinationId: declination('VTC électrique', 'M').id,
      pricingTypeId: 1,
      startDate: from[0],
      startPeriod: from[1],
      endDate: to[0],
      endPeriod: to[1],
      discountPercent,
      pricedAt: new Date(),
    });
    const failure = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DomainError);
      return error as DomainError;
    };

    it('uses the pricing of exactly the line length, pricing type and billing company', async () => {
      const day = await priceLine(t.database.db, line('home', ['2026-07-01', 8], ['2026-07-01', 19]));
      expect(day.length).toEqual({ kind: 'days', days: 1 });
      expect(day.amounts).toEqual({ dutyFree: 2417, tax: 483, allTaxesIncluded: 2900 });
      const half = await priceLine(t.database.db, line('home', ['2026-07-01', 13], ['2026-07-01', 19]));
      expect(half.length).toEqual({ kind: 'halfDay' });
      expect(half.amounts.allTaxesIncluded).toBe(1800);
      const discounted = await priceLine(
        t.database.db,
        line('home', ['2026-07-01', 8], ['2026-07-01', 19], 10),
      );
      expect(discounted.amounts).toEqual({ dutyFree: 2175, tax: 435, allTaxesIncluded: 2610 });
      const external = await priceLine(t.database.db, {
        ...line('home', ['2026-07-01', 8], ['2026-07-01', 19]),
        pricingTypeId: 2,
      });
      expect(external.amounts.allTaxesIncluded).toBe(3350);
      const week = await findPricing(t.database.db, {
        siteId: siteId('home'),
        declinationId: declination('VTC électrique', 'M').id,
        pricingTypeId: 1,
        length: { kind: 'days', days: 7 },
        pricedAt: new Date(),
      });
      expect(week).toMatchObject({ duration: 7, display: 'TTC', taxRate: '20.00' });
    });

    it('prices an Italian site with its own tax rule, and an HT company from its HT price', async () => {
      const italian = await priceLine(t.database.db, line('foreign', ['2026-07-01', 8], ['2026-07-01', 19]));
      expect(italian.amounts).toEqual({ dutyFree: 2377, tax: 523, allTaxesIncluded: 2900 });
      const workshop = await priceLine(
        t.database.db,
        line('workshop', ['2026-07-01', 8], ['2026-07-01', 19]),
      );
      expect(workshop.pricing.display).toBe('HT');
      expect(workshop.amounts).toEqual({ dutyFree: 2417, tax: 483, allTaxesIncluded: 2900 });
    });

    it('says "no price available" when no pricing has the length', async () => {
      const error = await failure(
        priceLine(t.database.db, line('home', ['2026-07-01', 8], ['2026-08-01', 8])),
      );
      expect(error.status).toBe(422);
      expect(error.description).toBe(noPriceAvailable);
    });

    it('gives the two tax errors of the catalogue', async () => {
      const zero = await failure(
        priceLine(t.database.db, line('depot', ['2026-07-01', 8], ['2026-07-01', 19])),
      );
      expect(zero.description).toBe(ServerDescription.unavailableTaxRate);
      // A German site billed by the French company: its pricings only carry the French rule.
      const germany = (await get('/api/countries?codeIso31662=DE', admin))['hydra:member'][0]!['@id'];
      const site = await send('POST', '/api/sites', admin, {
        name: 'Schwarzwald Camping',
        huttosoftInstance: `/api/huttosoft_instances/${instanceId}`,
        country: germany,
        currency: '/api/currencies/1',
        billingEntity: `/api/companies/${team.company.id}`,
      });
      expect(site.statusCode).toBe(201);
      const notFound = await failure(
        priceLine(t.database.db, {
          ...line('home', ['2026-07-01', 8], ['2026-07-01', 19]),
          siteId: site.json().id,
        }),
      );
      expect(notFound.description).toBe(ServerDescription.taxRateNotFound);
      const invalid = await failure(
        priceLine(t.database.db, line('home', ['2026-07-01', 13], ['2026-07-01', 13])),
      );
      expect(invalid.violations?.[0]?.propertyPath).toBe('endDate');
    });
  });
});
