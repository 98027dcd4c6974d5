import type { LedgerRecordType, LedgerVerificationRead } from '@velodesk/contract/api/invoicing';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { LedgerAnchor } from '../../platform/ledger-anchors.ts';
import { verifyLedgerSignature } from '../../platform/ledger-key.ts';
import { dbOf } from '../../platform/transactions.ts';
import { recordTechnicalEvent } from '../journal/journal.api.ts';
import { readAllPaymentIds, readPaymentsForLedger } from '../payments/payments.api.ts';
import { readAllCompanies, readSiteBilling } from '../sites/sites.api.ts';
import { accessLedger } from './invoicing.access.ts';
import {
  allHeads,
  cancelledInvoicesOf,
  chainedPaymentIds,
  entriesAfter,
  invoicesByIds,
  keysOfCompany,
  stateChangesOfCompany,
  unchainedInvoices,
} from './invoicing.repository.ts';
import { hashOf, signedText, sortedJson } from './ledger-canonical.ts';
import { canonicalsOf, changeKey, groupChanges, invoiceStateOf, paymentStateOf } from './ledger-records.ts';
import { trustedKeysOf } from './ledger-trust.ts';

export { trustedKeysOf };

/**
 * GET /ledger/verify (docs/decisions/ledger-chain.md, ledger-signature.md): every company's chain
 * recomputed from its records (sequence, link, content in the form of its version), every signed
 * link checked with a key the verifier trusts — the configured key, and the keys it vouches for
 * through the chain's key records, never a key only because the database holds it —, the chain
 * compared with the signed heads kept outside the database (a database behind one of them has
 * lost its end), and the changes of state checked: a record's state today is the one its chained
 * changes lead to, a cancelled invoice has its credit note in the chain.
 */

const pageSize = 1000;

type Broken = NonNullable<LedgerVerificationRead['chains'][number]['firstBroken']>;

/** The signed heads of a company that one of its trusted keys signed, by sequence. */
const trustedAnchors = (anchors: LedgerAnchor[], companyId: number, trusted: Map<string, string>) => {
  const bySequence = new Map<number, LedgerAnchor>();
  for (const anchor of anchors) {
    if (anchor.company !== companyId || anchor.journal !== undefined) continue;
    const key = trusted.get(anchor.key);
    if (
      !key ||
      !verifyLedgerSignature(key, signedText(companyId, anchor.sequence, anchor.hash), anchor.signature)
    )
      continue;
    bySequence.set(anchor.sequence, anchor);
  }
  return bySequence;
};

const same = (a: unknown, b: unknown) => JSON.stringify(sortedJson(a)) === JSON.stringify(sortedJson(b));

/** Recomputes one company's chain; answers the first broken record, if any. */
const verifyChain = async (
  db: DbOrTx,
  companyId: number,
  head: { lastSequence: number; lastHash: string | null },
  trusted: Map<string, string>,
  anchors: Map<number, LedgerAnchor>,
): Promise<{ records: number; firstBroken: Broken | null }> => {
  const changes = await stateChangesOfCompany(db, companyId);
  const changesByRecord = groupChanges(changes);
  const chained = new Set<string>();
  let expected = 1;
  let previousHash: string | null = null;
  let records = 0;
  let signed = false;
  let last: Broken | null = null;
  for (;;) {
    const page = await entriesAfter(db, companyId, expected - 1, pageSize);
    if (page.length === 0) break;
    const canonicals = await canonicalsOf(db, page, changesByRecord);
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
      // Unsigned links (version 1) are only the chain's beginning, before signatures existed.
      if (entry.canonicalVersion === 1 && signed) return { records, firstBroken: broken('signature') };
      const canonical = canonicals(entry.recordType, at, entry.recordId, entry.canonicalVersion);
      if (canonical === null) return { records, firstBroken: broken('missing') };
      if (hashOf(canonical) !== entry.hash) return { records, firstBroken: broken('content') };
      if (entry.canonicalVersion !== 1) {
        const key = entry.keyFingerprint ? trusted.get(entry.keyFingerprint) : undefined;
        if (
          !key ||
          !entry.signature ||
          !verifyLedgerSignature(key, signedText(companyId, entry.sequence, entry.hash), entry.signature)
        )
          return { records, firstBroken: broken('signature') };
        signed = true;
      }
      const anchor = anchors.get(entry.sequence);
      if (anchor && anchor.hash !== entry.hash) return { records, firstBroken: broken('anchor') };
      chained.add(changeKey(entry.recordType, entry.recordId));
      previousHash = entry.hash;
      expected += 1;
      records += 1;
      last = broken('signature');
    }
  }
  // A chain of unsigned links only proves nothing: its last link is reported.
  if (records > 0 && !signed && last) return { records, firstBroken: last };
  // A signed head outside the database beyond the chain's end: the end was removed.
  const beyond = [...anchors.values()].filter((anchor) => anchor.sequence > records);
  if (beyond.length > 0) {
    const first = beyond.reduce((a, b) => (a.sequence < b.sequence ? a : b));
    return {
      records,
      firstBroken: {
        sequence: records + 1,
        recordType: (first.sequence === records + 1 && first.record
          ? first.record
          : 'closing') as LedgerRecordType,
        recordId: first.sequence === records + 1 ? (first.id ?? 0) : 0,
        reason: 'truncated',
      },
    };
  }
  if (records !== head.lastSequence || previousHash !== head.lastHash) {
    return {
      records,
      firstBroken: { sequence: records + 1, recordType: 'closing', recordId: 0, reason: 'missing' },
    };
  }
  const stateBroken = await verifyStates(db, companyId, changes, changesByRecord, chained);
  return { records, firstBroken: stateBroken };
};

