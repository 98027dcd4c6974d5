import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LedgerVerificationRead } from '@velodesk/contract/api/invoicing';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { readAnchorFolder } from '../../platform/ledger-anchors.ts';
import { ledgerKeyFromPrivatePem, newLedgerPrivateKeyPem } from '../../platform/ledger-key.ts';
import { transaction } from '../../platform/transactions.ts';
import {
  closeContract,
  createContract,
  createInvoicingWorld,
  type InvoicingWorld,
  invoicesOfRental,
} from '../../test/factories/invoicing.ts';
import { serviceContext } from '../../test/service-actor.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';
import { deactivatePayment } from '../payments/payments.repository.ts';
import { entriesAfter, stateChangesOfCompany } from './invoicing.repository.ts';
import { hashOf, signedText } from './ledger-canonical.ts';
import { canonicalsOf, groupChanges } from './ledger-records.ts';

/**
 * Tamperings made with full database rights (every trigger off, as a database owner can), on the
 * embedded database and on PostgreSQL (docs/decisions/ledger-signature.md, threat model): each one
 * is reported by GET /ledger/verify, naming the first broken record. After each test the books are
 * put back as they were, and the verification finds them intact again.
 */

let t: TestApp;
const { get, send } = apiCalls(() => t);
let now = new Date('2026-06-01T08:00:00Z');
let w: InvoicingWorld;
let anchorDir: string;
/** The first payment, its invoice, the credit note cancelling it, a payment cancelled, a closing. */
const ids = { payment: 0, payment2: 0, cancelled: 0, invoice: 0, creditNote: 0, invoice2: 0, closing: 0 };
const tables = [
  'invoices',
  'invoice_lines',
  'payments',
  'payment_outbox',
  'ledger_entries',
  'ledger_heads',
  'ledger_closings',
  'ledger_state_changes',
  'ledger_keys',
];

const pay = async (rentalId: number, amount: number) => {
  const paid = await send('POST', '/api/payments/create', w.counter, [
    {
      site: `/api/sites/${w.site.id}`,
      rental: `/api/rentals/${rentalId}`,
      cashDesk: 11,
      paymentMethod: 1,
      amount,
    },
  ]);
  expect(paid.statusCode, paid.body).toBe(201);
  return (paid.json() as Array<{ id: number }>)[0]!.id;
};

