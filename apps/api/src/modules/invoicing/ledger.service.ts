import {
  InvoiceType,
  type LedgerRecordType,
  type LedgerVerificationRead,
} from '@velodesk/contract/api/invoicing';
import { formatCents, toCents } from '@velodesk/contract/pricing';
import { localDateOf } from '@velodesk/contract/tax-rates';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import {
  noticeClockBackwards,
  recordTechnicalEvent,
  type TechnicalEvent,
} from '../journal/journal.service.ts';
import { readAllPaymentIds, readPaymentsForLedger } from '../payments/payments.read.ts';
import { readAllCompanies, readSiteBilling } from '../sites/sites.read.ts';
import { accessLedger } from './invoicing.access.ts';
import {
  allHeads,
  type ClosingRow,
  chainedPaymentIds,
  closingSequence,
  closingsByIds,
  entriesAfter,
  entriesForClosing,
  insertClosing,
  insertEntry,
  invoicesByIds,
  type LedgerEntryRow,
  lastClosing,
  linesOfInvoices,
  lockHead,
  unchainedInvoices,
} from './invoicing.repository.ts';
import {
  type ChainPosition,
  canonicalClosing,
  canonicalInvoice,
  canonicalPayment,
  hashOf,
} from './ledger-canonical.ts';
import { closeFinishedPeriods } from './ledger-period-closings.ts';
import { dayAfter } from './ledger-periods.ts';

/**
 * The ledger (docs/decisions/ledger-chain.md): invoices, credit notes, payments and daily closings
 * form one hash chain per invoicing company. Appends lock the company's chain head, in the
 * caller's transaction, so concurrent writers keep one chain; the verification recomputes every
 * link from the records themselves.
 */

// ---- the canonical text of a record, read from the database ----

type Canonicals = (at: ChainPosition, recordId: number) => string | null;

/** Reads the records of these links at once and answers each one's canonical text (null: missing). */
const canonicalsOf = async (db: DbOrTx, entries: Array<{ recordType: string; recordId: number }>) => {
  const ids = (type: LedgerRecordType) =>
    entries.filter((entry) => entry.recordType === type).map((entry) => entry.recordId);
  const invoiceRows = await invoicesByIds(db, ids('invoice'));
  const lines = await linesOfInvoices(
    db,
    invoiceRows.map((row) => row.id),
  );
  const invoicesById = new Map(invoiceRows.map((row) => [row.id, row]));
  const payments = await readPaymentsForLedger(db, ids('payment'));
  const closings = new Map((await closingsByIds(db, ids('closing'))).map((row) => [row.id, row]));
  const byType: Record<LedgerRecordType, Canonicals> = {
    invoice: (at, id) => {
      const row = invoicesById.get(id);
      if (!row) return null;
      return canonicalInvoice(at, { ...row, lines: lines.filter((line) => line.invoiceId === id) });
    },
    payment: (at, id) => {
      const row = payments.get(id);
      return row ? canonicalPayment(at, row) : null;
    },
    closing: (at, id) => {
      const row = closings.get(id);
      return row ? canonicalClosing(at, row) : null;
    },
  };
  return (type: string, at: ChainPosition, id: number): string | null =>
    byType[type as LedgerRecordType]?.(at, id) ?? null;
};

// ---- appending ----

/**
 * Appends a record (written earlier in the same transaction) to its company's chain: locks the
 * chain head, hashes the record's canonical text with the previous hash, writes the link.
 */
export const appendToLedger = async (
  tx: Tx,
  now: Date,
  record: { companyId: number; recordType: LedgerRecordType; recordId: number },
): Promise<LedgerEntryRow> => {
  // The record is read before the head is locked: the lock is held for two statements only.
  const canonicalOf = await canonicalsOf(tx, [record]);
  const head = await lockHead(tx, record.companyId);
  const at: ChainPosition = {
    companyId: record.companyId,
    sequence: head.lastSequence + 1,
    previousHash: head.lastHash,
  };
  const canonical = canonicalOf(record.recordType, at, record.recordId);
  if (canonical === null) throw new Error(`No ${record.recordType} ${record.recordId} to chain.`);
  const entry = {
    ...record,
    sequence: at.sequence,
    previousHash: at.previousHash,
    hash: hashOf(canonical),
    createdAt: now,
  };
  await insertEntry(tx, entry);
  return { id: 0, ...entry };
};

