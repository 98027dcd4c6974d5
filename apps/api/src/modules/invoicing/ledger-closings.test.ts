import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LedgerClosingRead, LedgerVerificationRead } from '@velodesk/contract/api/invoicing';
import type { TechnicalEventRead } from '@velodesk/contract/api/journal';
import type { ArchiveCheckRead } from '@velodesk/contract/api/ledger-archive';
import { toCents } from '@velodesk/contract/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
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
import {
  type ArchiveLink,
  type ArchiveManifest,
  checkArchive,
  readTar,
  sha256,
  writeTar,
} from './ledger-archive-format.ts';
import { hashOf, signedText } from './ledger-canonical.ts';

/**
 * Daily, monthly and yearly closings (docs/decisions/ledger-closings.md): the months and the
 * accounting years follow the company's accounting periods, days are the company's (Europe/Paris),
 * credit notes subtract, and every closing is recomputed here from the raw chained records.
 */

let t: TestApp;
const { list, get, send } = apiCalls(() => t);
let now = new Date('2026-06-29T08:00:00Z');
let w: InvoicingWorld;

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

beforeAll(async () => {
  // Long sessions: the test's clock walks over several days.
  t = await createTestApp({ now: () => now, config: { tokenTtlSeconds: 365 * 86400 } });
  w = await createInvoicingWorld(t);
  await t.database.db.execute(sql`
    insert into accounting_periods (company_id, start_date, end_date, activated) values
      (${w.company.id}, '2025-07-01', '2026-06-30', false),
      (${w.company.id}, '2026-07-01', '2027-06-30', true)`);
  // Each run's closings are e-mailed to the company's accounting address (set in its settings).
  const settings = await send('PATCH', `/api/companies/${w.company.id}`, w.admin, {
    accountingEmail: 'compta@example.com',
  });
  expect(settings.statusCode, settings.body).toBe(200);
  expect(settings.json()).toMatchObject({ accountingEmail: 'compta@example.com' });
  // 29 June: a contract paid 10 €, then the rest before it closes (its invoice).
  const first = await createContract(t, w, [w.bikes[0]!], {
    startDate: '2026-06-29T08:00:00',
    endDate: '2026-06-30T19:00:00',
  });
  await pay(first, 10);
  await closeContract(t, w.counter, first);
  // 30 June: the invoice is cancelled by its credit note (which subtracts).
  now = new Date('2026-06-30T10:00:00Z');
  const [invoice] = await invoicesOfRental(t, w.counter, first);
  const credit = await send('POST', '/api/invoices/create_credit', w.counter, {
    invoice: `/api/invoices/${invoice!.id}`,
  });
  expect(credit.statusCode, credit.body).toBe(201);
  // 1 July at 23:30 in Paris (21:30 UTC), then 2 July at 00:30 in Paris (22:30 UTC on 1 July).
  const second = await createContract(t, w, [w.bikes[1]!], {
    startDate: '2026-07-01T08:00:00',
    endDate: '2026-07-04T19:00:00',
  });
  now = new Date('2026-07-01T21:30:00Z');
  await pay(second, 5);
  now = new Date('2026-07-01T22:30:00Z');
  await pay(second, 7.25);
  // 2 July: a payment of 3 € taken and cancelled by deactivation, as the outbox does once the
  // stay system deleted its copy (its chained change of state subtracts it).
  now = new Date('2026-07-02T09:00:00Z');
  const cancelled = await pay(second, 3);
  await transaction(serviceContext(t), (tx: Tx) => deactivatePayment(tx, cancelled, now));
  now = new Date('2026-07-03T08:00:00Z');
});
afterAll(async () => {
  await t?.close();
});

const closingsOf = async (query = '') =>
  (await list(`/api/ledger/closings?company.id=${w.company.id}&itemsPerPage=100${query}`, w.finance))[
    'hydra:member'
  ] as unknown as LedgerClosingRead[];

