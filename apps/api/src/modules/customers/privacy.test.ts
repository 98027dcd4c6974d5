import type { LedgerVerificationRead } from '@velodesk/contract/api/invoicing';
import type {
  ErasureRead,
  IdentityRevealRead,
  PersonalDataEventRead,
  PersonalDataExport,
  RetentionRunRead,
  RetentionSettingsRead,
} from '@velodesk/contract/api/privacy';
import { ProfileName } from '@velodesk/contract/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContract,
  createContract,
  createInvoicingWorld,
  type InvoicingWorld,
  invoicesOfRental,
} from '../../test/factories/invoicing.ts';
import { createStaffUser } from '../../test/factories/team.ts';
import { serviceContext, staffActor } from '../../test/service-actor.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';
import { encryptClearIdentityNumbers } from './identity-numbers.ts';
import {
  eraseCustomer,
  exportPersonalData,
  findPersonalDataEvents,
  revealCustomerIdentity,
  runDailyRetention,
  runRetentionNow,
} from './privacy.service.ts';

/**
 * Customers' personal data (docs/decisions/personal-data.md): identity numbers encrypted, masked and
 * revealed one at a time; the retention per company and its job; erasure on request; the data export;
 * the journal of who read or exported what. On PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */

let t: TestApp;
const { get, list, send } = apiCalls(() => t);
let now = new Date('2026-06-01T08:00:00Z');
let w: InvoicingWorld;
let manager: string;
let managerId: number;
let protector: string;

const clearA = 'AB-123456-CD';
const clearB = 'BB-998877-XY';
const clearD = 'DD-555444-ZZ';

const createIndividual = async (lastname: string, identityNumber: string | null) => {
  const made = await send('POST', '/api/customers', w.counter, {
    type: '/api/customer_types/2',
    lastname,
    name: 'Jeanne',
    email: `${lastname.toLowerCase()}@example.org`,
    language: '/api/languages/1',
    identityNumber,
    birthDate: '1990-04-12',
    address: '3 rue des Lilas',
    city: 'Annecy',
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: number; identityNumber: string | null };
};

const storedIdentity = async (customerId: number) => {
  const rows = await t.database.db.execute<{ identity_number: string | null }>(
    sql`select identity_number from customers where id = ${customerId}`,
  );
  return (
    (rows as unknown as { rows: Array<{ identity_number: string | null }> }).rows[0]?.identity_number ?? null
  );
};

const buyerCopy = async (invoiceId: number) => {
  const rows = await t.database.db.execute<{ buyer: string; hash: string | null }>(
    sql`select buyer::text as buyer, number from invoices where id = ${invoiceId}`,
  );
  return JSON.stringify((rows as unknown as { rows: unknown[] }).rows[0]);
};

const ledgerIsValid = async () => {
  const answer = await get('/api/ledger/verify', w.finance);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as LedgerVerificationRead).valid;
};

const events = async (type: string) =>
  (await list(`/api/personal_data_events?eventType=${type}&itemsPerPage=100`, w.admin))[
    'hydra:member'
  ] as unknown as PersonalDataEventRead[];

