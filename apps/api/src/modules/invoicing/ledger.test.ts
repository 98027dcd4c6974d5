import type { LedgerClosingRead, LedgerVerificationRead } from '@velodesk/contract/api/invoicing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeContract,
  createContract,
  createInvoicingWorld,
  type InvoicingWorld,
  invoicesOfRental,
} from '../../test/factories/invoicing.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The ledger (docs/decisions/ledger-chain.md): payments, invoices, credit notes and daily closings
 * chained per company; the verification recomputes every link and names the first broken one.
 */

let t: TestApp;
const { get, list, send } = apiCalls(() => t);
let now = new Date('2026-06-01T08:00:00Z');
let w: InvoicingWorld;
let paymentId: number;
/** The contract's whole total, paid in one payment before it closes (docs/domain.md "Closing a contract"). */
let paidTotal: number;
let invoiceId: number;
let creditId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  w = await createInvoicingWorld(t);
  const rentalId = await createContract(t, w, [w.bikes[0]!], {
    startDate: '2026-06-01T08:00:00',
    endDate: '2026-06-02T19:00:00',
  });
  paidTotal = (await get(`/api/rentals/${rentalId}/remaining_amount`, w.counter)).json().remainingAmount;
  const paid = await send('POST', '/api/payments/create', w.counter, [
    {
      site: `/api/sites/${w.site.id}`,
      rental: `/api/rentals/${rentalId}`,
      cashDesk: 11,
      paymentMethod: 1,
      amount: paidTotal,
    },
  ]);
  expect(paid.statusCode, paid.body).toBe(201);
  paymentId = (paid.json() as Array<{ id: number }>)[0]!.id;
  await closeContract(t, w.counter, rentalId);
  invoiceId = (await invoicesOfRental(t, w.counter, rentalId))[0]!.id;
  const credit = await send('POST', '/api/invoices/create_credit', w.counter, {
    invoice: `/api/invoices/${invoiceId}`,
  });
  expect(credit.statusCode, credit.body).toBe(201);
  creditId = (credit.json() as { id: number }).id;
  finance = w.finance;
});
afterAll(async () => {
  await t?.close();
});

let finance: string;

const verify = async () => {
  const answer = await get('/api/ledger/verify', finance);
  expect(answer.statusCode, answer.body).toBe(200);
  const result = answer.json() as LedgerVerificationRead;
  return { ...result, chain: result.chains.find((chain) => chain.company.id === w.company.id) };
};

