import { InvoiceType, type LedgerRecordType } from '@velodesk/contract/api/invoicing';
import { formatCents, toCents } from '@velodesk/contract/pricing';
import { localDateOf, siteToday } from '@velodesk/contract/site-day';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { LedgerKey } from '../../platform/ledger-key.ts';
import {
  actionLedgerAnchors,
  actionLedgerKey,
  afterCommit,
  transaction,
} from '../../platform/transactions.ts';
import { noticeClockBackwards, recordTechnicalEvent, type TechnicalEvent } from '../journal/journal.api.ts';
import type { Mailer } from '../mail/mail.api.ts';
import { readPaymentsForLedger } from '../payments/payments.api.ts';
import { readAllCompanies, readSiteBilling } from '../sites/sites.api.ts';
import { queueClosingMail, type SealedClosing } from './closing-mail.ts';
import { accessLedger } from './invoicing.access.ts';
import {
  type ClosingRow,
  closingSequence,
  entriesAfter,
  entriesForClosing,
  insertClosing,
  insertEntry,
  insertKeyRecord,
  insertStateChange,
  invoicesByIds,
  type LedgerEntryRow,
  lastClosing,
  lockHead,
  stateChangesByIds,
} from './invoicing.repository.ts';
import {
  type ChainPosition,
  canonicalKey,
  hashOf,
  keyStatement,
  signedText,
  signedVersion,
} from './ledger-canonical.ts';
import { closeFinishedPeriods } from './ledger-period-closings.ts';
import { dayAfter } from './ledger-periods.ts';
import { canonicalsOf, paymentStateOf } from './ledger-records.ts';

/**
 * The ledger (docs/decisions/ledger-chain.md): invoices, credit notes, payments and daily closings
 * form one hash chain per invoicing company. Appends lock the company's chain head, in the
 * caller's transaction, so concurrent writers keep one chain; the verification recomputes every
 * link from the records themselves.
 */

// ---- appending ----

/**
 * Appends a record (written earlier in the same transaction) to its company's chain: locks the
 * chain head, hashes the record's canonical text (version 2) with the previous hash, signs the
 * link with the business action's ledger key and writes it; once committed, the new head goes to
 * the signed-heads journal outside the database. When the head was signed by another key (or by
 * none: a new chain, or one of before the signatures), the key's own record is appended first.
 */
export const appendToLedger = async (
  tx: Tx,
  now: Date,
  record: { companyId: number; recordType: LedgerRecordType; recordId: number },
): Promise<LedgerEntryRow> => {
  const key = actionLedgerKey();
  // The record is read before the head is locked: the lock is held for two statements only.
  const canonicalOf = await canonicalsOf(tx, [record]);
  let head = await lockHead(tx, record.companyId);
  if (head.keyFingerprint !== key.fingerprint) head = await appendKeyRecord(tx, now, key, head);
  const entry = signedEntry(key, now, head, record, (at) =>
    canonicalOf(record.recordType, at, record.recordId, signedVersion),
  );
  await insertEntry(tx, entry);
  anchorAfterCommit(entry);
  return { id: 0, ...entry };
};

type Head = {
  companyId: number;
  lastSequence: number;
  lastHash: string | null;
  keyFingerprint: string | null;
};

const signedEntry = (
  key: LedgerKey,
  now: Date,
  head: Head,
  record: { companyId: number; recordType: string; recordId: number },
  canonical: (at: ChainPosition) => string | null,
) => {
  const at: ChainPosition = {
    companyId: record.companyId,
    sequence: head.lastSequence + 1,
    previousHash: head.lastHash,
  };
  const text = canonical(at);
  if (text === null) throw new Error(`No ${record.recordType} ${record.recordId} to chain.`);
  const hash = hashOf(text);
  return {
    ...record,
    sequence: at.sequence,
    previousHash: at.previousHash,
    hash,
    createdAt: now,
    canonicalVersion: signedVersion,
    signature: key.sign(signedText(record.companyId, at.sequence, hash)),
    keyFingerprint: key.fingerprint,
  };
};

/** The signed head goes to the journal outside the database once the action has committed. */
const anchorAfterCommit = (entry: ReturnType<typeof signedEntry>) => {
  const anchors = actionLedgerAnchors();
  if (!anchors) return;
  afterCommit(() =>
    anchors.append({
      company: entry.companyId,
      sequence: entry.sequence,
      hash: entry.hash,
      signature: entry.signature,
      key: entry.keyFingerprint,
      at: entry.createdAt.toISOString(),
      record: entry.recordType,
      id: entry.recordId,
    }),
  );
};

