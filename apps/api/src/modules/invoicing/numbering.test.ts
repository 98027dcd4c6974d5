import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts } from '../../test/factories/index.ts';
import {
  createContract,
  createInvoicingWorld,
  type InvoicingWorld,
  payRemaining,
} from '../../test/factories/invoicing.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Invoice numbers are sequential and gapless per invoicing company and year, also when many
 * contracts are closed at once (docs/decisions/invoice-numbering.md); the ledger keeps one chain.
 */

let t: TestApp;
const { get, send } = apiCalls(() => t);
const now = new Date('2026-06-01T08:00:00Z');
let w: InvoicingWorld;
const closings = 50;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await createInvoicingWorld(t, { bikes: 1 });
});
afterAll(async () => {
  await t?.close();
});

describe('numbering under concurrent closings', () => {
  const rentalIds: number[] = [];

  // Setting up 50 contracts one by one takes a while on a busy machine: not what is measured.
  beforeAll(async () => {
    const bikes = await createProducts(t.database.db, {
      siteId: w.site.id,
      declinationId: w.bike.declination.id,
      count: closings,
    });
    for (const bike of bikes) {
      rentalIds.push(
        await createContract(t, w, [bike], {
          startDate: '2026-06-01T08:00:00',
          endDate: '2026-06-03T19:00:00',
        }),
      );
    }
    for (const id of rentalIds) await payRemaining(t, w.counter, id);
  }, 180_000);

  it(`${closings} concurrent closings: numbers 1 to ${closings}, no gap, no duplicate, one intact chain`, async () => {
    const answers = await Promise.all(
      rentalIds.map((id) => send('PATCH', `/api/rentals/${id}/close`, w.counter, {})),
    );
    expect(
      answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body),
      'every close succeeds',
    ).toEqual([]);
    const result = (await t.database.db.execute(sql`
      select number, rental_id from invoices
      where company_id = ${w.company.id} and year = 2026 and invoice_type_id = 1
      order by number`)) as unknown as { rows: Array<{ number: string; rental_id: number }> };
    const numbers = result.rows.map((row) => row.number);
    expect(numbers).toEqual(
      Array.from({ length: closings }, (_, index) => `F2026-${String(index + 1).padStart(6, '0')}`),
    );
    // One invoice per closed contract.
    expect(new Set(result.rows.map((row) => row.rental_id))).toEqual(new Set(rentalIds));

    const verification = await get('/api/ledger/verify', w.admin);
    expect(verification.statusCode, verification.body).toBe(200);
    const { valid, chains } = verification.json() as {
      valid: boolean;
      chains: Array<{ company: { id: number }; records: number }>;
    };
    expect(valid).toBe(true);
    // The record of the key that signs the chain, then each contract's payment (paid before it
    // closes) and its invoice.
    expect(chains.find((chain) => chain.company.id === w.company.id)?.records).toBe(2 * closings + 1);
  }, 120_000);
});