/** Runs statements with the table's guard trigger off, as someone with database access could. */
const tamper = async (table: string, trigger: string, statement: string) => {
  await t.database.db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  try {
    await t.database.db.execute(sql.raw(statement));
  } finally {
    await t.database.db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
};

describe('the chain', () => {
  it('links the payment, the invoice and the credit note in order, each hash over the previous one', async () => {
    const result = (await t.database.db.execute(sql`
      select sequence, record_type, record_id, previous_hash, hash from ledger_entries
      where company_id = ${w.company.id} order by sequence`)) as unknown as {
      rows: Array<{
        sequence: number;
        record_type: string;
        record_id: number;
        previous_hash: string | null;
        hash: string;
      }>;
    };
    // The key that signs the chain comes first; the credit note's cancellation of the invoice is
    // a record of its own, after the credit note.
    expect(result.rows.map((row) => [row.sequence, row.record_type])).toEqual([
      [1, 'key'],
      [2, 'payment'],
      [3, 'invoice'],
      [4, 'invoice'],
      [5, 'change'],
    ]);
    expect(result.rows.slice(1, 4).map((row) => row.record_id)).toEqual([paymentId, invoiceId, creditId]);
    expect(result.rows[0]!.previous_hash).toBeNull();
    for (let i = 1; i < result.rows.length; i++)
      expect(result.rows[i]!.previous_hash).toBe(result.rows[i - 1]!.hash);
    for (const row of result.rows) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    const { valid, chain } = await verify();
    expect(valid).toBe(true);
    expect(chain).toMatchObject({ records: 5, lastSequence: 5, firstBroken: null });
  });

  it('is verified by finance and administrators only', async () => {
    expect((await get('/api/ledger/verify', w.admin)).statusCode).toBe(200);
    const refused = await get('/api/ledger/verify', w.counter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PERMISSION_DENIED');
    expect((await get('/api/ledger/closings', w.counter)).statusCode).toBe(403);
    expect((await send('POST', '/api/ledger/closings', w.counter)).statusCode).toBe(403);
  });
});

describe('daily closings', () => {
  it('closes each finished day with its totals and the perpetual totals, as links of the chain', async () => {
    expect((await send('POST', '/api/ledger/closings', w.finance)).json()).toEqual({ closings: [] });
    now = new Date('2026-06-03T08:00:00Z');
    finance = await w.signInFinance();
    const run = await send('POST', '/api/ledger/closings', finance);
    expect(run.statusCode, run.body).toBe(201);
    const { closings } = run.json() as { closings: LedgerClosingRead[] };
    const invoice = (await get(`/api/invoices/${invoiceId}`, finance)).json() as {
      allTaxesIncludedAmount: number;
    };
    const byDay = Object.fromEntries(closings.map((closing) => [closing.day, closing]));
    expect(Object.keys(byDay).sort()).toEqual(['2026-06-01', '2026-06-02']);
    expect(byDay['2026-06-01']).toMatchObject({
      sequence: 6,
      periodRecords: 3,
      periodInvoices: invoice.allTaxesIncludedAmount,
      periodCreditNotes: -invoice.allTaxesIncludedAmount,
      periodPayments: paidTotal,
      perpetualInvoices: invoice.allTaxesIncludedAmount,
      perpetualPayments: paidTotal,
    });
    expect(byDay['2026-06-02']).toMatchObject({
      sequence: 7,
      periodRecords: 0,
      periodInvoices: 0,
      periodPayments: 0,
      perpetualInvoices: invoice.allTaxesIncludedAmount,
      perpetualCreditNotes: -invoice.allTaxesIncludedAmount,
      perpetualPayments: paidTotal,
    });
    // Done once: a second run closes nothing; the list shows them; the chain is intact.
    expect((await send('POST', '/api/ledger/closings', finance)).json()).toEqual({ closings: [] });
    const listed = await list(`/api/ledger/closings?company.id=${w.company.id}`, finance);
    expect(listed['hydra:totalItems']).toBe(2);
    const { valid, chain } = await verify();
    expect(valid).toBe(true);
    expect(chain?.records).toBe(7);
  });
});

describe('tampering is reported', () => {
  it('a payment whose amount was changed in the database', async () => {
    await tamper('payments', 'payments_immutable', `update payments set amount = 9 where id = ${paymentId}`);
    const { valid, chain } = await verify();
    expect(valid).toBe(false);
    expect(chain?.firstBroken).toEqual({
      sequence: 2,
      recordType: 'payment',
      recordId: paymentId,
      reason: 'content',
    });
    // Put back as it was, the record matches its hash again.
    await tamper(
      'payments',
      'payments_immutable',
      `update payments set amount = ${paidTotal} where id = ${paymentId}`,
    );
    expect((await verify()).valid).toBe(true);
  });

  it("an invoice line's price changed in the database", async () => {
    await tamper(
      'invoice_lines',
      'invoice_lines_write_once',
      `update invoice_lines set unit_price = unit_price + 1 where invoice_id = ${creditId}`,
    );
    const { valid, chain } = await verify();
    expect(valid).toBe(false);
    expect(chain?.firstBroken).toEqual({
      sequence: 4,
      recordType: 'invoice',
      recordId: creditId,
      reason: 'content',
    });
    await tamper(
      'invoice_lines',
      'invoice_lines_write_once',
      `update invoice_lines set unit_price = unit_price - 1 where invoice_id = ${creditId}`,
    );
    expect((await verify()).valid).toBe(true);
  });

  it('a link whose previous hash was rewritten, and a record written around the chain', async () => {
    await tamper(
      'ledger_entries',
      'ledger_entries_write_once',
      `update ledger_entries set previous_hash = repeat('0', 64) where company_id = ${w.company.id} and sequence = 3`,
    );
    const { chain } = await verify();
    expect(chain?.firstBroken).toEqual({
      sequence: 3,
      recordType: 'invoice',
      recordId: invoiceId,
      reason: 'link',
    });
    await tamper(
      'ledger_entries',
      'ledger_entries_write_once',
      `update ledger_entries set previous_hash = (select hash from ledger_entries where company_id = ${w.company.id} and sequence = 2) where company_id = ${w.company.id} and sequence = 3`,
    );
    expect((await verify()).valid).toBe(true);

    const inserted = (await t.database.db.execute(sql`
      insert into payments (site_id, rental_id, cash_desk_id, payment_method_id, amount)
      select site_id, rental_id, cash_desk_id, payment_method_id, 5 from payments where id = ${paymentId}
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    const result = await verify();
    expect(result.valid).toBe(false);
    expect(result.chain?.firstBroken).toEqual({
      sequence: 8,
      recordType: 'payment',
      recordId: inserted.rows[0]!.id,
      reason: 'unchained',
    });
  });
});