/**
 * The key's record (docs/decisions/ledger-signature.md): the company's chain is signed from here
 * on by this key; it names the key it follows, signs that (its endorsement of the older key) and,
 * when the older private key was configured (LEDGER_PREVIOUS_KEY_FILE), the older key signs it
 * too (cross signature). Answers the head moved to the key's link.
 */
const appendKeyRecord = async (tx: Tx, now: Date, key: LedgerKey, head: Head): Promise<Head> => {
  const statement = keyStatement(head.companyId, key.fingerprint, head.keyFingerprint);
  const previous = key.previous?.fingerprint === head.keyFingerprint ? key.previous : undefined;
  const row = await insertKeyRecord(tx, {
    companyId: head.companyId,
    fingerprint: key.fingerprint,
    publicKey: key.publicKeyPem,
    previousFingerprint: head.keyFingerprint,
    endorsement: key.sign(statement),
    crossSignature: previous ? previous.sign(statement) : null,
    createdAt: now,
  });
  const entry = signedEntry(
    key,
    now,
    head,
    { companyId: head.companyId, recordType: 'key', recordId: row.id },
    (at) => canonicalKey(at, row),
  );
  await insertEntry(tx, entry);
  anchorAfterCommit(entry);
  return {
    companyId: head.companyId,
    lastSequence: entry.sequence,
    lastHash: entry.hash,
    keyFingerprint: key.fingerprint,
  };
};

/**
 * At start: every chain whose head another key (or none) signed gets the configured key's record
 * now, so a rotation (or the first key of chains of before signatures) is chained at once rather
 * than at the company's next record.
 */
export const sealChainsWithCurrentKey = async (ctx: AppContext): Promise<number> => {
  let sealed = 0;
  for (const company of await readAllCompanies(ctx.db)) {
    sealed += await transaction(
      ctx,
      async (tx) => {
        const head = await lockHead(tx, company.id);
        if (head.lastSequence === 0 || head.keyFingerprint === ctx.ledgerKey.fingerprint) return 0;
        await appendKeyRecord(tx, ctx.now(), ctx.ledgerKey, head);
        return 1;
      },
      { isolation: 'read committed' },
    );
  }
  return sealed;
};

/**
 * A change of state of a chained record, as a record of the chain (docs/decisions/ledger-signature.md):
 * the payments module calls it when a payment is cancelled (deactivated, or reversed), the
 * invoicing module when a credit note cancels an invoice, the rentals module when a contract is
 * reopened; in the caller's transaction, right after the change.
 */
