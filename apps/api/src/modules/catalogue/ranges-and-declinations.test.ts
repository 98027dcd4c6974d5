import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeclination, createTaxRule } from '../../test/factories/index.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { apiCalls, createTestApp, type Member, type TestApp } from '../../test/test-app.ts';

type Answer = Awaited<ReturnType<TestApp['inject']>>;

describe('writing ranges and declinations (models)', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let counter: string;
  let team: Team;
  /** On file before the tests: the ranges musculaire (its VTT in L) and accessoires, a tax rule. */
  let vtt: Awaited<ReturnType<typeof createDeclination>>;
  let taxRuleId: number;

  const { get, list, send } = apiCalls(() => t);
  const violations = (response: Answer) =>
    (response.json().violations as Array<{ propertyPath: string; message: string }>).map((v) => [
      v.propertyPath,
      v.message,
    ]);
  const created = async (response: Answer) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Member;
  };

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    admin = team.admin.authorization;
    manager = team.manager.authorization;
    counter = team.counter.authorization;
    const db = t.database.db;
    vtt = await createDeclination(db, { rangeName: 'musculaire', model: 'VTT', size: 'L' });
    await createDeclination(db, { rangeName: 'accessoires', model: 'Casque', size: 'S' });
    taxRuleId = (await createTaxRule(db, { countryId: team.home.countryId, rate: '20.00' })).id;
  });
  afterAll(() => t.close());

  it('needs application settings to write, a login to read', async () => {
    expect((await send('POST', '/api/ranges', counter, { name: 'Trottinettes' })).statusCode).toBe(403);
    expect((await send('PATCH', `/api/ranges/${vtt.range.id}`, counter, { name: 'x' })).statusCode).toBe(403);
    expect((await send('POST', '/api/declinations', counter, {})).statusCode).toBe(403);
    expect(
      (await send('PATCH', `/api/declinations/${vtt.declination.id}`, counter, { min: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await t.inject({ method: 'POST', url: '/api/ranges', payload: { name: 'Trottinettes' } })).statusCode,
    ).toBe(401);
    const ranges = await list('/api/ranges?name=Trottinettes', admin);
    expect(ranges['hydra:totalItems']).toBe(0);
    const one = (await list('/api/ranges?itemsPerPage=1', counter))['hydra:member'][0]!;
    const read = await get(one['@id'], counter);
    expect(read.statusCode).toBe(200);
    // The item answer carries its JSON-LD context; a collection's members share the collection's.
    expect(read.json()).toEqual({ '@context': '/api/contexts/Range', ...one });
  });

  it('creates and renames a range, its name trimmed and unique whatever its case', async () => {
    const range = await created(await send('POST', '/api/ranges', manager, { name: '  Trottinettes ' }));
    expect(range).toMatchObject({ '@type': 'Range', '@id': `/api/ranges/${range.id}`, name: 'Trottinettes' });
    expect((await list('/api/ranges?pagination=false', admin))['hydra:member'].map((r) => r.name)).toContain(
      'Trottinettes',
    );

    const again = await send('POST', '/api/ranges', manager, { name: 'TROTTINETTES' });
    expect(again.statusCode).toBe(409);
    expect(again.json()['hydra:description']).toBe('The range "Trottinettes" already exists.');
    expect(violations(again)).toEqual([['name', 'The range "Trottinettes" already exists.']]);
    const onFile = await send('POST', '/api/ranges', manager, { name: 'musculaire' });
    expect(onFile.statusCode).toBe(409);

    const renamed = await send('PATCH', `/api/ranges/${range.id}`, manager, {
      name: 'Trottinettes électriques',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: range.id, name: 'Trottinettes électriques' });
    // Changing only the case of its own name is allowed; taking another range's name is not.
    const recased = await send('PATCH', `/api/ranges/${range.id}`, manager, {
      name: 'TROTTINETTES électriques',
    });
    expect(recased.statusCode).toBe(200);
    const taken = await send('PATCH', `/api/ranges/${range.id}`, manager, { name: 'Accessoires' });
    expect(taken.statusCode).toBe(409);
    expect(violations(taken)).toEqual([['name', 'The range "accessoires" already exists.']]);
    const unchanged = await send('PATCH', `/api/ranges/${range.id}`, manager, {});
    expect(unchanged.json()).toMatchObject({ name: 'TROTTINETTES électriques' });
  });

  it('refuses a range without a name, or with unknown fields', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const response = await send('POST', '/api/ranges', admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(violations(response)).toEqual([['name', 'name is required.']]);
    }
    const long = await send('POST', '/api/ranges', admin, { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(422);
    const unknown = await send('POST', '/api/ranges', admin, { name: 'Gyropodes', colour: 'red' });
    expect(unknown.statusCode).toBe(422);
    const blank = await send('PATCH', `/api/ranges/${vtt.range.id}`, admin, { name: ' ' });
    expect(blank.statusCode).toBe(422);
    expect((await send('PATCH', '/api/ranges/99999', admin, { name: 'Gyropodes' })).statusCode).toBe(404);
    expect((await get('/api/ranges/99999', admin)).statusCode).toBe(404);
    expect((await send('PATCH', '/api/ranges/abc', admin, { name: 'Gyropodes' })).statusCode).toBe(400);
  });

  it('creates a declination in a range and edits it with merge-patch', async () => {
    const range = await created(await send('POST', '/api/ranges', admin, { name: 'Gyropodes' }));
    const body = {
      range: range['@id'],
      model: ' Segway X2 ',
      size: 'U',
      min: 140,
      max: 200,
      unit: 'cm',
      type: 'gyropode',
    };
    const declination = await created(await send('POST', '/api/declinations', manager, body));
    // An item answer carries its JSON-LD context; a collection's members share the collection's.
    const { '@context': context, ...written } = declination;
    expect(context).toBe('/api/contexts/Declination');
    expect(written).toEqual({
      '@id': `/api/declinations/${declination.id}`,
      '@type': 'Declination',
      id: declination.id,
      range: { '@id': range['@id'], id: range.id, name: 'Gyropodes' },
      model: 'Segway X2',
      size: 'U',
      min: 140,
      max: 200,
      unit: 'cm',
      type: 'gyropode',
    });
    const listed = await list(`/api/declinations?range.id=${range.id}`, counter);
    expect(listed['hydra:member']).toEqual([written]);
    expect((await get(declination['@id'], counter)).json()).toEqual(declination);

    // Only the optional fields: the rest is left as it is; null clears.
    const minimal = await created(
      await send('POST', '/api/declinations', manager, {
        range: range['@id'],
        model: 'Segway X2',
        size: 'XL',
      }),
    );
    expect(minimal).toMatchObject({ min: null, max: null, unit: null, type: null });
    const patched = await send('PATCH', `/api/declinations/${declination.id}`, manager, {
      max: null,
      unit: '',
      size: 'L',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ model: 'Segway X2', size: 'L', min: 140, max: null, unit: null });

    // Moving the model to another range.
    const other = await created(await send('POST', '/api/ranges', admin, { name: 'Monoroues' }));
    const moved = await send('PATCH', `/api/declinations/${declination.id}`, manager, {
      range: other['@id'],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().range).toEqual({ '@id': other['@id'], id: other.id, name: 'Monoroues' });

    // Renaming the range shows in its declinations.
    await send('PATCH', `/api/ranges/${other.id}`, admin, { name: 'Monoroues électriques' });
    expect((await get(declination['@id'], admin)).json().range.name).toBe('Monoroues électriques');
  });

  it('refuses missing model and size, bad bounds and an unknown range with 422 naming the field', async () => {
    const range = await created(await send('POST', '/api/ranges', admin, { name: 'Skates' }));
    const missing = await send('POST', '/api/declinations', admin, {});
    expect(missing.statusCode).toBe(422);
    expect(violations(missing).map(([path]) => path)).toEqual(['range', 'model', 'size']);
    expect(violations(missing)).toContainEqual(['model', 'model is required.']);

    const blank = await send('POST', '/api/declinations', admin, {
      range: range['@id'],
      model: ' ',
      size: '',
    });
    expect(violations(blank)).toEqual([
      ['model', 'model is required.'],
      ['size', 'size is required.'],
    ]);

    const base = { range: range['@id'], model: 'Longboard', size: 'U' };
    for (const [bounds, expected] of [
      [{ min: -1 }, ['min', 'min cannot be negative.']],
      [{ max: 1.5 }, ['max', 'max must be a whole number.']],
      [{ min: '10' }, ['min', 'min must be a whole number.']],
      [{ max: 2_000_000 }, ['max', 'max is at most 1000000.']],
    ] as const) {
      const response = await send('POST', '/api/declinations', admin, { ...base, ...bounds });
      expect(response.statusCode, JSON.stringify(bounds)).toBe(422);
      expect(violations(response)).toEqual([expected]);
    }
    const reversed = await send('POST', '/api/declinations', admin, { ...base, min: 180, max: 150 });
    expect(reversed.statusCode).toBe(422);
    expect(violations(reversed)).toEqual([['max', 'max cannot be less than min.']]);
    expect(await send('POST', '/api/declinations', admin, { ...base, min: 150, max: 150 })).toMatchObject({
      statusCode: 201,
    });

    const unknownRange = await send('POST', '/api/declinations', admin, {
      ...base,
      range: '/api/ranges/99999',
    });
    expect(unknownRange.statusCode).toBe(422);
    expect(violations(unknownRange)).toEqual([['range', 'This range does not exist.']]);
    const beyondIds = await send('POST', '/api/declinations', admin, {
      ...base,
      range: '/api/ranges/99999999999',
    });
    expect(beyondIds.statusCode).toBe(422);
    expect(violations(beyondIds)).toEqual([['range', expect.stringContaining('at most 2147483647')]]);
    const notAnIri = await send('POST', '/api/declinations', admin, {
      ...base,
      range: `/api/sites/${team.home.id}`,
    });
    expect(notAnIri.statusCode).toBe(422);
    expect(violations(notAnIri).map(([path]) => path)).toEqual(['range']);

    // PATCH checks the bounds against the stored ones, on the field sent.
    const ranged = await created(
      await send('POST', '/api/declinations', admin, { ...base, size: 'M', min: 100, max: 120 }),
    );
    const minTooHigh = await send('PATCH', `/api/declinations/${ranged.id}`, admin, { min: 130 });
    expect(minTooHigh.statusCode).toBe(422);
    expect(violations(minTooHigh)).toEqual([['min', 'min cannot be greater than max.']]);
    const maxTooLow = await send('PATCH', `/api/declinations/${ranged.id}`, admin, { max: 90 });
    expect(violations(maxTooLow)).toEqual([['max', 'max cannot be less than min.']]);
    const both = await send('PATCH', `/api/declinations/${ranged.id}`, admin, { min: 130, max: 140 });
    expect(both.statusCode).toBe(200);
    const emptied = await send('PATCH', `/api/declinations/${ranged.id}`, admin, { model: null });
    expect(emptied.statusCode).toBe(422);
    expect(violations(emptied)).toEqual([['model', 'model is required.']]);
    const movedNowhere = await send('PATCH', `/api/declinations/${ranged.id}`, admin, {
      range: '/api/ranges/99999',
    });
    expect(violations(movedNowhere)).toEqual([['range', 'This range does not exist.']]);

    expect((await send('PATCH', '/api/declinations/99999', admin, { min: 1 })).statusCode).toBe(404);
    expect((await get('/api/declinations/99999', admin)).statusCode).toBe(404);
  });

  it('refuses a second declination with the same range, model and size (409 on model)', async () => {
    const range = await created(await send('POST', '/api/ranges', admin, { name: 'Tandems' }));
    const first = await created(
      await send('POST', '/api/declinations', admin, {
        range: range['@id'],
        model: 'Tandem route',
        size: 'M',
      }),
    );
    const again = await send('POST', '/api/declinations', admin, {
      range: range['@id'],
      model: 'TANDEM ROUTE',
      size: 'm',
    });
    expect(again.statusCode).toBe(409);
    const message = 'The model "Tandem route" in size "M" already exists in the range "Tandems".';
    expect(again.json()['hydra:description']).toBe(message);
    expect(violations(again)).toEqual([['model', message]]);

    // The same model in another size, or in another range, is another declination.
    const large = await created(
      await send('POST', '/api/declinations', admin, {
        range: range['@id'],
        model: 'Tandem route',
        size: 'L',
      }),
    );
    const musculaire = (await list('/api/ranges?name=musculaire', admin))['hydra:member'][0]!;
    await created(
      await send('POST', '/api/declinations', admin, {
        range: musculaire['@id'],
        model: 'Tandem route',
        size: 'M',
      }),
    );
    // Editing one into the other's key is refused too; editing it into its own key is not.
    const clash = await send('PATCH', `/api/declinations/${large.id}`, admin, { size: 'M' });
    expect(clash.statusCode).toBe(409);
    expect(violations(clash)).toEqual([['model', message]]);
    const moveClash = await send('PATCH', `/api/declinations/${first.id}`, admin, {
      range: musculaire['@id'],
    });
    expect(moveClash.statusCode).toBe(409);
    expect(moveClash.json()['hydra:description']).toContain('"musculaire"');
    const same = await send('PATCH', `/api/declinations/${first.id}`, admin, {
      model: 'Tandem Route',
      size: 'M',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().model).toBe('Tandem Route');
    // A declination on file before the test.
    const onFile = await send('POST', '/api/declinations', admin, {
      range: musculaire['@id'],
      model: 'VTT',
      size: 'L',
    });
    expect(onFile.statusCode).toBe(409);
  });

  it('gives a new declination no pricing yet, and takes products and pricings for it', async () => {
    const range = await created(await send('POST', '/api/ranges', admin, { name: 'Rosalies' }));
    const declination = await created(
      await send('POST', '/api/declinations', admin, {
        range: range['@id'],
        model: 'Rosalie 4 places',
        size: 'U',
      }),
    );
    const pricings = await list(`/api/pricings?declination.id=${declination.id}`, admin);
    expect(pricings['hydra:totalItems']).toBe(0);

    const product = await created(
      await send('POST', '/api/products', manager, {
        site: `/api/sites/${team.home.id}`,
        declination: declination['@id'],
        internalNumber: 'ROS-0001',
      }),
    );
    expect(product.declination).toMatchObject({ id: declination.id, model: 'Rosalie 4 places' });
    const found = await list(`/api/products?declination.range.id=${range.id}`, admin);
    expect(found['hydra:member'].map((p) => p.internalNumber)).toEqual(['ROS-0001']);

    const pricing = await send('POST', '/api/pricings', admin, {
      company: `/api/companies/${team.company.id}`,
      declination: declination['@id'],
      pricingType: '/api/pricing_types/1',
      durationType: '/api/duration_types/2',
      duration: 1,
      price: 45,
      taxRule: `/api/tax_rules/${taxRuleId}`,
    });
    expect(pricing.statusCode, pricing.body).toBe(201);
    expect((await list(`/api/pricings?declination.id=${declination.id}`, admin))['hydra:totalItems']).toBe(1);
  });
});
