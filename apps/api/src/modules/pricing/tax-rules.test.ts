import { ServerDescription } from '@velodesk/contract/errors';
import { PricingType } from '@velodesk/contract/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors.ts';
import { createDeclination, createPricings, createSite, createTaxRule } from '../../test/factories/index.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { apiCalls, createTestApp, type Member, type TestApp } from '../../test/test-app.ts';
import { priceLine } from './pricing.read.ts';

/** Tax rules and their rates per country, from a date (docs/decisions/tax-rates.md). */
describe('tax rules and their rates', () => {
  let t: TestApp;
  let admin: string;
  let counter: string;
  let manager: string;
  // The app's clock (ctx.now): 15 June 2026, noon in Paris; tests move it.
  let clock = new Date('2026-06-15T10:00:00Z');
  const today = '2026-06-15';
  const tomorrow = '2026-06-16';
  let france: string;
  let italy: string;
  let team: Team;
  /** On file: the rules 'TVA 20 %' (France), 'IVA 22 %' (Italy), 'Taux non applicable 0 %' (ZZ). */
  let frenchRule = 0;
  /** A depot in the country ZZ, and the declination the home site's company prices. */
  let depotId = 0;
  let declinationId = 0;

  const { list, send, paths, get } = apiCalls(() => t);
  const ruleNamed = async (description: string, authorization = counter) =>
    (await list('/api/tax_rules?pagination=false', authorization))['hydra:member'].find(
      (r) => r.description === description,
    )!;
  const loginAll = async () => {
    admin = (await t.login(team.admin.username, team.admin.password)).authorization;
    counter = (await t.login(team.counter.username, team.counter.password)).authorization;
    manager = (await t.login(team.manager.username, team.manager.password)).authorization;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    team = await createTeam(t);
    await loginAll();
    const db = t.database.db;
    const depot = await createSite(db, { countryIso: 'ZZ' });
    depotId = depot.site.id;
    const rules = [
      await createTaxRule(db, {
        countryId: team.home.countryId,
        rate: '20.00',
        description: 'TVA 20 %',
        validFrom: '2014-01-01',
      }),
      await createTaxRule(db, {
        countryId: team.foreign.countryId,
        rate: '22.00',
        description: 'IVA 22 %',
        validFrom: '2013-10-01',
      }),
      await createTaxRule(db, {
        countryId: depot.countryId,
        rate: '0.00',
        description: 'Taux non applicable 0 %',
      }),
    ];
    frenchRule = rules[0]!.id;
    const { declination } = await createDeclination(db, { model: 'VTC électrique', size: 'M' });
    declinationId = declination.id;
    // A day costs 29.00 incl. tax at home and at the depot.
    for (const [companyId, taxRuleId] of [
      [team.company.id, rules[0]!.id],
      [depot.company.id, rules[2]!.id],
    ] as const) {
      await createPricings(db, {
        companyId,
        declinationId,
        taxRuleId,
        pricingTypeIds: [PricingType.standard],
        days: 1,
        price: () => '29.00',
      });
    }
    const countries = (await list('/api/countries?pagination=false', admin))['hydra:member'];
    france = countries.find((c) => c.codeIso31662 === 'FR')!['@id'];
    italy = countries.find((c) => c.codeIso31662 === 'IT')!['@id'];
  });
  afterAll(() => t.close());

  it('lists the rules with their rates per country; rates on file are in force since a past date', async () => {
    const rules = await list('/api/tax_rules', counter);
    expect(rules['hydra:member']).toMatchObject([
      {
        '@type': 'TaxRule',
        description: 'TVA 20 %',
        rates: [
          {
            '@type': 'TaxRuleRate',
            rate: 20,
            validFrom: '2014-01-01',
            status: 'current',
            country: { '@id': france, codeIso31662: 'FR' },
          },
        ],
      },
      { description: 'IVA 22 %', rates: [{ rate: 22, country: { codeIso31662: 'IT' } }] },
      { description: 'Taux non applicable 0 %', rates: [{ rate: 0, country: { codeIso31662: 'ZZ' } }] },
    ]);
    const rule = rules['hydra:member'][0]!;
    const one = await get(`/api/tax_rules/${rule.id}`, counter);
    expect(one.json()).toEqual({ '@context': '/api/contexts/TaxRule', ...rule });
    expect((await get('/api/tax_rules/99999', counter)).statusCode).toBe(404);
    const rate = (rule.rates as Member[])[0]!;
    const rateRead = await get(rate['@id'], counter);
    expect(rateRead.json()).toMatchObject({
      ...rate,
      taxRule: { '@id': rule['@id'], description: 'TVA 20 %' },
    });
    const italian = await list(`/api/tax_rule_rates?country.codeIso31662=IT`, counter);
    expect(italian['hydra:member'].map((r) => r.rate)).toEqual([22]);
    expect((await t.inject({ method: 'GET', url: '/api/tax_rules' })).statusCode).toBe(401);
  });

  it('refuses every write without application settings', async () => {
    expect((await send('POST', '/api/tax_rules', counter, { description: 'X' })).statusCode).toBe(403);
    const french = `/api/tax_rules/${frenchRule}`;
    expect((await send('PATCH', french, counter, { description: 'X' })).statusCode).toBe(403);
    const rate = { taxRule: french, country: france, rate: 21, validFrom: '2030-01-01' };
    expect((await send('POST', '/api/tax_rule_rates', counter, rate)).statusCode).toBe(403);
    expect((await send('PATCH', '/api/tax_rule_rates/1', counter, { rate: 1 })).statusCode).toBe(403);
    expect((await send('DELETE', '/api/tax_rule_rates/1', counter)).statusCode).toBe(403);
    expect((await list(`/api/tax_rule_rates?taxRule.id=${frenchRule}`, admin))['hydra:totalItems']).toBe(1);
  });

  it('creates and renames a rule; a description is unique whatever the case', async () => {
    const created = await send('POST', '/api/tax_rules', manager, { description: '  TVA réduite 10 %  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ '@type': 'TaxRule', description: 'TVA réduite 10 %', rates: [] });
    const twice = await send('POST', '/api/tax_rules', manager, { description: 'tva RÉDUITE 10 %' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().violations).toEqual([
      {
        propertyPath: 'description',
        message: 'A tax rule with this description already exists.',
        code: 'TAX_RULE_ALREADY_EXISTS',
      },
    ]);
    expect(twice.json().code).toBe('TAX_RULE_ALREADY_EXISTS');
    const [a, b] = await Promise.all([
      send('POST', '/api/tax_rules', manager, { description: 'TVA 5,5 %' }),
      send('POST', '/api/tax_rules', manager, { description: 'TVA 5,5 %' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    const blank = await send('POST', '/api/tax_rules', manager, { description: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(paths(blank)).toEqual(['description']);
    expect((await send('POST', '/api/tax_rules', manager, { description: 'A', rate: 20 })).statusCode).toBe(
      422,
    );
    const id = created.json().id;
    const renamed = await send('PATCH', `/api/tax_rules/${id}`, manager, { description: 'TVA 10 %' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().description).toBe('TVA 10 %');
    expect(
      (await send('PATCH', `/api/tax_rules/${id}`, manager, { description: 'TVA 10 %' })).statusCode,
    ).toBe(200);
    const clash = await send('PATCH', `/api/tax_rules/${id}`, manager, { description: 'TVA 20 %' });
    expect(clash.statusCode).toBe(409);
    expect((await send('PATCH', '/api/tax_rules/99999', manager, { description: 'Z' })).statusCode).toBe(404);
  });

  it('adds a rate for a country from a date: 0 to 100 with 2 decimals, today or later, one per date', async () => {
    const rule = await ruleNamed('TVA 10 %');
    const body = { taxRule: rule['@id'], country: france, rate: 10, validFrom: tomorrow };
    const missing = await send('POST', '/api/tax_rule_rates', manager, {});
    expect(missing.statusCode).toBe(422);
    expect(paths(missing)).toEqual(['country', 'rate', 'taxRule', 'validFrom']);
    for (const rate of [-1, 100.01, 10.005, '10']) {
      const bad = await send('POST', '/api/tax_rule_rates', manager, { ...body, rate });
      expect(bad.statusCode, String(rate)).toBe(422);
      expect(paths(bad)).toEqual(['rate']);
    }
    const badDate = await send('POST', '/api/tax_rule_rates', manager, { ...body, validFrom: '2026-02-30' });
    expect(paths(badDate)).toEqual(['validFrom']);
    const unknown = await send('POST', '/api/tax_rule_rates', manager, {
      ...body,
      taxRule: '/api/tax_rules/99999',
      country: '/api/countries/99999',
    });
    expect(unknown.statusCode).toBe(422);
    expect(paths(unknown)).toEqual(['country', 'taxRule']);
    const past = await send('POST', '/api/tax_rule_rates', manager, { ...body, validFrom: '2026-06-14' });
    expect(past.statusCode).toBe(422);
    expect(past.json().violations).toEqual([
      {
        propertyPath: 'validFrom',
        message: `A new rate starts today or later. (today: ${today})`,
        code: 'TAX_RATE_STARTS_IN_PAST',
      },
    ]);

    const [first, second] = await Promise.all([
      send('POST', '/api/tax_rule_rates', manager, body),
      send('POST', '/api/tax_rule_rates', manager, body),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
    const clash = first!.statusCode === 409 ? first! : second!;
    expect(clash.json()).toMatchObject({
      'hydra:description': 'This tax rule already has a rate for this country from this date.',
      violations: [{ propertyPath: 'validFrom' }],
    });
    const created = (first!.statusCode === 201 ? first! : second!).json();
    expect(created).toMatchObject({
      '@type': 'TaxRuleRate',
      rate: 10,
      validFrom: tomorrow,
      status: 'future',
      country: { codeIso31662: 'FR' },
      taxRule: { id: rule.id },
    });
    const sameDayElsewhere = await send('POST', '/api/tax_rule_rates', manager, {
      ...body,
      country: italy,
      rate: 5.5,
      validFrom: today,
    });
    expect(sameDayElsewhere.statusCode).toBe(201);
    expect(sameDayElsewhere.json()).toMatchObject({ rate: 5.5, status: 'current' });
    const listed = await ruleNamed('TVA 10 %');
    expect((listed.rates as Member[]).map((r) => [r.rate, r.validFrom, r.status])).toEqual([
      [10, tomorrow, 'future'],
      [5.5, today, 'current'],
    ]);
  });

  it('corrects or removes a rate only while it is not in force', async () => {
    const rule = await ruleNamed('TVA 10 %');
    const [future, current] = rule.rates as Member[];
    const corrected = await send('PATCH', future!['@id'], manager, { rate: 9.99, validFrom: '2026-07-01' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ rate: 9.99, validFrom: '2026-07-01', status: 'future' });
    const another = await send('POST', '/api/tax_rule_rates', manager, {
      taxRule: rule['@id'],
      country: france,
      rate: 11,
      validFrom: '2027-01-01',
    });
    expect(another.statusCode).toBe(201);
    const onto = await send('PATCH', another.json()['@id'], manager, { validFrom: '2026-07-01' });
    expect(onto.statusCode).toBe(409);
    const back = await send('PATCH', another.json()['@id'], manager, { validFrom: '2026-06-01' });
    expect(back.statusCode).toBe(422);
    expect((await send('PATCH', another.json()['@id'], manager, { country: italy })).statusCode).toBe(422);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const frozen = await send(
        method,
        current!['@id'],
        manager,
        method === 'PATCH' ? { rate: 6 } : undefined,
      );
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json()['hydra:description']).toBe(
        'This rate is already in force: it cannot be changed or removed.',
      );
    }
    expect((await send('DELETE', another.json()['@id'], manager)).statusCode).toBe(204);
    expect((await send('DELETE', another.json()['@id'], manager)).statusCode).toBe(404);
    expect((await get(current!['@id'] as string, counter)).json().rate).toBe(5.5);
  });

  it('prices with the rate in force on the day the price is computed, in the site time zone', async () => {
    const line = {
      siteId: team.home.id,
      declinationId,
      pricingTypeId: 1,
      startDate: '2026-07-01',
      startPeriod: 8 as const,
      endDate: '2026-07-01',
      endPeriod: 19 as const,
    };
    const standard = await ruleNamed('TVA 20 %');
    const raised = await send('POST', '/api/tax_rule_rates', admin, {
      taxRule: standard['@id'],
      country: france,
      rate: 21,
      validFrom: tomorrow,
    });
    expect(raised.statusCode).toBe(201);

    // Today (ctx.now): still 20 %, for a rental of July as for any other.
    const priced = await priceLine(t.database.db, { ...line, pricedAt: clock });
    expect(priced.pricing).toMatchObject({ taxRate: '20.00', pricedOn: today });
    expect(priced.amounts).toEqual({ dutyFree: 2417, tax: 483, allTaxesIncluded: 2900 });

    // 22:30 UTC is already tomorrow in Paris: the new rate applies there.
    clock = new Date('2026-06-15T22:30:00Z');
    const midnight = await priceLine(t.database.db, { ...line, pricedAt: clock });
    expect(midnight.pricing).toMatchObject({ taxRate: '21.00', pricedOn: tomorrow });

    clock = new Date('2026-06-16T10:00:00Z');
    await loginAll();
    const later = await priceLine(t.database.db, { ...line, pricedAt: clock });
    expect(later.amounts).toEqual({ dutyFree: 2397, tax: 503, allTaxesIncluded: 2900 });
    const rates = (await ruleNamed('TVA 20 %')).rates as Member[];
    expect(rates.map((r) => [r.rate, r.status])).toEqual([
      [20, 'past'],
      [21, 'current'],
    ]);
    expect((await send('PATCH', raised.json()['@id'], admin, { rate: 22 })).statusCode).toBe(409);

    // A rule with no rate for the country yet, then a 0 % rate: the two catalogue errors.
    const failure = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DomainError);
      return (error as DomainError).description;
    };
    expect(await failure(priceLine(t.database.db, { ...line, siteId: depotId, pricedAt: clock }))).toBe(
      ServerDescription.unavailableTaxRate,
    );
  });
});
