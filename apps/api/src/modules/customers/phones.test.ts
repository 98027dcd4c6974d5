import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CustomerViolationCode } from '@velodesk/contract/api/customers';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite, updateCompany } from '../../test/factories/index.ts';
import { createTeam, type Team } from '../../test/factories/team.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/** Issue 9, "Phones, one rule": one normal form (E.164), one uniqueness, the same in the check. */
describe('phones: one rule', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let counter: string;
  let trainee: string;
  let france: string;
  let germany: string;
  let team: Team;
  /** Companies: French with the phone +33240000001, Italian, and another French one. */
  const company = { french: 0, italian: 0, other: 0 };
  const { get, send } = apiCalls(() => t);

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    admin = team.admin.authorization;
    manager = team.manager.authorization;
    counter = team.counter.authorization;
    trainee = team.trainee.authorization;
    const db = t.database.db;
    company.french = team.company.id;
    company.italian = team.foreignCompany.id;
    company.other = (await createSite(db)).company.id;
    await updateCompany(db, company.french, { phone: '+33240000001' });
    const country = async (code: string) =>
      (await get(`/api/countries?codeIso31662=${code}`, counter)).json()['hydra:member'][0]['@id'] as string;
    france = await country('FR');
    germany = await country('DE');
  });
  afterAll(() => t.close());

  const check = async (
    entity: string,
    field: string,
    value: string,
    options: { exclude?: string; country?: string; as?: string } = {},
  ) => {
    const { as = counter, ...rest } = options;
    const response = await send('POST', `/api/check/uniqueness/${entity}`, as, { field, value, ...rest });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().canBeInserted as boolean;
  };
  const violations = (response: { json(): unknown }) =>
    (response.json() as { violations?: Array<{ propertyPath: string; message: string; code?: string }> })
      .violations ?? [];
  const person = (suffix: string, extra: Record<string, unknown> = {}) => ({
    type: '/api/customer_types/2',
    lastname: `Numéro${suffix}`,
    email: `numero.${suffix}@example.org`,
    country: france,
    ...extra,
  });

  it('stores an individual customer phone in its normal form and shows it on read', async () => {
    const created = await send(
      'POST',
      '/api/customers',
      counter,
      person('1', { phoneNumber: '06 98 76 54 32' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().phoneNumber).toMatchObject({ number: '+33698765432' });
    const found = await get('/api/customers?phones.number=06 98 76 54', counter);
    expect(found.json()['hydra:member'].map((c: { id: number }) => c.id)).toEqual([created.json().id]);

    // A German customer's national number is read in Germany.
    const german = await send(
      'POST',
      '/api/customers',
      counter,
      person('2', { country: germany, phoneNumber: '0151 23456789' }),
    );
    expect(german.statusCode, german.body).toBe(201);
    expect(german.json().phoneNumber.number).toBe('+4915123456789');
    // Moving the customer to France reads the next national number there.
    const moved = await send('PATCH', german.json()['@id'], counter, {
      country: france,
      phoneNumber: '06 11 22 33 44',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().phoneNumber.number).toBe('+33611223344');
  });

  it('refuses an invalid number with a 422 on the field', async () => {
    const refused = await send('POST', '/api/customers', counter, person('3', { phoneNumber: '06 12' }));
    expect(refused.statusCode).toBe(422);
    expect(violations(refused)).toEqual([
      expect.objectContaining({ propertyPath: 'phoneNumber', message: expect.stringContaining('06 12') }),
    ]);
    const letters = await send('POST', '/api/customers', counter, person('3', { phoneNumber: 'call me' }));
    expect(letters.statusCode).toBe(422);
    expect(violations(letters).map((v) => v.propertyPath)).toEqual(['phoneNumber']);
    const company = await send('POST', '/api/customers', counter, {
      type: '/api/customer_types/1',
      name: 'Numéros SARL',
      email: 'numeros@example.org',
      language: '/api/languages/1',
      country: france,
      phones: ['02 40 11 22 33', '02 40'],
    });
    expect(company.statusCode).toBe(422);
    expect(violations(company).map((v) => v.propertyPath)).toEqual(['phones.1']);
    const free = await send('POST', '/api/phones', counter, { number: '+33 6' });
    expect(free.statusCode).toBe(422);
    expect(violations(free).map((v) => v.propertyPath)).toEqual(['number']);
  });

  it('says "+33 6 10 07 85 57" is taken whatever its notation, as the save does (409)', async () => {
    const onFile = await send(
      'POST',
      '/api/customers',
      counter,
      person('4', { phoneNumber: '+33 6 10 07 85 57' }),
    );
    expect(onFile.statusCode, onFile.body).toBe(201);
    for (const typed of ['0610078557', '06 10 07 85 57', '+33610078557', '0033 6 10 07 85 57']) {
      expect(await check('phone', 'number', typed), typed).toBe(false);
      expect(await check('phone', 'number', typed, { country: france, as: admin }), typed).toBe(false);
    }
    expect(await check('phone', 'number', '06 10 07 85 58')).toBe(true);
    // In Germany, 0610078557 is another number (+49 610078557... ) or none: never the French one.
    expect(await check('phone', 'number', '+49 151 99999999', { country: germany })).toBe(true);

    for (const typed of ['0610078557', '06 10 07 85 57']) {
      const clash = await send('POST', '/api/customers', counter, person('5', { phoneNumber: typed }));
      expect(clash.statusCode, typed).toBe(409);
      expect(violations(clash)).toEqual([
        expect.objectContaining({ propertyPath: 'phoneNumber', code: CustomerViolationCode.phoneTaken }),
      ]);
    }
    const free = await send('POST', '/api/phones', counter, { number: '06.10.07.85.57' });
    expect(free.statusCode).toBe(409);
  });

  it('excludes the own row, and treats a free row (held by nobody) as free, like the save', async () => {
    const created = await send(
      'POST',
      '/api/customers',
      counter,
      person('6', { phoneNumber: '06 55 44 33 22' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const own = created.json().phoneNumber['@id'];
    expect(await check('phone', 'number', '0655443322')).toBe(false);
    expect(await check('phone', 'number', '0655443322', { exclude: own })).toBe(true);
    const loose = await send('POST', '/api/phones', counter, { number: '06 55 44 33 23' });
    expect(loose.statusCode).toBe(201);
    expect(loose.json().number).toBe('+33655443323');
    expect(await check('phone', 'number', '06 55 44 33 23')).toBe(true);
    const taking = await send(
      'POST',
      '/api/customers',
      counter,
      person('7', { phoneNumber: '06 55 44 33 23' }),
    );
    expect(taking.statusCode, taking.body).toBe(201);
    expect(await check('phone', 'number', '06 55 44 33 23')).toBe(false);
  });

  it('reads a contact phone in the country of its company', async () => {
    const company = await send('POST', '/api/customers', counter, {
      type: '/api/customer_types/1',
      name: 'Fahrrad GmbH',
      email: 'info@fahrrad.example',
      language: '/api/languages/3',
      country: germany,
      phones: ['030 1234567'],
    });
    expect(company.statusCode, company.body).toBe(201);
    expect(company.json().phones.map((p: { number: string }) => p.number)).toEqual(['+49301234567']);
    const contact = await send('POST', '/api/contacts', counter, {
      customer: company.json()['@id'],
      lastname: 'Schmidt',
      phoneNumber: '0151 11223344',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    expect(contact.json().phoneNumber.number).toBe('+4915111223344');
    expect(await check('phone', 'number', '+49 151 11223344')).toBe(false);
  });

  it('says the company phone "+33 2 40 00 00 01" is taken, and the save answers 409', async () => {
    for (const typed of ['+33 2 40 00 00 01', '+33240000001', '02 40 00 00 01', '02.40.00.00.01']) {
      expect(await check('company_phone', 'phone', typed, { as: manager }), typed).toBe(false);
    }
    expect(
      await check('company_phone', 'phone', '02 40 00 00 01', {
        exclude: `/api/companies/${company.french}`,
      }),
    ).toBe(true);
    expect(await check('company_phone', 'phone', '02 40 00 00 09', { as: manager })).toBe(true);
    for (const typed of ['+33 2 40 00 00 01', '02 40 00 00 01']) {
      const clash = await send('PATCH', `/api/companies/${company.other}`, manager, {
        phone: { number: typed },
      });
      expect(clash.statusCode, typed).toBe(409);
      expect(violations(clash).map((v) => v.propertyPath)).toEqual(['phone']);
    }
    // The Italian company's national number is read in Italy (its leading 0 kept).
    const italian = await send('PATCH', `/api/companies/${company.italian}`, manager, {
      phone: { number: '045 640 0002' },
    });
    expect(italian.statusCode, italian.body).toBe(200);
    expect(italian.json().phone).toEqual({ number: '+390456400002' });
    const invalid = await send('PATCH', `/api/companies/${company.other}`, manager, {
      phone: { number: '02 51' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(violations(invalid).map((v) => v.propertyPath)).toEqual(['phone']);
  });

  it('answers 422 to a check of something that is not a phone number', async () => {
    const response = await send('POST', '/api/check/uniqueness/phone', counter, {
      field: 'number',
      value: '06 1',
    });
    expect(response.statusCode).toBe(422);
    expect(violations(response).map((v) => v.propertyPath)).toEqual(['value']);
  });

  it('lets only holders of user settings check a username', async () => {
    const username = (as: string) =>
      send('POST', '/api/check/uniqueness/user', as, { field: 'username', value: team.admin.username });
    for (const as of [trainee, counter]) {
      const refused = await username(as);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()['hydra:description']).toMatch(/user settings/);
    }
    for (const as of [manager, admin]) {
      const allowed = await username(as);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ canBeInserted: false });
    }
    // The other checks stay open to every signed-in user (the customer forms use them).
    expect(await check('email', 'email', 'nobody.at.all@example.org', { as: trainee })).toBe(true);
  });

  it('migrates stored phones to their normal form (migration 0005)', async () => {
    const db = t.database.db;
    const rowsOf = async <T>(query: SQL): Promise<T[]> =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [customer] = await rowsOf<{ id: number }>(
      sql`insert into customers (type_id, lastname, country_id) values (2, 'Ancien', (select id from countries where code_iso_3166_2 = 'FR')) returning id`,
    );
    const [italian] = await rowsOf<{ id: number }>(
      sql`insert into customers (type_id, lastname, country_id) values (2, 'Vecchio', (select id from countries where code_iso_3166_2 = 'IT')) returning id`,
    );
    await db.execute(sql`insert into phones (number, customer_id) values
      ('0677889900', ${customer!.id}), ('0033677889901', ${customer!.id}), ('3471234567', ${italian!.id}),
      ('0612', ${customer!.id}), ('+33 6 77 88 99 02', null)`);
    // A national notation of a number already on file in its normal form stays as it is.
    await db.execute(sql`insert into phones (number, customer_id) values ('+33677889903', ${customer!.id}),
      ('06 77 88 99 03', ${customer!.id})`);
    await db.execute(sql`update companies set phone = '02 51 00 00 07' where id = ${company.other}`);

    const file = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../db/migrations/0005_phone_normal_form.sql',
    );
    const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });

    const numbers = (
      await rowsOf<{ number: string }>(
        sql`select number from phones where customer_id in (${customer!.id}, ${italian!.id}) or customer_id is null order by id`,
      )
    ).map((row) => row.number);
    expect(numbers).toEqual(
      expect.arrayContaining([
        '+33677889900',
        '+33677889901',
        '+393471234567',
        '0612',
        '+33677889902',
        '+33677889903',
        '06 77 88 99 03',
      ]),
    );
    const [other] = await rowsOf<{ phone: string }>(
      sql`select phone from companies where id = ${company.other}`,
    );
    expect(other!.phone).toBe('+33251000007');
  });
});