/**
 * Chains payments just written in the caller's transaction (the payments module calls it for
 * every payment it inserts): each goes to the chain of its site's billing company.
 */
export const chainPayments = async (tx: Tx, paymentIds: number[]): Promise<void> => {
  const payments = await readPaymentsForLedger(tx, paymentIds);
  const companies = new Map<number, number>();
  for (const id of [...paymentIds].sort((a, b) => a - b)) {
    const payment = payments.get(id);
    if (!payment) continue;
    let companyId = companies.get(payment.siteId);
    if (companyId === undefined) {
      companyId = (await readSiteBilling(tx, payment.siteId))!.companyId;
      companies.set(payment.siteId, companyId);
    }
    await appendToLedger(tx, payment.createdAt, {
      companyId,
      recordType: 'payment',
      recordId: id,
    });
  }
};

// ---- daily closings ----

/** The amounts of the links of a closing's period (cents): invoices, credit notes, payments. */
const periodTotals = async (db: DbOrTx, entries: LedgerEntryRow[]) => {
  if (entries.length === 0) return { records: 0, invoices: 0, creditNotes: 0, payments: 0 };
  const invoiceRows = await invoicesByIds(
    db,
    entries.filter((e) => e.recordType === 'invoice').map((e) => e.recordId),
  );
  const payments = await readPaymentsForLedger(
    db,
    entries.filter((e) => e.recordType === 'payment').map((e) => e.recordId),
  );
  let invoices = 0;
  let creditNotes = 0;
  for (const row of invoiceRows) {
    if (row.invoiceTypeId === InvoiceType.creditNote) creditNotes += toCents(row.allTaxesIncludedAmount);
    else invoices += toCents(row.allTaxesIncludedAmount);
  }
  let paid = 0;
  for (const payment of payments.values()) paid += toCents(payment.amount);
  return { records: invoiceRows.length + payments.size, invoices, creditNotes, payments: paid };
};

/**
 * Closes every finished day (before today in the company's time zone) of a company not closed
 * yet, from the day after its last closing (or its first record's day): each closing sums the
 * links appended since the previous closing whose day is at most its own, carries the perpetual
 * totals forward, and is itself appended to the chain. In one transaction per company.
 */
