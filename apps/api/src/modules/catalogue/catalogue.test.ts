import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeclination, createProducts } from '../../test/factories/index.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { apiCalls, createTestApp, type Member, type TestApp } from '../../test/test-app.ts';
import { parseCsv } from './product-import.ts';

describe('the fleet: ranges, declinations, products, statuses and history', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let counter: string;
  let trainee: string;
  let finance: string;
  let team: Team;
  let site: (key: 'home' | 'second' | 'foreign') => Member;
  let declination: (model: string, size: string) => Member;

  const { get, list, send } = apiCalls(() => t);
  const importCsv = (csv: string, authorization: string) =>
    t.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { authorization, 'content-type': 'text/csv' },
      payload: csv,
    });
  const productCount = async () => (await list('/api/products?itemsPerPage=1', admin))['hydra:totalItems'];

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    admin = team.admin.authorization;
    manager = team.manager.authorization;
    counter = team.counter.authorization;
    trainee = team.trainee.authorization;
    finance = team.finance.authorization;
    site = (key) => ({ ...team[key], '@id': `/api/sites/${team[key].id}` });
    // The fleet: 15 declinations in three ranges; 10 products at home (PD-001…), 5 at the
    // second site (DB-001…) and 4 at the foreign one (LV-001…), all available.
    const db = t.database.db;
    const fleet: Array<[string, string, string[]]> = [
      ['électrique', 'VTC électrique', ['S', 'M', 'L']],
      ['électrique', 'VTT électrique', ['M', 'L']],
      ['électrique', 'Vélo cargo électrique', ['U']],
      ['musculaire', 'VTC', ['S', 'M', 'L']],
      ['musculaire', 'VTT', ['S', 'M', 'L']],
      ['accessoires', 'Casque', ['S', 'M', 'L']],
    ];
    const made: Array<{ id: number }> = [];
    for (const [rangeName, model, sizes] of fleet) {
      for (const size of sizes)
        made.push((await createDeclination(db, { rangeName, model, size })).declination);
    }
    const vtcM = made[1]!; // VTC électrique M
    for (const [key, prefix, count] of [
      ['home', 'PD', 10],
      ['second', 'DB', 5],
      ['foreign', 'LV', 4],
    ] as const) {
      await createProducts(db, { siteId: team[key].id, declinationId: vtcM.id, prefix, count });
    }
    const declinations = (await list('/api/declinations?pagination=false', admin))['hydra:member'];
    declination = (model, size) => declinations.find((d) => d.model === model && d.size === size)!;
  });
  afterAll(() => t.close());

  it('lists ranges, declinations of a range and the product statuses', async () => {
    const ranges = await list('/api/ranges?pagination=false', trainee);
    expect(ranges['hydra:member'].map((r) => r.name)).toEqual(['accessoires', 'musculaire', 'électrique']);
    const electric = ranges['hydra:member'].find((r) => r.name === 'électrique')!;
    const declinations = await list(
      `/api/declinations?page=1&pagination=false&range.id=${electric.id}`,
      trainee,
    );
    expect(declinations['hydra:totalItems']).toBe(6);
    expect(declinations['hydra:member'][0]).toMatchObject({
      '@type': 'Declination',
      range: { name: 'électrique' },
      model: 'VTC électrique',
    });
    const paged = await list('/api/declinations?itemsPerPage=5&page=2', trainee);
    expect(paged['hydra:member']).toHaveLength(5);
    const statuses = await list('/api/product_statuses', trainee);
    expect(statuses['hydra:member'].map((s) => [s.id, s.status])).toEqual([
      [1, 'En carton'],
      [2, 'Disponible'],
      [3, 'Loué'],
      [4, 'Indisponible'],
      [5, 'Hors service'],
      [6, 'Mis au rebut'],
    ]);
  });

  it('shows products only of the sites the user may see', async () => {
    expect(await productCount()).toBe(19);
    expect((await list('/api/products?itemsPerPage=1', finance))['hydra:totalItems']).toBe(19);
    const mine = await list('/api/products?itemsPerPage=500', counter);
    expect(mine['hydra:totalItems']).toBe(15);
    expect(new Set(mine['hydra:member'].map((p) => (p.site as Member).name))).toEqual(
      new Set([team.home.name, team.second.name]),
    );
    const lago = site('foreign');
    expect((await list(`/api/products?site.id=${lago.id}`, counter))['hydra:totalItems']).toBe(0);
    const lagoProduct = (await list(`/api/products?site.id=${lago.id}&itemsPerPage=1`, admin))[
      'hydra:member'
    ][0]!;
    expect((await get(`/api/products/${lagoProduct.id}`, counter)).statusCode).toBe(403);
    expect((await get(`/api/products/${lagoProduct.id}`, admin)).statusCode).toBe(200);
    expect((await get('/api/products/99999', admin)).statusCode).toBe(404);
  });

  it('filters products by internal number, status, site and declination, embedding what screens read', async () => {
    const found = await list('/api/products?internalNumber=PD-001', counter);
    expect(found['hydra:member']).toHaveLength(1);
    expect(found['hydra:member'][0]).toMatchObject({
      '@type': 'Product',
      internalNumber: 'PD-001',
      site: { name: team.home.name },
      status: { '@id': expect.stringMatching(/^\/api\/product_statuses\/\d$/) },
      declination: {
        range: { '@id': expect.any(String), name: expect.any(String) },
        model: expect.any(String),
      },
    });
    expect((await list('/api/products?internalNumber=PD-00', counter))['hydra:totalItems']).toBe(0);
    const available = await list('/api/products?status.status=Disponible&itemsPerPage=500', counter);
    expect(available['hydra:totalItems']).toBe(15);
    expect(available['hydra:member'].every((p) => (p.status as Member).id === 2)).toBe(true);
    const byId = await list('/api/products?status.id=2&itemsPerPage=500', counter);
    expect(byId['hydra:totalItems']).toBe(available['hydra:totalItems']);
    const vtcM = declination('VTC électrique', 'M');
    const ofDeclination = await list(`/api/products?declination.id=${vtcM.id}&itemsPerPage=500`, admin);
    expect(ofDeclination['hydra:member'].every((p) => (p.declination as Member).id === vtcM.id)).toBe(true);
    const rangeId = (vtcM.range as Member).id;
    const ofRange = await list(`/api/products?declination.range.id=${rangeId}&itemsPerPage=500`, admin);
    expect(ofRange['hydra:totalItems']).toBeGreaterThanOrEqual(ofDeclination['hydra:totalItems']);
    expect((await get('/api/products?colour=red', admin)).statusCode).toBe(400);
    expect((await get('/api/products', 'Bearer nope')).statusCode).toBe(401);
  });

  it('creates and edits products with application settings only', async () => {
    const body = {
      site: site('home')['@id'],
      declination: declination('VTT', 'L')['@id'],
      internalNumber: 'PD-9001',
      serialNumber: 'SN-TEST-9001',
    };
    expect((await send('POST', '/api/products', counter, body)).statusCode).toBe(403);
    const created = await send('POST', '/api/products', manager, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      internalNumber: 'PD-9001',
      status: { id: 1, status: 'En carton' },
    });
    const again = await send('POST', '/api/products', manager, {
      ...body,
      serialNumber: null,
      internalNumber: 'pd-9001',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().violations[0].propertyPath).toBe('internalNumber');
    const missing = await send('POST', '/api/products', manager, { site: team.home.name });
    expect(missing.statusCode).toBe(422);
    expect(
      missing
        .json()
        .violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['declination', 'internalNumber', 'site']);
    const unknown = await send('POST', '/api/products', manager, {
      ...body,
      internalNumber: 'PD-9002',
      declination: '/api/declinations/999',
    });
    expect(unknown.statusCode).toBe(422);
    const foreign = await send('POST', '/api/products', manager, {
      ...body,
      internalNumber: 'PD-9003',
      site: site('foreign')['@id'],
    });
    expect(foreign.statusCode).toBe(403);

    const id = created.json().id;
    expect((await send('PATCH', `/api/products/${id}`, counter, { serialNumber: 'X' })).statusCode).toBe(403);
    const edited = await send('PATCH', `/api/products/${id}`, manager, {
      serialNumber: '',
      declination: declination('VTT', 'M')['@id'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ serialNumber: null, declination: { size: 'M' } });
    expect((await list(`/api/product_histories?product.id=${id}`, manager))['hydra:totalItems']).toBe(0);
  });

  it('changes a status with planning, records the history in the same call, and needs a comment for status 4', async () => {
    const product = (
      await send('POST', '/api/products', admin, {
        site: site('home')['@id'],
        declination: declination('VTC', 'S')['@id'],
        internalNumber: 'PD-9100',
        status: '/api/product_statuses/2',
      })
    ).json();
    const url = `/api/products/${product.id}`;
    const noComment = await send('PATCH', url, counter, { status: '/api/product_statuses/4' });
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().violations[0]).toMatchObject({ propertyPath: 'comment' });
    const blank = await send('PATCH', url, counter, { status: '/api/product_statuses/4', comment: '   ' });
    expect(blank.statusCode).toBe(422);
    expect((await get(url, counter)).json().status.id).toBe(2);

    const changed = await send('PATCH', url, counter, {
      status: '/api/product_statuses/4',
      comment: 'Crevaison roue arrière',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().status).toMatchObject({ id: 4, status: 'Indisponible' });
    const history = await list(`/api/product_histories?product.id=${product.id}`, counter);
    expect(history['hydra:member']).toMatchObject([
      {
        '@type': 'ProductHistory',
        product: { internalNumber: 'PD-9100' },
        oldStatus: { id: 2 },
        newStatus: { id: 4, status: 'Indisponible' },
        comment: 'Crevaison roue arrière',
        createdBy: { username: team.counter.username },
      },
    ]);
    // The same status again changes nothing and records nothing.
    expect(
      (await send('PATCH', url, counter, { status: '/api/product_statuses/4', comment: 'encore' }))
        .statusCode,
    ).toBe(200);
    const back = await send('PATCH', url, counter, { status: '/api/product_statuses/2' });
    expect(back.statusCode).toBe(200);
    expect((await list(`/api/product_histories?product.id=${product.id}`, counter))['hydra:totalItems']).toBe(
      2,
    );
    const unknownStatus = await send('PATCH', url, counter, { status: '/api/product_statuses/42' });
    expect(unknownStatus.statusCode).toBe(422);
    const commentAlone = await send('PATCH', url, counter, { comment: 'just a note' });
    expect(commentAlone.statusCode).toBe(422);
    const lagoProduct = (await list(`/api/products?site.id=${site('foreign').id}&itemsPerPage=1`, admin))[
      'hydra:member'
    ][0]!;
    expect(
      (await send('PATCH', `/api/products/${lagoProduct.id}`, counter, { status: '/api/product_statuses/5' }))
        .statusCode,
    ).toBe(403);
  });

  it('records a history entry by hand, created by the signed-in user', async () => {
    const product = (await list('/api/products?internalNumber=PD-002', counter))['hydra:member'][0]!;
    const entry = {
      product: product['@id'],
      oldStatus: '/api/product_statuses/2',
      newStatus: '/api/product_statuses/4',
      comment: 'Chaîne cassée',
    };
    const created = await send('POST', '/api/product_histories', trainee, entry);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      comment: 'Chaîne cassée',
      createdBy: { username: team.trainee.username },
    });
    const noComment = await send('POST', '/api/product_histories', trainee, { ...entry, comment: undefined });
    expect(noComment.statusCode).toBe(422);
    const lagoProduct = (await list(`/api/products?site.id=${site('foreign').id}&itemsPerPage=1`, admin))[
      'hydra:member'
    ][0]!;
    const foreign = await send('POST', '/api/product_histories', trainee, {
      ...entry,
      product: lagoProduct['@id'],
    });
    expect(foreign.statusCode).toBe(403);
    const histories = await list('/api/product_histories?pagination=false', trainee);
    expect(histories['hydra:member'].every((h) => (h.product as Member).id !== lagoProduct.id)).toBe(true);
  });

  describe('CSV import', () => {
    const header = 'site;range;model;size;internalNumber;serialNumber;status';

    it('reads quoted fields, semicolons or commas, and counts lines', () => {
      const records = parseCsv('\uFEFFa,b\r\n"x, ""y""",2\r\n\r\n"multi\nline",3\n');
      expect(records).toEqual([
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, "y"', '2'] },
        { line: 4, fields: ['multi\nline', '3'] },
      ]);
      expect(parseCsv('a;b\n1;2')).toEqual([
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['1', '2'] },
      ]);
    });

    it('imports nothing and reports every bad row with its line when any row is bad', async () => {
      const before = await productCount();
      const [home, second, foreign] = [team.home.name, team.second.name, team.foreign.name];
      const csv = [
        header,
        `${home};électrique;VTC électrique;M;PD-7001;SN-7001;Disponible`,
        'Nowhere;électrique;VTC électrique;M;PD-7002;;',
        `${second};musculaire;VTC;XXL;PD-7003;;`,
        '',
        `${second};musculaire;VTC;M;PD-001;;Disponible`,
        `${second};musculaire;VTC;M;PD-7001;SN-7001;Perdu`,
        `${foreign};musculaire;VTC;M;PD-7004;;`,
        `${second};musculaire;VTC;M;;;`,
      ].join('\n');
      const response = await importCsv(csv, manager);
      expect(response.statusCode).toBe(422);
      const violations = response.json().violations as Array<{ propertyPath: string; message: string }>;
      expect(violations.map((v) => v.propertyPath)).toEqual([
        'line 3',
        'line 4',
        'line 6',
        'line 7',
        'line 7',
        'line 7',
        'line 8',
        'line 9',
      ]);
      expect(violations[0]!.message).toBe('Unknown site "Nowhere".');
      expect(violations[1]!.message).toContain('No declination "VTC" size "XXL"');
      expect(violations[2]!.message).toContain('"PD-001" is already used');
      expect(violations.filter((v) => v.propertyPath === 'line 7').map((v) => v.message)).toEqual([
        'internalNumber "PD-7001" is also on line 2.',
        'serialNumber "SN-7001" is also on line 2.',
        'Unknown status "Perdu".',
      ]);
      expect(violations[6]!.message).toBe(`You are not linked to the site "${foreign}".`);
      expect(violations[7]!.message).toBe('internalNumber is required.');
      expect(await productCount()).toBe(before);
      expect((await list('/api/products?internalNumber=PD-7001', admin))['hydra:totalItems']).toBe(0);
    });

    it('imports every row in one go when all are good (text/csv or JSON)', async () => {
      const before = await productCount();
      const csv = [
        'internalNumber,site,range,model,size,status,serialNumber',
        `PD-7101,${team.home.name},électrique,VTC électrique,M,Disponible,SN-7101`,
        `"PD-7102","${team.second.name.toLowerCase()}","Musculaire","vtt","s","2",`,
        `PD-7103,${team.home.name},accessoires,Casque,M,,`,
      ].join('\r\n');
      const response = await importCsv(csv, manager);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().imported).toBe(3);
      expect(await productCount()).toBe(before + 3);
      const imported = await list(
        '/api/products?internalNumber[]=PD-7101&internalNumber[]=PD-7102&internalNumber[]=PD-7103&order[internalNumber]=asc',
        admin,
      );
      expect(
        imported['hydra:member'].map((p) => [
          p.internalNumber,
          (p.site as Member).name,
          (p.status as Member).id,
        ]),
      ).toEqual([
        ['PD-7101', team.home.name, 2],
        ['PD-7102', team.second.name, 2],
        ['PD-7103', team.home.name, 1],
      ]);
      const json = await send('POST', '/api/products/import', manager, {
        csv: `${header}\n${team.home.name};musculaire;VTT;L;PD-7201;;`,
      });
      expect(json.statusCode).toBe(201);
      expect(json.json().products).toHaveLength(1);
    });

    it('checks the header and needs application settings', async () => {
      const badHeader = await importCsv('site;range;model;colour\nx;y;z;w', manager);
      expect(badHeader.statusCode).toBe(422);
      expect(badHeader.json().violations.map((v: { message: string }) => v.message)).toEqual([
        'Unknown column "colour".',
        'Missing column "size".',
        'Missing column "internalNumber".',
      ]);
      expect((await importCsv(header, manager)).json().violations[0].message).toBe(
        'The file has no product line.',
      );
      expect(
        (await importCsv(`${header}\n${team.home.name};électrique;VTC électrique;M;PD-7301;;`, counter))
          .statusCode,
      ).toBe(403);
    });
  });

  it('prints a barcode label as a PDF', async () => {
    const product = (await list('/api/products?internalNumber=PD-003', counter))['hydra:member'][0]!;
    const response = await t.inject({
      method: 'POST',
      url: `/api/pdf/generate/product/label/${product.id}`,
      headers: { authorization: counter },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('label-PD-003.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(5000);
    const lagoProduct = (await list(`/api/products?site.id=${site('foreign').id}&itemsPerPage=1`, admin))[
      'hydra:member'
    ][0]!;
    const foreign = await t.inject({
      method: 'POST',
      url: `/api/pdf/generate/product/label/${lagoProduct.id}`,
      headers: { authorization: counter },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