/**
 * The changes of state: each is chained; each follows the previous one of its record; the last one
 * leads to the record's state today; a cancelled invoice has its credit note in the chain.
 */
const verifyStates = async (
  db: DbOrTx,
  companyId: number,
  changes: Awaited<ReturnType<typeof stateChangesOfCompany>>,
  changesByRecord: ReturnType<typeof groupChanges>,
  chained: Set<string>,
): Promise<Broken | null> => {
  const unchainedChange = changes.find((change) => !chained.has(changeKey('change', change.id)));
  if (unchainedChange)
    return { sequence: 0, recordType: 'change', recordId: unchainedChange.id, reason: 'unchained' };
  const ofType = (type: string) =>
    [...changesByRecord.keys()]
      .filter((key) => key.startsWith(`${type}:`))
      .map((key) => Number(key.split(':')[1]));
  const invoices = new Map((await invoicesByIds(db, ofType('invoice'))).map((row) => [row.id, row]));
  const payments = await readPaymentsForLedger(db, ofType('payment'));
  const stateNow = (type: string, id: number): unknown => {
    if (type === 'invoice') {
      const row = invoices.get(id);
      return row ? invoiceStateOf(row) : null;
    }
    if (type === 'payment') {
      const row = payments.get(id);
      return row ? paymentStateOf(row) : null;
    }
    return undefined; // a rental's status is not sealed: its changes are records of the event only
  };
  for (const [key, list] of changesByRecord) {
    const [type, id] = [key.split(':')[0]!, Number(key.split(':')[1])];
    for (let i = 1; i < list.length; i++) {
      if (!same(list[i - 1]!.after, list[i]!.before))
        return { sequence: 0, recordType: 'change', recordId: list[i]!.id, reason: 'state' };
    }
    const now = stateNow(type, id);
    if (now !== undefined && !same(list[list.length - 1]!.after, now))
      return {
        sequence: 0,
        recordType: type as LedgerRecordType,
        recordId: id,
        reason: 'state',
      };
  }
  for (const invoice of await cancelledInvoicesOf(db, companyId)) {
    const creditNoteChained =
      invoice.creditNoteId !== null && chained.has(changeKey('invoice', invoice.creditNoteId));
    if (!creditNoteChained || !changesByRecord.has(changeKey('invoice', invoice.id)))
      return { sequence: 0, recordType: 'invoice', recordId: invoice.id, reason: 'state' };
  }
  return null;
};

export const verifyLedger = async (ctx: AppContext, actor: Actor): Promise<LedgerVerificationRead> => {
  accessLedger(actor);
  const db = dbOf(ctx);
  const companies = new Map((await readAllCompanies(db)).map((c) => [c.id, c]));
  const heads = new Map((await allHeads(db)).map((head) => [head.companyId, head]));
  const unchained = await findUnchained(db);
  // The ledger's signed heads (the technical event journal's are in the same files).
  const anchors = (ctx.ledgerAnchors?.read() ?? []).filter((anchor) => anchor.journal === undefined);
  const companyIds = [
    ...new Set([
      ...heads.keys(),
      ...unchained.map((record) => record.companyId),
      ...anchors.map((a) => a.company),
    ]),
  ]
    .filter((id) => companies.has(id))
    .sort((a, b) => a - b);
  const chains: LedgerVerificationRead['chains'] = [];
  for (const companyId of companyIds) {
    const head = heads.get(companyId) ?? { lastSequence: 0, lastHash: null };
    const trusted = trustedKeysOf(companyId, await keysOfCompany(db, companyId), ctx.ledgerKey);
    const result = await verifyChain(
      db,
      companyId,
      head,
      trusted,
      trustedAnchors(anchors, companyId, trusted),
    );
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
  // A failed verification is a technical event (docs/decisions/technical-event-journal.md).
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
  return {
    valid,
    verifiedAt: ctx.now().toISOString(),
    keyFingerprint: ctx.ledgerKey.fingerprint,
    anchorsRead: anchors.length,
    chains,
  };
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