const closeCompanyDays = async (
  ctx: AppContext,
  company: { id: number; timeZone: string },
): Promise<ClosingRow[]> =>
  transaction(
    ctx,
    async (tx) => {
      const head = await lockHead(tx, company.id);
      if (head.lastSequence === 0) return [];
      const dayOf = (entry: LedgerEntryRow) => localDateOf(entry.createdAt, company.timeZone);
      const today = localDateOf(ctx.now(), company.timeZone);
      const previous = await lastClosing(tx, company.id);
      let closedDay = previous?.day ?? null;
      let closedSequence = previous ? await closingSequence(tx, previous.id) : 0;
      const firstDay = closedDay
        ? dayAfter(closedDay)
        : dayOf((await entriesAfter(tx, company.id, 0, 1))[0]!);
      // Every link that a closing from firstDay on may sum: dated from the day before, or late.
      const since = new Date(`${firstDay}T00:00:00Z`);
      since.setUTCDate(since.getUTCDate() - 2);
      const pending = (await entriesForClosing(tx, company.id, closedSequence, since)).filter(
        (entry) => entry.recordType !== 'closing',
      );
      const made: ClosingRow[] = [];
      let perpetual = {
        invoices: toCents(previous?.perpetualInvoices ?? '0'),
        creditNotes: toCents(previous?.perpetualCreditNotes ?? '0'),
        payments: toCents(previous?.perpetualPayments ?? '0'),
      };
      for (let day = firstDay; day < today; day = dayAfter(day)) {
        // The day's links, and the late ones: dated on a closed day but appended after its closing.
        const covered = pending.filter(
          (entry) =>
            dayOf(entry) === day ||
            (closedDay !== null && dayOf(entry) <= closedDay && entry.sequence > closedSequence),
        );
        const totals = await periodTotals(tx, covered);
        perpetual = {
          invoices: perpetual.invoices + totals.invoices,
          creditNotes: perpetual.creditNotes + totals.creditNotes,
          payments: perpetual.payments + totals.payments,
        };
        const closing = await insertClosing(tx, {
          companyId: company.id,
          day,
          periodRecords: totals.records,
          periodInvoices: formatCents(totals.invoices),
          periodCreditNotes: formatCents(totals.creditNotes),
          periodPayments: formatCents(totals.payments),
          perpetualInvoices: formatCents(perpetual.invoices),
          perpetualCreditNotes: formatCents(perpetual.creditNotes),
          perpetualPayments: formatCents(perpetual.payments),
          createdAt: ctx.now(),
        });
        const entry = await appendToLedger(tx, ctx.now(), {
          companyId: company.id,
          recordType: 'closing',
          recordId: closing.id,
        });
        closedDay = day;
        closedSequence = entry.sequence;
        made.push(closing);
      }
      // Then the months and accounting years whose every day is closed (ledger-period-closings.ts).
      made.push(
        ...(await closeFinishedPeriods(tx, company.id, ctx.now(), (closing) =>
          appendToLedger(tx, ctx.now(), {
            companyId: company.id,
            recordType: 'closing',
            recordId: closing.id,
          }),
        )),
      );
      if (made.length > 0) await recordTechnicalEvent(ctx, closingEvent(company.id, made));
      return made;
    },
    { isolation: 'read committed' },
  );

/** The closings of a run, as the technical event journal keeps them. */
const closingEvent = (companyId: number, made: ClosingRow[]): TechnicalEvent => ({
  type: 'closing',
  companyId,
  details: {
    closings: made.map((closing) => ({ id: closing.id, kind: closing.kind, day: closing.day })),
  },
});

/** The daily closings of every company (the server's timer runs it; POST /ledger/closings too). */
export const runDailyClosings = async (ctx: AppContext): Promise<ClosingRow[]> => {
  // A clock gone backwards would close the wrong days: it is journaled first.
  await noticeClockBackwards(ctx);
  const made: ClosingRow[] = [];
  for (const company of await readAllCompanies(ctx.db)) made.push(...(await closeCompanyDays(ctx, company)));
  return made;
};

/** POST /ledger/closings: closes every finished day not closed yet, now. */
export const closeFinishedDays = async (ctx: AppContext, actor: Actor): Promise<ClosingRow[]> => {
  accessLedger(actor);
  return runDailyClosings(ctx);
};

// ---- verification ----

const pageSize = 1000;

type Broken = NonNullable<LedgerVerificationRead['chains'][number]['firstBroken']>;

