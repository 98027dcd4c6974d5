import { Writable } from 'node:stream';
import { ProfileName } from '@velodesk/contract/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../test/factories/index.ts';
import { createStaffUser } from '../../test/factories/team.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Once a customer's identity data is obscured (the retention), no API answer, no log line and no
 * error message holds their identity number in clear (docs/decisions/personal-data.md). The app
 * logs everything (trace) into this test's collector.
 */

const clear = 'LEAK-7Q9X-55821';
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});

let t: TestApp;
const { get, send } = apiCalls(() => t);
let now = new Date('2026-06-01T08:00:00Z');
let admin: string;
let finance: string;
let counter: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp({
    now: () => now,
    logStream: capture,
    config: { logLevel: 'trace', tokenTtlSeconds: 10 * 365 * 24 * 3600 },
  });
  const { site } = await createSite(t.database.db);
  admin = (await createStaffUser(t, { profile: ProfileName.admin, siteIds: [site.id] })).authorization;
  finance = (await createStaffUser(t, { profile: ProfileName.finance, siteIds: [] })).authorization;
  counter = (await createStaffUser(t, { profile: ProfileName.counter, siteIds: [site.id] })).authorization;
  const made = await send('POST', '/api/customers', counter, {
    type: '/api/customer_types/2',
    lastname: 'Lecomte',
    email: 'lecomte@example.org',
    language: '/api/languages/1',
    identityNumber: clear,
    birthDate: '1985-02-03',
  });
  expect(made.statusCode, made.body).toBe(201);
  customerId = (made.json() as { id: number }).id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('an obscured identity number', () => {
  it('is in no answer, log line or error message', async () => {
    // Before: revealed to an administrator (the one place it shows), never stored nor logged in clear.
    const revealed = await send('POST', `/api/customers/${customerId}/identity_number_reveal`, admin);
    expect(revealed.json().identityNumber).toBe(clear);
    const stored = await t.database.db.execute(
      sql`select count(*)::int as n from customers where identity_number like ${`%${clear}%`}`,
    );
    expect((stored as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);

    // Seven months later, without a rental: the retention (6 months by default) obscures it.
    now = new Date('2027-01-01T08:00:00Z');
    const run = await send('POST', '/api/retention_runs', admin);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().obscured).toBe(1);

    const answers = [
      await get(`/api/customers/${customerId}`, counter),
      await get(`/api/customers?id=${customerId}`, counter),
      await get('/api/customers?lastname=Lecomte', counter),
      await get('/api/search?q=Lecomte', counter),
      await get(`/api/customers/${customerId}/personal_data`, finance),
      await send('POST', `/api/customers/${customerId}/identity_number_reveal`, admin),
      await send('PATCH', `/api/customers/${customerId}`, counter, { identityNumber: 42 }),
      await send('POST', `/api/customers/${customerId}/erasure`, admin, { reason: '' }),
      await get('/api/technical_events?itemsPerPage=100', finance),
      await get('/api/personal_data_events?itemsPerPage=100', admin),
    ];
    expect(answers[5]?.statusCode).toBe(404);
    expect(answers[6]?.statusCode).toBe(422);
    expect(answers[7]?.statusCode).toBe(422);
    expect(
      (answers[4]!.json() as { customer: { identityNumber: unknown } }).customer.identityNumber,
    ).toBeNull();
    for (const answer of answers) expect(answer.body).not.toContain(clear);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line).not.toContain(clear);
  });
});