let a: { id: number };
let b: { id: number };
let c: { id: number };
let d: { id: number };
let invoiceA: number;
let invoiceD: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => now, config: { tokenTtlSeconds: 10 * 365 * 24 * 3600 } });
  w = await createInvoicingWorld(t);
  const managerUser = await createStaffUser(t, { profile: ProfileName.manager, siteIds: [w.site.id] });
  manager = managerUser.authorization;
  managerId = managerUser.user.id;
  // A counter employee given the data-protection feature through their profile: only that feature.
  const counterUser = await createStaffUser(t, { profile: ProfileName.counter, siteIds: [w.site.id] });
  await t.database.db.execute(
    sql`update feature_accesses set access_type = 'oui' where feature_id = 8 and profile_id = ${counterUser.profile.id}`,
  );
  protector = counterUser.authorization;

  a = await createIndividual('Dupontel', clearA);
  b = await createIndividual('Berthier', clearB);
  c = await createIndividual('Carrel', null);
  d = await createIndividual('Durandal', clearD);
  const rentalA = await createContract(t, { counter: w.counter, customer: a }, [w.bikes[0]!], {
    startDate: '2026-06-01T08:00:00',
    endDate: '2026-06-02T19:00:00',
  });
  await closeContract(t, w.counter, rentalA);
  invoiceA = (await invoicesOfRental(t, w.counter, rentalA))[0]!.id;
  const rentalD = await createContract(t, { counter: w.counter, customer: d }, [w.bikes[1]!], {
    startDate: '2026-06-01T08:00:00',
    endDate: '2026-06-02T19:00:00',
  });
  await closeContract(t, w.counter, rentalD);
  invoiceD = (await invoicesOfRental(t, w.counter, rentalD))[0]!.id;
  // C's contract is under way (not closed).
  await createContract(t, { counter: w.counter, customer: c }, [w.bikes[2]!], {
    startDate: '2026-06-01T08:00:00',
    endDate: '2026-06-05T19:00:00',
  });
  const comment = await send('POST', '/api/comments', w.counter, {
    comment: 'Jeanne Dupontel prefers a small frame',
    customer: `/api/customers/${a.id}`,
  });
  expect(comment.statusCode, comment.body).toBe(201);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('identity numbers', () => {
  it('are stored encrypted and answered masked (last four characters)', async () => {
    expect((await get(`/api/customers/${a.id}`, w.counter)).json().identityNumber).toBe('••••6-CD');
    const stored = await storedIdentity(a.id);
    expect(stored).toMatch(/^pii1:/);
    expect(stored).not.toContain('123456');
    const listed = await list(`/api/customers?id=${a.id}`, w.counter);
    expect(listed['hydra:member'][0]?.identityNumber).toBe('••••6-CD');
  });

  it('keep the stored number when a form sends the masked form back, and change with a new one', async () => {
    const kept = await send('PATCH', `/api/customers/${a.id}`, w.counter, { identityNumber: '••••6-CD' });
    expect(kept.statusCode, kept.body).toBe(200);
    const revealed = await send('POST', `/api/customers/${a.id}/identity_number_reveal`, w.admin);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect((revealed.json() as IdentityRevealRead).identityNumber).toBe(clearA);
  });

  it('are revealed one at a time to the data-protection feature (administrators have it) only, journaled', async () => {
    for (const user of [w.counter, w.finance]) {
      const refused = await send('POST', `/api/customers/${a.id}/identity_number_reveal`, user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('PERMISSION_DENIED');
      expect(refused.body).not.toContain(clearA);
    }
    const byProtector = await send('POST', `/api/customers/${b.id}/identity_number_reveal`, protector);
    expect(byProtector.statusCode, byProtector.body).toBe(200);
    const answer = byProtector.json() as IdentityRevealRead;
    expect(answer).toMatchObject({ '@type': 'IdentityNumberReveal', identityNumber: clearB });
    expect(answer['@context']).toBeTruthy();
    expect((await send('POST', '/api/customers/999999/identity_number_reveal', w.admin)).statusCode).toBe(
      404,
    );
    const none = await send('POST', `/api/customers/${c.id}/identity_number_reveal`, w.admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('IDENTITY_NUMBER_ABSENT');
    const reveals = await events('identity_reveal');
    expect(reveals.some((event) => event.scope.customerId === b.id && event.user?.id !== undefined)).toBe(
      true,
    );
  });

  it('stored in clear before the key existed are encrypted at start, once', async () => {
    await t.database.db.execute(
      sql`update customers set identity_number = 'OLD-CLEAR-4242' where id = ${c.id}`,
    );
    const ctx = serviceContext(t);
    expect(await encryptClearIdentityNumbers(ctx)).toBe(1);
    expect(await encryptClearIdentityNumbers(ctx)).toBe(0);
    expect(await storedIdentity(c.id)).toMatch(/^pii1:/);
    const revealed = await send('POST', `/api/customers/${c.id}/identity_number_reveal`, w.admin);
    expect((revealed.json() as IdentityRevealRead).identityNumber).toBe('OLD-CLEAR-4242');
    await t.database.db.execute(sql`update customers set identity_number = null where id = ${c.id}`);
  });
});

describe('the services', () => {
  it('refuse on their own, whoever calls them', async () => {
    const ctx = serviceContext(t);
    const actor = await staffActor(t, managerId);
    const denied = { status: 403, code: 'PERMISSION_DENIED' };
    await expect(revealCustomerIdentity(ctx, actor, a.id)).rejects.toMatchObject(denied);
    await expect(exportPersonalData(ctx, actor, a.id, 'json')).rejects.toMatchObject(denied);
    await expect(eraseCustomer(ctx, actor, a.id, { reason: 'Not mine to do' })).rejects.toMatchObject(denied);
    await expect(runRetentionNow(ctx, actor)).rejects.toMatchObject(denied);
    await expect(findPersonalDataEvents(ctx, actor, {})).rejects.toMatchObject(denied);
  });
});

describe('the personal data list', () => {
  it('is read by administrators only', async () => {
    expect((await get('/api/personal_data_events', w.finance)).statusCode).toBe(403);
    expect((await get('/api/personal_data_events', w.counter)).statusCode).toBe(403);
    expect((await get('/api/personal_data_events', w.admin)).statusCode).toBe(200);
  });
});

describe('retention settings', () => {
  it('are the defaults until a manager with application settings sets them', async () => {
    const read = await get(`/api/companies/${w.company.id}/retention`, w.counter);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ identityMonths: 6, anonymiseYears: 3, isDefault: true });
    expect((await get('/api/companies/999999/retention', w.counter)).statusCode).toBe(404);
    const body = { identityMonths: 1, anonymiseYears: 3 };
    const refused = await t.inject({
      method: 'PUT',
      url: `/api/companies/${w.company.id}/retention`,
      headers: { authorization: w.counter, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.inject({
      method: 'PUT',
      url: `/api/companies/${w.company.id}/retention`,
      headers: { authorization: manager, 'content-type': 'application/json' },
      payload: JSON.stringify({ identityMonths: 0, anonymiseYears: 3 }),
    });
    expect(bad.statusCode).toBe(422);
    const set = await t.inject({
      method: 'PUT',
      url: `/api/companies/${w.company.id}/retention`,
      headers: { authorization: manager, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json() as RetentionSettingsRead).toMatchObject({ ...body, isDefault: false });
  });
});

describe("a customer's data on request", () => {
  it('exports everything held, as JSON and PDF, for finance, administrators and data protection; journaled', async () => {
    expect((await get(`/api/customers/${a.id}/personal_data`, w.counter)).statusCode).toBe(403);
    const answer = await get(`/api/customers/${a.id}/personal_data`, w.finance);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json() as PersonalDataExport;
    // Finance exports the data, its identity number masked: in clear for data protection only.
    expect(data.customer).toMatchObject({
      lastname: 'Dupontel',
      identityNumber: '••••6-CD',
      birthDate: '1990-04-12',
    });
    const byProtector = await get(`/api/customers/${a.id}/personal_data`, protector);
    expect((byProtector.json() as PersonalDataExport).customer.identityNumber).toBe(clearA);
    expect(data.emails).toEqual(['dupontel@example.org']);
    expect(data.rentals).toHaveLength(1);
    expect(data.payments.length).toBeGreaterThan(0);
    expect(data.invoices).toHaveLength(1);
    expect(data.comments[0]).toMatchObject({ comment: 'Jeanne Dupontel prefers a small frame' });
    expect(data.history.some((row) => row.event === 'identity_reveal')).toBe(true);
    const pdf = await get(`/api/customers/${a.id}/personal_data/pdf`, protector);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const exports = await events('personal_data_export');
    expect(
      exports.filter((event) => event.scope.customerId === a.id).map((event) => event.scope.format),
    ).toEqual(expect.arrayContaining(['json', 'pdf']));
  });
});

describe('erasure on request', () => {
  it('needs a reason and the right', async () => {
    expect(
      (await send('POST', `/api/customers/${d.id}/erasure`, w.counter, { reason: 'Asked by mail' }))
        .statusCode,
    ).toBe(403);
    const missing = await send('POST', `/api/customers/${d.id}/erasure`, w.admin, {});
    expect(missing.statusCode).toBe(422);
  });

  it('is refused with a rental in progress', async () => {
    const refused = await send('POST', `/api/customers/${c.id}/erasure`, w.admin, {
      reason: 'Asked at the desk',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CUSTOMER_RENTAL_IN_PROGRESS');
    expect((await get(`/api/customers/${c.id}`, w.admin)).json().lastname).toBe('Carrel');
  });

  it('anonymises everything outside the invoices, which stay as issued', async () => {
    const before = await buyerCopy(invoiceD);
    const invoiceBefore = (await get(`/api/invoices/${invoiceD}`, w.finance)).body;
    const erased = await send('POST', `/api/customers/${d.id}/erasure`, protector, {
      reason: 'Asked by mail',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json() as ErasureRead).toMatchObject({ keptInvoices: 1, customer: { id: d.id } });
    expect(await buyerCopy(invoiceD)).toBe(before);
    expect((await get(`/api/invoices/${invoiceD}`, w.finance)).body).toBe(invoiceBefore);
    expect(await ledgerIsValid()).toBe(true);
    const customer = (await get(`/api/customers/${d.id}`, w.admin)).json();
    expect(customer).toMatchObject({ lastname: 'ANONYMISED', name: null, email: null, identityNumber: null });
    expect(customer.anonymisedAt).toBeTruthy();
    const searched = await list('/api/customers?lastname=Durandal', w.admin);
    expect(searched['hydra:totalItems']).toBe(0);
    const again = await send('POST', `/api/customers/${d.id}/erasure`, w.admin, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CUSTOMER_ALREADY_ANONYMISED');
    const erasures = await events('customer_erased');
    expect(erasures.find((event) => event.scope.customerId === d.id)?.scope.reason).toBe('Asked by mail');
  });
});

describe('the retention job', () => {
  const run = async () => {
    const answer = await send('POST', '/api/retention_runs', w.admin);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as RetentionRunRead;
  };
  const state = async () =>
    [a, b, c].map(async (customer) => (await get(`/api/customers/${customer.id}`, w.admin)).body);

  it('is run by administrators only', async () => {
    expect((await send('POST', '/api/retention_runs', w.finance)).statusCode).toBe(403);
    expect((await send('POST', '/api/retention_runs', manager)).statusCode).toBe(403);
  });

  it("obscures identity data after the company's months, twice the same result", async () => {
    now = new Date('2026-08-01T08:00:00Z');
    const first = await run();
    expect(first.obscured).toBeGreaterThanOrEqual(1);
    const customer = (await get(`/api/customers/${a.id}`, w.admin)).json();
    expect(customer).toMatchObject({ identityNumber: null, birthDate: null, lastname: 'Dupontel' });
    expect(customer.identityObscuredAt).toBeTruthy();
    // B has no rental: the longest delays of all companies (6 months by default) apply.
    expect((await get(`/api/customers/${b.id}`, w.admin)).json().identityNumber).toBe('••••7-XY');
    const snapshot = await Promise.all(await state());
    const second = await run();
    expect(second).toMatchObject({ obscured: 0, anonymised: 0 });
    expect(await Promise.all(await state())).toEqual(snapshot);
  });

  it('anonymises inactive customers without touching their invoices, keeps the one in progress, twice the same', async () => {
    const before = await buyerCopy(invoiceA);
    now = new Date('2030-01-01T08:00:00Z');
    const first = await run();
    expect(first.anonymised).toBeGreaterThanOrEqual(2);
    for (const customer of [a, b]) {
      const read = (await get(`/api/customers/${customer.id}`, w.admin)).json();
      expect(read).toMatchObject({
        lastname: 'ANONYMISED',
        email: null,
        identityNumber: null,
        huttosoft: null,
      });
      expect(read.anonymisedAt).toBeTruthy();
    }
    expect((await get(`/api/customers/${c.id}`, w.admin)).json().lastname).toBe('Carrel');
    const comments = (await get(`/api/customers/${a.id}`, w.admin)).json().comments as Array<{
      comment: string;
    }>;
    expect(comments.map((comment) => comment.comment)).toEqual(['—']);
    expect(await buyerCopy(invoiceA)).toBe(before);
    expect(await ledgerIsValid()).toBe(true);
    expect((await list('/api/customers?lastname=Dupontel', w.admin))['hydra:totalItems']).toBe(0);
    const snapshot = await Promise.all(await state());
    const second = await run();
    expect(second).toMatchObject({ obscured: 0, anonymised: 0 });
    expect(await Promise.all(await state())).toEqual(snapshot);
    const runs = await events('retention_run');
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect((await events('customer_anonymised')).some((event) => event.scope.customerId === a.id)).toBe(true);
  });

  it('runs daily once whatever the number of processes (a claimed day)', async () => {
    const ctx = serviceContext(t);
    ctx.now = () => now;
    const results = await Promise.all([runDailyRetention(ctx), runDailyRetention(ctx)]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await runDailyRetention(ctx)).toBeNull();
  });
});

describe('accounting exports', () => {
  it('are journaled with their user and period', async () => {
    const exported = await send('POST', '/api/invoice_exports', w.finance, {
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const journaled = await events('accounting_export');
    expect(journaled[0]).toMatchObject({ scope: { kind: 'invoices', period: { startDate: '2026-06-01' } } });
    expect(journaled[0]?.user?.id).toBeDefined();
  });
});