/** Recomputes one company's chain from its records; answers the first broken link, if any. */
const verifyChain = async (
  db: DbOrTx,
  companyId: number,
  head: { lastSequence: number; lastHash: string | null },
) => {
  let expected = 1;
  let previousHash: string | null = null;
  let records = 0;
  for (;;) {
    const page = await entriesAfter(db, companyId, expected - 1, pageSize);
    if (page.length === 0) break;
    const canonicals = await canonicalsOf(db, page);
    for (const entry of page) {
      const at = { companyId, sequence: entry.sequence, previousHash: entry.previousHash };
      const broken = (reason: Broken['reason']): Broken => ({
        sequence: entry.sequence,
        recordType: entry.recordType as LedgerRecordType,
        recordId: entry.recordId,
        reason,
      });
      if (entry.sequence !== expected) return { records, firstBroken: broken('sequence') };
      if (entry.previousHash !== previousHash) return { records, firstBroken: broken('link') };
      const canonical = canonicals(entry.recordType, at, entry.recordId);
      if (canonical === null) return { records, firstBroken: broken('missing') };
      if (hashOf(canonical) !== entry.hash) return { records, firstBroken: broken('content') };
      previousHash = entry.hash;
      expected += 1;
      records += 1;
    }
  }
  if (records !== head.lastSequence || previousHash !== head.lastHash) {
    return {
      records,
      firstBroken: {
        sequence: records + 1,
        recordType: 'closing' as const,
        recordId: 0,
        reason: 'missing' as const,
      },
    };
  }
  return { records, firstBroken: null };
};

/**
 * GET /ledger/verify: every company's chain recomputed from its records (content, links,
 * sequence); an invoice or payment that is in no chain (written around the API) is reported on its
 * company's chain as 'unchained' when nothing before it is broken.
 */
export const verifyLedger = async (ctx: AppContext, actor: Actor): Promise<LedgerVerificationRead> => {
  accessLedger(actor);
  const db = dbOf(ctx);
  const companies = new Map((await readAllCompanies(db)).map((c) => [c.id, c]));
  const heads = new Map((await allHeads(db)).map((head) => [head.companyId, head]));
  const unchained = await findUnchained(db);
  const companyIds = [...new Set([...heads.keys(), ...unchained.map((record) => record.companyId)])].sort(
    (a, b) => a - b,
  );
  const chains: LedgerVerificationRead['chains'] = [];
  for (const companyId of companyIds) {
    const head = heads.get(companyId) ?? { lastSequence: 0, lastHash: null };
    const result = await verifyChain(db, companyId, head);
    const lonely = unchained.find((record) => record.companyId === companyId);
    chains.push({
      company: {
        '@id': `/api/companies/${companyId}`,
        id: companyId,
        corporateName: companies.get(companyId)?.corporateName ?? '',
      },
      records: result.records,
      lastSequence: head.lastSequence,
      lastHash: head.lastHash,
      firstBroken:
        result.firstBroken ??
        (lonely
          ? {
              sequence: head.lastSequence + 1,
              recordType: lonely.recordType,
              recordId: lonely.recordId,
              reason: 'unchained',
            }
          : null),
    });
  }
  const valid = chains.every((chain) => chain.firstBroken === null);
  if (!valid) {
    await recordTechnicalEvent(ctx, {
      type: 'verification_failed',
      userId: actor.userId,
      details: {
        of: 'ledger',
        broken: chains.flatMap((chain) =>
          chain.firstBroken ? [{ company: chain.company.id, ...chain.firstBroken }] : [],
        ),
      },
    });
  }
  return { valid, verifiedAt: ctx.now().toISOString(), chains };
};

/** Invoices and payments with no link in any chain (written around the API), with their company. */
const findUnchained = async (db: DbOrTx) => {
  const records: Array<{ companyId: number; recordType: 'invoice' | 'payment'; recordId: number }> = (
    await unchainedInvoices(db)
  ).map((row) => ({ companyId: row.companyId, recordType: 'invoice', recordId: row.id }));
  const chained = await chainedPaymentIds(db);
  const lonelyIds = (await readAllPaymentIds(db)).filter((id) => !chained.has(id));
  const payments = await readPaymentsForLedger(db, lonelyIds);
  const companyOfSite = new Map<number, number>();
  for (const id of lonelyIds) {
    const payment = payments.get(id)!;
    if (!companyOfSite.has(payment.siteId)) {
      companyOfSite.set(payment.siteId, (await readSiteBilling(db, payment.siteId))!.companyId);
    }
    records.push({ companyId: companyOfSite.get(payment.siteId)!, recordType: 'payment', recordId: id });
  }
  return records;
};