export const chainStateChange = async (
  tx: Tx,
  now: Date,
  change: {
    companyId: number;
    recordType: 'invoice' | 'payment' | 'rental';
    recordId: number;
    reason: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> => {
  const row = await insertStateChange(tx, { ...change, createdAt: now });
  await appendToLedger(tx, now, { companyId: change.companyId, recordType: 'change', recordId: row.id });
};

/** A contract reopened (PATCH /rentals/{id}/unclose): the event, chained in its site's billing company. */
export const chainContractReopened = async (
  tx: Tx,
  now: Date,
  rental: { id: number; siteId: number },
  before: { state: number },
  after: { state: number },
): Promise<void> =>
  chainStateChange(tx, now, {
    companyId: (await readSiteBilling(tx, rental.siteId))!.companyId,
    recordType: 'rental',
    recordId: rental.id,
    reason: 'contract-reopened',
    before,
    after,
  });

/** A payment's change of state (cancelled, reversed), chained in its site's billing company. */
export const chainPaymentChange = async (
  tx: Tx,
  now: Date,
  paymentId: number,
  reason: string,
  before: { activated: boolean; refundedPaymentId: number | null },
): Promise<void> => {
  const payment = (await readPaymentsForLedger(tx, [paymentId])).get(paymentId);
  if (!payment) throw new Error(`No payment ${paymentId} to chain a change of.`);
  await chainStateChange(tx, now, {
    companyId: (await readSiteBilling(tx, payment.siteId))!.companyId,
    recordType: 'payment',
    recordId: paymentId,
    reason,
    before: { ...paymentStateOf(before) },
    after: { ...paymentStateOf(payment) },
  });
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

/**
 * The amounts of the links of a closing's period (cents): invoices, credit notes (negative),
 * payments (reversals negative) less the payments cancelled by deactivation in the period (their
 * chained change of state: activated true to false).
 */
const periodTotals = async (db: DbOrTx, entries: LedgerEntryRow[]) => {
  const counted = entries.filter((e) => e.recordType !== 'closing' && e.recordType !== 'key');
  if (counted.length === 0) return { records: 0, invoices: 0, creditNotes: 0, payments: 0 };
  const invoiceRows = await invoicesByIds(
    db,
    counted.filter((e) => e.recordType === 'invoice').map((e) => e.recordId),
  );
  const cancellations = (
    await stateChangesByIds(
      db,
      counted.filter((e) => e.recordType === 'change').map((e) => e.recordId),
    )
  ).filter(
    (change) =>
      change.recordType === 'payment' && change.before.activated === true && change.after.activated === false,
  );
  const paymentIds = counted.filter((e) => e.recordType === 'payment').map((e) => e.recordId);
  const payments = await readPaymentsForLedger(db, [
    ...new Set([...paymentIds, ...cancellations.map((change) => change.recordId)]),
  ]);
  let invoices = 0;
  let creditNotes = 0;
  for (const row of invoiceRows) {
    if (row.invoiceTypeId === InvoiceType.creditNote) creditNotes += toCents(row.allTaxesIncludedAmount);
    else invoices += toCents(row.allTaxesIncludedAmount);
  }
  let paid = 0;
  for (const id of paymentIds) paid += toCents(payments.get(id)?.amount ?? '0');
  for (const change of cancellations) paid -= toCents(payments.get(change.recordId)?.amount ?? '0');
  return { records: invoiceRows.length + paymentIds.length, invoices, creditNotes, payments: paid };
};

/**
 * Closes every finished day (before today in the company's time zone) of a company not closed
 * yet, from the day after its last closing (or its first record's day): each closing sums the
 * links appended since the previous closing whose day is at most its own, carries the perpetual
 * totals forward, and is itself appended to the chain. In one transaction per company.
 */
const closeCompanyDays = async (
  ctx: AppContext,
  company: { id: number; timeZone: string; corporateName: string; accountingEmail: string | null },
  mailer?: Mailer,
): Promise<ClosingRow[]> =>
  transaction(
    ctx,
    async (tx) => {
      const head = await lockHead(tx, company.id);
      if (head.lastSequence === 0) return [];
      const dayOf = (entry: LedgerEntryRow) => localDateOf(entry.createdAt, company.timeZone);
      const today = siteToday(company.timeZone, ctx.now());
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
      const sealed: SealedClosing[] = [];
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
        sealed.push({ closing, link: entry });
      }
      // Then the months and accounting years whose every day is closed (ledger-period-closings.ts).
      made.push(
        ...(await closeFinishedPeriods(tx, company.id, ctx.now(), async (closing) =>
          sealed.push({
            closing,
            link: await appendToLedger(tx, ctx.now(), {
              companyId: company.id,
              recordType: 'closing',
              recordId: closing.id,
            }),
          }),
        )),
      );
      if (made.length > 0) await recordTechnicalEvent(ctx, closingEvent(company.id, made));
      // Sent to the company's accounting address once committed (closing-mail.ts).
      if (mailer && company.accountingEmail)
        await queueClosingMail(
          tx,
          mailer,
          { corporateName: company.corporateName, accountingEmail: company.accountingEmail },
          sealed,
        );
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

/**
 * The daily closings of every company (the server's timer runs it; POST /ledger/closings too);
 * with a mailer, each company's closings go to its accounting address.
 */
export const runDailyClosings = async (ctx: AppContext, mailer?: Mailer): Promise<ClosingRow[]> => {
  // A clock gone backwards would close the wrong days: it is journaled first.
  await noticeClockBackwards(ctx);
  const made: ClosingRow[] = [];
  for (const company of await readAllCompanies(ctx.db))
    made.push(...(await closeCompanyDays(ctx, company, mailer)));
  return made;
};

/** POST /ledger/closings: closes every finished day not closed yet, now. */
export const closeFinishedDays = async (
  ctx: AppContext,
  actor: Actor,
  mailer?: Mailer,
): Promise<ClosingRow[]> => {
  accessLedger(actor);
  return runDailyClosings(ctx, mailer);
};