describe('closings by day, month and accounting year', () => {
  it('closes each finished day, then June and the accounting year ending on 30 June', async () => {
    const run = await send('POST', '/api/ledger/closings', w.finance);
    expect(run.statusCode, run.body).toBe(201);
    const made = (run.json() as { closings: LedgerClosingRead[] }).closings;
    expect(made.map((c) => [c.kind, c.periodStart, c.day]).sort()).toEqual([
      ['day', '2026-06-29', '2026-06-29'],
      ['day', '2026-06-30', '2026-06-30'],
      ['day', '2026-07-01', '2026-07-01'],
      ['day', '2026-07-02', '2026-07-02'],
      ['month', '2026-06-29', '2026-06-30'],
      ['year', '2026-06-29', '2026-06-30'],
    ]);
    const byKey = Object.fromEntries(made.map((c) => [`${c.kind} ${c.day}`, c]));
    const invoiced = byKey['day 2026-06-29']!.periodInvoices;
    expect(invoiced).toBeGreaterThan(0);
    expect(byKey['day 2026-06-30']).toMatchObject({ periodCreditNotes: -invoiced, periodPayments: 0 });
    // The day is the company's: 23:30 in Paris is 1 July, 00:30 is 2 July.
    // June's payments are the first contract's total (it closed fully paid).
    expect(byKey['day 2026-07-01']).toMatchObject({ periodPayments: 5, perpetualPayments: invoiced + 5 });
    // 2 July: 7.25 € and 3 €, the 3 € cancelled the same day (its change subtracts, no record of its own).
    expect(byKey['day 2026-07-02']).toMatchObject({
      periodPayments: 7.25,
      perpetualPayments: invoiced + 12.25,
    });
    expect(byKey['day 2026-07-02']!.periodRecords).toBe(2);
    // June and the accounting year add up their days; the net of the invoices is 0 after the credit note.
    for (const key of ['month 2026-06-30', 'year 2026-06-30']) {
      expect(byKey[key]).toMatchObject({
        periodRecords: 4,
        periodInvoices: invoiced,
        periodCreditNotes: -invoiced,
        periodPayments: invoiced,
        perpetualInvoices: invoiced,
        perpetualCreditNotes: -invoiced,
        perpetualPayments: invoiced,
      });
    }
    // Each closing is a link of the chain, after the days it sums.
    expect(byKey['month 2026-06-30']!.sequence).toBeGreaterThan(byKey['day 2026-07-02']!.sequence);
    expect(byKey['year 2026-06-30']!.sequence).toBe(byKey['month 2026-06-30']!.sequence + 1);
    // Each closing's link position and short signature fingerprint, as listed.
    const listed = await closingsOf();
    for (const closing of made) {
      expect(closing.signatureFingerprint).toMatch(/^[0-9a-f]{4} [0-9a-f]{4}$/);
      expect(closing.keyFingerprint).toBe(t.ledgerKey.shortFingerprint);
      expect(listed.find((c) => c.id === closing.id)).toMatchObject({
        sequence: closing.sequence,
        signatureFingerprint: closing.signatureFingerprint,
      });
    }
    // The run's closings went to the accounting address in one message: totals, position, signature.
    const mails = (
      (await t.database.db.execute(
        sql`select recipient, subject, text, language from mail_outbox where recipient = 'compta@example.com'`,
      )) as unknown as { rows: Array<{ recipient: string; subject: string; text: string; language: string }> }
    ).rows;
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(w.company.corporateName);
    const day = byKey['day 2026-07-01']!;
    expect(mails[0]!.text).toContain('Clôture journalière du 01/07/2026');
    expect(mails[0]!.text).toContain('Clôture annuelle du 29/06/2026 – 30/06/2026');
    expect(mails[0]!.text).toContain('paiements : 5,00 €');
    expect(mails[0]!.text).toContain(
      `Journal inaltérable : enregistrement n° ${day.sequence} – signature ${day.signatureFingerprint} – clé ${day.keyFingerprint}`,
    );
    expect(mails[0]!.text).toContain('Daily closing of 2026-07-01');
    // Done once; the list filters by kind; the chain is intact.
    expect((await send('POST', '/api/ledger/closings', w.finance)).json()).toEqual({ closings: [] });
    expect((await closingsOf('&kind=month')).map((c) => c.day)).toEqual(['2026-06-30']);
    const verified = (await get('/api/ledger/verify', w.finance)).json() as LedgerVerificationRead;
    expect(verified.valid).toBe(true);
  });

  it('closes July once its last day is closed, and every closing adds up from the raw records', async () => {
    now = new Date('2026-08-01T22:30:00Z'); // 2 August in Paris: 31 July is finished
    const run = await send('POST', '/api/ledger/closings', w.finance);
    expect(run.statusCode, run.body).toBe(201);
    const months = await closingsOf('&kind=month');
    expect(months.map((c) => [c.periodStart, c.day])).toEqual([
      ['2026-07-01', '2026-07-31'],
      ['2026-06-29', '2026-06-30'],
    ]);
    expect(months[0]).toMatchObject({
      periodRecords: 3,
      periodPayments: 12.25,
      perpetualPayments: months[1]!.perpetualPayments + 12.25,
    });
    await expectEveryClosingRecomputed();
  });

  it('is run and listed by finance and administrators only', async () => {
    expect((await send('POST', '/api/ledger/closings', w.counter)).statusCode).toBe(403);
    expect((await get('/api/ledger/closings?kind=year', w.counter)).statusCode).toBe(403);
    expect((await get('/api/ledger/closings?kind=year', w.admin)).statusCode).toBe(200);
  });
});