/** Runs statements with every trigger off (session_replication_role replica), in one transaction. */
const tamper = async (...statements: string[]) => {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
};
const rows = async <T>(statement: string): Promise<T[]> =>
  ((await t.database.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;

const verify = async () => {
  const answer = await get('/api/ledger/verify', w.finance);
  expect(answer.statusCode, answer.body).toBe(200);
  const result = answer.json() as LedgerVerificationRead;
  return { ...result, chain: result.chains.find((chain) => chain.company.id === w.company.id) };
};
const expectBroken = async (firstBroken: {
  sequence?: number;
  recordType?: string;
  recordId?: number;
  reason: string;
}) => {
  const { valid, chain } = await verify();
  expect(valid).toBe(false);
  expect(chain?.firstBroken).toMatchObject(firstBroken);
};
const sequenceOf = async (recordType: string, recordId: number) =>
  (
    await rows<{ sequence: number }>(
      `select sequence from ledger_entries where record_type = '${recordType}' and record_id = ${recordId}`,
    )
  )[0]!.sequence;

/**
 * The attacker's rewrite: every link from `fromSequence` recomputed with the documented canonical
 * form and chained again, the head moved; signed with `key` when given (their own key), else the
 * old signatures kept.
 */
const rechainFrom = async (fromSequence: number, key?: ReturnType<typeof ledgerKeyFromPrivatePem>) => {
  const db = t.database.db;
  const entries = await entriesAfter(db, w.company.id, 0, 10_000);
  const canonicals = await canonicalsOf(
    db,
    entries,
    groupChanges(await stateChangesOfCompany(db, w.company.id)),
  );
  let previous = entries.find((entry) => entry.sequence === fromSequence - 1)?.hash ?? null;
  const statements: string[] = [];
  for (const entry of entries.filter((e) => e.sequence >= fromSequence)) {
    const at = { companyId: w.company.id, sequence: entry.sequence, previousHash: previous };
    const hash = hashOf(canonicals(entry.recordType, at, entry.recordId, entry.canonicalVersion)!);
    const signature = key ? key.sign(signedText(w.company.id, entry.sequence, hash)) : entry.signature;
    const fingerprint = key ? key.fingerprint : entry.keyFingerprint;
    statements.push(
      `update ledger_entries set previous_hash = ${previous ? `'${previous}'` : 'null'}, hash = '${hash}', signature = '${signature}', key_fingerprint = '${fingerprint}' where id = ${entry.id}`,
    );
    previous = hash;
  }
  statements.push(`update ledger_heads set last_hash = '${previous}' where company_id = ${w.company.id}`);
  await tamper(...statements);
};

beforeAll(async () => {
  anchorDir = mkdtempSync(path.join(tmpdir(), 'velodesk-anchors-'));
  t = await createTestApp({
    now: () => now,
    config: { ledgerAnchorDir: anchorDir, tokenTtlSeconds: 7 * 86_400 },
  });
  w = await createInvoicingWorld(t);
  const period = { startDate: '2026-06-01T08:00:00', endDate: '2026-06-02T19:00:00' };
  const rentalId = await createContract(t, w, [w.bikes[0]!], period);
  ids.payment = await pay(rentalId, 2);
  ids.cancelled = await pay(rentalId, 3);
  await closeContract(t, w.counter, rentalId);
  ids.invoice = (await invoicesOfRental(t, w.counter, rentalId))[0]!.id;
  const credit = await send('POST', '/api/invoices/create_credit', w.counter, {
    invoice: `/api/invoices/${ids.invoice}`,
  });
  expect(credit.statusCode, credit.body).toBe(201);
  ids.creditNote = (credit.json() as { id: number }).id;
  // A payment cancelled by deactivation (the stay system deleted its copy).
  await transaction(serviceContext(t), (tx: Tx) => deactivatePayment(tx, ids.cancelled, now));
  const second = await createContract(t, w, [w.bikes[1]!], period);
  ids.payment2 = await pay(second, 7);
  await closeContract(t, w.counter, second);
  ids.invoice2 = (await invoicesOfRental(t, w.counter, second))[0]!.id;
  now = new Date('2026-06-02T08:00:00Z');
  w.finance = await w.signInFinance();
  const closed = await send('POST', '/api/ledger/closings', w.finance);
  expect(closed.statusCode, closed.body).toBe(201);
  ids.closing = (closed.json() as { closings: Array<{ id: number }> }).closings[0]!.id;
  // The last record: a payment after the closing (the end of the chain a truncation removes).
  const third = await createContract(t, w, [w.bikes[2]!], {
    startDate: '2026-06-02T13:00:00',
    endDate: '2026-06-03T19:00:00',
  });
  ids.payment2 = await pay(third, 1);
  for (const table of tables)
    await t.database.db.execute(sql.raw(`create table snap_${table} as select * from ${table}`));
}, 120_000);

afterEach(async () => {
  await tamper(
    ...tables.map((table) => `delete from ${table}`),
    ...tables.map((table) => `insert into ${table} select * from snap_${table}`),
  );
});

afterAll(async () => {
  await t?.close();
  rmSync(anchorDir, { recursive: true, force: true });
});

describe('the books as the API wrote them', () => {
  it('verify: signed by the configured key, anchored outside the database, every change chained', async () => {
    const { valid, chain, keyFingerprint, anchorsRead } = await verify();
    expect(chain?.firstBroken).toBeNull();
    expect(valid).toBe(true);
    expect(keyFingerprint).toBe(t.ledgerKey.fingerprint);
    expect(anchorsRead).toBe(chain?.records);
    const links = await rows<{ record_type: string; signature: string; key_fingerprint: string }>(
      `select record_type, signature, key_fingerprint from ledger_entries where company_id = ${w.company.id} order by sequence`,
    );
    expect(links.map((link) => link.record_type)).toEqual([
      'key',
      'payment',
      'payment',
      'payment', // what remained, paid before the close (a contract closes fully paid)
      'invoice',
      'invoice',
      'change', // the invoice cancelled by its credit note
      'change', // the payment cancelled
      'payment',
      'payment', // what remained of the second contract
      'invoice',
      'closing',
      'payment',
    ]);
    for (const link of links) {
      expect(Buffer.from(link.signature, 'base64')).toHaveLength(64);
      expect(link.key_fingerprint).toBe(t.ledgerKey.fingerprint);
    }
    expect(readAnchorFolder(anchorDir).at(-1)).toMatchObject({ company: w.company.id, sequence: 13 });
  });
});

describe('tampering with full database rights is reported, naming the first broken record', () => {
  const field = (table: 'invoices' | 'payments', record: 'invoice' | 'payment', id: () => number) => ({
    table,
    record,
    id,
  });
  const invoice2 = field('invoices', 'invoice', () => ids.invoice2);
  const payment = field('payments', 'payment', () => ids.payment);
  const cases: Array<[string, ReturnType<typeof field>, string]> = [
    ['a payment of 2.00 made 200.00', payment, 'amount = 200'],
    ["a payment's date", payment, "created_at = created_at - interval '1 day'"],
    ["a payment's method name", payment, "payment_method_name = 'Chèque'"],
    ["a payment's cash desk name", payment, "cash_desk_name = 'Caisse 2'"],
    ["a payment's account", payment, "payment_account = 'FR76 0000'"],
    ["a payment's activated flag", payment, 'activated = false'],
    ["a payment's link to another", payment, `refunded_payment_id = id`],
    ["an invoice's total", invoice2, 'all_taxes_included_amount = all_taxes_included_amount + 1'],
    ["an invoice's date", invoice2, 'invoice_date = invoice_date + 1'],
    ["an invoice's seller", invoice2, `seller = jsonb_set(seller, '{corporateName}', '"Autre société"')`],
    ["an invoice's buyer", invoice2, `buyer = jsonb_set(buyer, '{lastName}', '"Autre"')`],
    ["an invoice's payment terms", invoice2, "payment_terms = 'À 90 jours'"],
    ["an invoice's paid amount", invoice2, 'paid_amount = 0'],
    ["an invoice's status", invoice2, 'invoice_status_id = 1 + (invoice_status_id % 2)'],
    ["an invoice's activated flag", invoice2, 'activated = false'],
    ["an invoice's related invoice", invoice2, `related_invoice_id = ${0} + id`],
  ];
  it.each(cases)('%s', async (_name, target, change) => {
    await tamper(`update ${target.table} set ${change} where id = ${target.id()}`);
    await expectBroken({
      sequence: await sequenceOf(target.record, target.id()),
      recordType: target.record,
      recordId: target.id(),
      reason: 'content',
    });
  });

  it('a cancelled payment made active again (its cancellation is chained)', async () => {
    await tamper(`update payments set activated = true where id = ${ids.cancelled}`);
    await expectBroken({ recordType: 'payment', recordId: ids.cancelled, reason: 'state' });
  });

  it("an invoice cancelled without its credit note (the credit note's links removed)", async () => {
    const creditSequence = await sequenceOf('invoice', ids.creditNote);
    await tamper(
      `delete from ledger_entries where record_type = 'invoice' and record_id = ${ids.creditNote}`,
    );
    await expectBroken({ sequence: creditSequence + 1, reason: 'sequence' });
  });

  it('a change of state deleted', async () => {
    // The invoice's cancellation by its credit note: without it, the invoice's state today no
    // longer matches its link (the chain reads its state at the link from its first change).
    const [change] = await rows<{ id: number }>(
      `select id from ledger_state_changes where record_type = 'invoice' and record_id = ${ids.invoice}`,
    );
    await tamper(`delete from ledger_state_changes where id = ${change!.id}`);
    await expectBroken({
      sequence: await sequenceOf('invoice', ids.invoice),
      recordType: 'invoice',
      recordId: ids.invoice,
      reason: 'content',
    });
  });

  it('a change of state deleted together with its record: its link is missing', async () => {
    const [change] = await rows<{ id: number }>(
      `select id from ledger_state_changes where record_type = 'payment' and record_id = ${ids.cancelled}`,
    );
    await tamper(
      `delete from ledger_state_changes where id = ${change!.id}`,
      `update payments set activated = true where id = ${ids.cancelled}`,
    );
    await expectBroken({
      sequence: await sequenceOf('change', change!.id),
      recordType: 'change',
      recordId: change!.id,
      reason: 'missing',
    });
  });

  it("a closing's totals", async () => {
    await tamper(
      `update ledger_closings set period_payments = period_payments - 3 where id = ${ids.closing}`,
    );
    await expectBroken({
      sequence: await sequenceOf('closing', ids.closing),
      recordType: 'closing',
      recordId: ids.closing,
      reason: 'content',
    });
  });

  it('a link deleted from the middle', async () => {
    const sequence = await sequenceOf('invoice', ids.invoice2);
    await tamper(`delete from ledger_entries where company_id = ${w.company.id} and sequence = ${sequence}`);
    await expectBroken({ sequence: sequence + 1, recordType: 'closing', reason: 'sequence' });
  });

  it('two links swapped (their records exchanged)', async () => {
    const first = await sequenceOf('payment', ids.payment);
    await tamper(
      `update ledger_entries set record_id = -1 where record_type = 'payment' and record_id = ${ids.payment}`,
      `update ledger_entries set record_id = ${ids.payment} where record_type = 'payment' and record_id = ${ids.cancelled}`,
      `update ledger_entries set record_id = ${ids.cancelled} where record_type = 'payment' and record_id = -1`,
    );
    await expectBroken({
      sequence: first,
      recordType: 'payment',
      recordId: ids.cancelled,
      reason: 'content',
    });
  });

  it('two links reordered (their positions exchanged)', async () => {
    await tamper(
      `update ledger_entries set sequence = -2 where company_id = ${w.company.id} and sequence = 2`,
      `update ledger_entries set sequence = 2 where company_id = ${w.company.id} and sequence = 3`,
      `update ledger_entries set sequence = 3 where company_id = ${w.company.id} and sequence = -2`,
    );
    await expectBroken({ sequence: 2, recordType: 'payment', recordId: ids.cancelled, reason: 'link' });
  });

  it('a link inserted at the end (a payment written around the API, chained by hand)', async () => {
    const [last] = await rows<{ sequence: number; hash: string }>(
      `select sequence, hash from ledger_entries where company_id = ${w.company.id} order by sequence desc limit 1`,
    );
    const [made] = await rows<{ id: number }>(
      `insert into payments (site_id, rental_id, cash_desk_id, payment_method_id, amount)
       select site_id, rental_id, cash_desk_id, payment_method_id, 50 from payments where id = ${ids.payment} returning id`,
    );
    await tamper(
      `insert into ledger_entries (company_id, sequence, record_type, record_id, previous_hash, hash, canonical_version, signature, key_fingerprint)
       values (${w.company.id}, ${last!.sequence + 1}, 'payment', ${made!.id}, '${last!.hash}', repeat('a', 64), 2, 'forged', '${t.ledgerKey.fingerprint}')`,
      `update ledger_heads set last_sequence = ${last!.sequence + 1}, last_hash = repeat('a', 64) where company_id = ${w.company.id}`,
    );
    await rechainFrom(last!.sequence + 1);
    await expectBroken({
      sequence: last!.sequence + 1,
      recordType: 'payment',
      recordId: made!.id,
      reason: 'signature',
    });
  });

  it('a payment of 2.00 made 200.00 and every later link recomputed from the documented form', async () => {
    await tamper(`update payments set amount = 200 where id = ${ids.payment}`);
    const sequence = await sequenceOf('payment', ids.payment);
    await rechainFrom(sequence);
    await expectBroken({ sequence, recordType: 'payment', recordId: ids.payment, reason: 'signature' });
  });

  it("the same, signed with the attacker's own key and that key's record added to the database", async () => {
    const attacker = ledgerKeyFromPrivatePem(newLedgerPrivateKeyPem());
    await tamper(
      `update payments set amount = 200 where id = ${ids.payment}`,
      `insert into ledger_keys (company_id, fingerprint, public_key, previous_fingerprint, endorsement)
       values (${w.company.id}, '${attacker.fingerprint}', '${attacker.publicKeyPem}', '${t.ledgerKey.fingerprint}', '${attacker.sign('x')}')`,
    );
    const sequence = await sequenceOf('payment', ids.payment);
    await rechainFrom(sequence, attacker);
    await expectBroken({ sequence, recordType: 'payment', recordId: ids.payment, reason: 'signature' });
  });

  it('the end of the chain cut off: the last payment and its link deleted, the head moved back', async () => {
    const last = await sequenceOf('payment', ids.payment2);
    const [previous] = await rows<{ hash: string }>(
      `select hash from ledger_entries where company_id = ${w.company.id} and sequence = ${last - 1}`,
    );
    await tamper(
      `delete from payment_outbox where payment_id = ${ids.payment2}`,
      `delete from payments where id = ${ids.payment2}`,
      `delete from ledger_entries where record_type = 'payment' and record_id = ${ids.payment2}`,
      `update ledger_heads set last_sequence = ${last - 1}, last_hash = '${previous!.hash}' where company_id = ${w.company.id}`,
    );
    await expectBroken({
      sequence: last,
      recordType: 'payment',
      recordId: ids.payment2,
      reason: 'truncated',
    });
  });

  it('a record rewritten with every later link recomputed, and the head moved: also against the anchors', async () => {
    // Without signatures to check, the anchors alone see it: the rewritten link differs from the one anchored.
    await tamper(`update invoices set payment_terms = 'Jamais' where id = ${ids.invoice2}`);
    const sequence = await sequenceOf('invoice', ids.invoice2);
    await rechainFrom(sequence, t.ledgerKey); // even holding the key, the signed heads outside disagree
    await expectBroken({ sequence, recordType: 'invoice', recordId: ids.invoice2, reason: 'anchor' });
  });
});
