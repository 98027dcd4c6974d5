import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerClosings, ledgerEntries } from '../../db/schema/invoicing.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/** The daily closings of the ledger with their chain entry (docs/decisions/ledger-chain.md). */

export const closingCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: ledgerClosings.id },
    'company.id': { kind: 'int', column: ledgerClosings.companyId },
    kind: { kind: 'exact', column: ledgerClosings.kind },
    day: { kind: 'date', column: ledgerClosings.day },
  },
  order: { id: ledgerClosings.id, day: ledgerClosings.day },
  defaultOrder: [['id', 'desc']],
  alwaysPaginated: true,
};

const closingLink = and(
  eq(ledgerEntries.recordType, 'closing'),
  eq(ledgerEntries.recordId, ledgerClosings.id),
);

const closingColumns = {
  closing: ledgerClosings,
  sequence: ledgerEntries.sequence,
  hash: ledgerEntries.hash,
  signature: ledgerEntries.signature,
  keyFingerprint: ledgerEntries.keyFingerprint,
};

/** These closings (at most a slice of ids at a time), with their chain entry. */
export const readClosingsByIds = (db: DbOrTx, ids: number[]) =>
  db
    .select(closingColumns)
    .from(ledgerClosings)
    .innerJoin(ledgerEntries, closingLink)
    .where(inArray(ledgerClosings.id, ids));

/** A page's rows and count of the closings, under the page's filters. */
export const closingPageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: db
    .select(closingColumns)
    .from(ledgerClosings)
    .innerJoin(ledgerEntries, closingLink)
    .where(where)
    .$dynamic(),
  total: db.select({ count: count() }).from(ledgerClosings).where(where),
});