describe('the archive of a closed period', () => {
  it('is a signed tar that npm run verify-archive checks offline, and that shows a changed amount', async () => {
    const june = (await closingsOf('&kind=month')).find((closing) => closing.day === '2026-06-30');
    expect((await get(`/api/ledger/closings/${june!.id}/archive`, w.counter)).statusCode).toBe(403);
    const answer = await get(`/api/ledger/closings/${june!.id}/archive`, w.finance);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/x-tar');
    const archive = answer.rawPayload;
    const folder = mkdtempSync(path.join(tmpdir(), 'velodesk-archive-'));
    const file = path.join(folder, 'june.tar');
    writeFileSync(file, archive);
    // A standard tar: any tar program lists it.
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'manifest.json',
      'manifest.sig',
      'links.jsonl',
      'closings.jsonl',
      'public-key.pem',
    ]);
    const cli = path.resolve(import.meta.dirname, 'verify-archive.cli.ts');
    const tsx = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');
    const ok = spawnSync(tsx, [cli, file, t.ledgerKey.shortFingerprint], { encoding: 'utf8' });
    expect(ok.stdout, ok.stderr).toContain('VALID');
    expect(ok.status).toBe(0);

    // 10.00 € become 90.00 € in the archived payment: the record no longer matches its hash.
    const text = archive.toString('latin1');
    const changed = text.replace('[\\"amount\\",1000]', '[\\"amount\\",9000]');
    expect(changed).not.toBe(text);
    const tampered = path.join(folder, 'tampered.tar');
    writeFileSync(tampered, Buffer.from(changed, 'latin1'));
    const bad = spawnSync(tsx, [cli, tampered], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('links.jsonl does not match its hash in the manifest');
    expect(bad.stdout).toMatch(/link \d+ \(payment \d+\): its record does not match its hash/);

    // The same check on the screen's endpoint; the export is journaled.
    const checked = await send('POST', '/api/ledger/archives/verify', w.finance, {
      archive: archive.toString('base64'),
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json() as ArchiveCheckRead).toMatchObject({ valid: true, closings: 4, problems: [] });
    const refused = await send('POST', '/api/ledger/archives/verify', w.finance, {
      archive: Buffer.from(changed, 'latin1').toString('base64'),
    });
    expect((refused.json() as ArchiveCheckRead).valid).toBe(false);
    const exports = (await list('/api/technical_events?eventType=archive_export', w.finance))[
      'hydra:member'
    ] as unknown as TechnicalEventRead[];
    expect(exports[0]).toMatchObject({
      company: { id: w.company.id },
      details: { closing: june!.id, kind: 'month' },
    });
  });
  it("fails offline when a closing's totals disagree with the archived records, even re-signed", async () => {
    const june = (await closingsOf('&kind=month')).find((closing) => closing.day === '2026-06-30');
    const archive = (await get(`/api/ledger/closings/${june!.id}/archive`, w.finance)).rawPayload;
    const files = readTar(archive);
    const links = files
      .get('links.jsonl')!
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ArchiveLink);
    // The daily closing of 29 June says 1 € more of payments than its records:
    // every later link is rehashed and re-signed, the manifest too, as only the key holder could.
    const target = links.find((link) => link.recordType === 'closing')!;
    let previousHash: string | null = null;
    for (const link of links) {
      if (link.sequence >= target.sequence) {
        const pairs = JSON.parse(link.record) as Array<[string, unknown]>;
        if (link.sequence === target.sequence) {
          const at = pairs.findIndex(([name]) => name === 'periodPayments');
          pairs[at] = ['periodPayments', Number(pairs[at]![1]) + 100];
        }
        pairs[pairs.length - 1] = ['previous', previousHash];
        link.previousHash = previousHash;
        link.record = JSON.stringify(pairs);
        link.hash = hashOf(link.record);
        link.signature = t.ledgerKey.sign(signedText(w.company.id, link.sequence, link.hash));
      }
      previousHash = link.hash;
    }
    const linksFile = Buffer.from(links.map((link) => `${JSON.stringify(link)}\n`).join(''), 'utf8');
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as ArchiveManifest;
    manifest.files['links.jsonl'] = sha256(linksFile);
    manifest.closing.hash = links.at(-1)!.hash;
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2), 'utf8');
    const forged = writeTar(
      [
        { name: 'manifest.json', content: manifestBytes },
        { name: 'manifest.sig', content: Buffer.from(t.ledgerKey.sign(manifestBytes), 'utf8') },
        { name: 'links.jsonl', content: linksFile },
        { name: 'closings.jsonl', content: files.get('closings.jsonl')! },
        { name: 'public-key.pem', content: files.get('public-key.pem')! },
      ],
      new Date(),
    );
    const check = checkArchive(forged);
    expect(check.valid).toBe(false);
    expect(check.problems[0]).toMatch(
      new RegExp(
        `^link ${target.sequence} \\(closing ${target.recordId}, day 2026-06-29\\): its totals do not add up to the archived records \\(periodPayments 41\\.00 recorded, 40\\.00 recomputed\\)\\.$`,
      ),
    );
    // npm run verify-archive says so and exits 1; the genuine archive still passes.
    const folder = mkdtempSync(path.join(tmpdir(), 'velodesk-archive-'));
    writeFileSync(path.join(folder, 'forged.tar'), forged);
    const cli = path.resolve(import.meta.dirname, 'verify-archive.cli.ts');
    const tsx = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');
    const bad = spawnSync(tsx, [cli, path.join(folder, 'forged.tar')], { encoding: 'utf8' });
    expect(bad.status, bad.stdout).toBe(1);
    expect(bad.stdout).toContain('its totals do not add up to the archived records');
    expect(checkArchive(archive)).toMatchObject({ valid: true, problems: [] });
  });
});

/**
 * Recomputes every closing of the company from the raw records of its chain, in SQL: a closing's
 * perpetual totals are the sums of the invoices, credit notes and payments chained before it and
 * dated (in Paris) on or before its last day; its period totals are its perpetual totals less the
 * perpetual totals of the daily closing of the day before its period.
 */
const expectEveryClosingRecomputed = async () => {
  const rows = (
    (await t.database.db.execute(sql`
      select c.id, c.kind, coalesce(c.period_start, c.day)::text as start, c.day::text as day,
        c.period_invoices, c.period_credit_notes, c.period_payments, c.period_records,
        c.perpetual_invoices, c.perpetual_credit_notes, c.perpetual_payments,
        (select coalesce(sum(i.all_taxes_included_amount) filter (where i.invoice_type_id = 1), 0)
           from ledger_entries e join invoices i on e.record_type = 'invoice' and i.id = e.record_id
          where e.company_id = c.company_id and e.sequence < ce.sequence
            and (e.created_at at time zone 'Europe/Paris')::date <= c.day) as raw_invoices,
        (select coalesce(sum(i.all_taxes_included_amount) filter (where i.invoice_type_id = 2), 0)
           from ledger_entries e join invoices i on e.record_type = 'invoice' and i.id = e.record_id
          where e.company_id = c.company_id and e.sequence < ce.sequence
            and (e.created_at at time zone 'Europe/Paris')::date <= c.day) as raw_credit_notes,
        (select coalesce(sum(p.amount), 0)
           from ledger_entries e join payments p on e.record_type = 'payment' and p.id = e.record_id
          where e.company_id = c.company_id and e.sequence < ce.sequence
            and (e.created_at at time zone 'Europe/Paris')::date <= c.day)
        - (select coalesce(sum(p.amount), 0)
           from ledger_entries e join ledger_state_changes s on e.record_type = 'change' and s.id = e.record_id
           join payments p on s.record_type = 'payment' and p.id = s.record_id
          where e.company_id = c.company_id and e.sequence < ce.sequence
            and (s.before ->> 'activated') = 'true' and (s.after ->> 'activated') = 'false'
            and (e.created_at at time zone 'Europe/Paris')::date <= c.day) as raw_payments
      from ledger_closings c
      join ledger_entries ce on ce.record_type = 'closing' and ce.record_id = c.id
      where c.company_id = ${w.company.id}
      order by c.day, c.id`)) as unknown as { rows: Array<Record<string, string>> }
  ).rows;
  expect(rows.length).toBe(37); // 34 days (29 June to 1 August), June, July, the accounting year
  const cents = (value: string | undefined) => toCents(String(value));
  const dailyByDay = new Map(rows.filter((row) => row.kind === 'day').map((row) => [row.day, row]));
  for (const row of rows) {
    const label = `${row.kind} closing of ${row.start} to ${row.day}`;
    expect(cents(row.perpetual_invoices), label).toBe(cents(row.raw_invoices));
    expect(cents(row.perpetual_credit_notes), label).toBe(cents(row.raw_credit_notes));
    expect(cents(row.perpetual_payments), label).toBe(cents(row.raw_payments));
    const before = new Date(`${row.start}T12:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    const previous = dailyByDay.get(before.toISOString().slice(0, 10));
    const base = (column: string) => (previous ? cents(previous[column]!) : 0);
    expect(cents(row.period_invoices), label).toBe(cents(row.raw_invoices) - base('perpetual_invoices'));
    expect(cents(row.period_credit_notes), label).toBe(
      cents(row.raw_credit_notes) - base('perpetual_credit_notes'),
    );
    expect(cents(row.period_payments), label).toBe(cents(row.raw_payments) - base('perpetual_payments'));
  }
};
