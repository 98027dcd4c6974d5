import { and, asc, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  invoiceCounters,
  invoiceDocuments,
  invoiceLines,
  invoiceStatuses,
  invoices,
  invoiceTypes,
  ledgerClosings,
  ledgerEntries,
  ledgerHeads,
  ledgerKeys,
  ledgerStateChanges,
} from '../../db/schema/invoicing.ts';

/** The queries of the invoicing module (its own tables only). */

const creditNote = alias(invoices, 'credit_note');

/** An invoice with its type, status, credit note and whether its PDF exists. */
export const selectInvoices = (db: DbOrTx) =>
  db
    .select({
      id: invoices.id,
      companyId: invoices.companyId,
      siteId: invoices.siteId,
      rentalId: invoices.rentalId,
      customerId: invoices.customerId,
      invoiceTypeId: invoices.invoiceTypeId,
      invoiceType: invoiceTypes.type,
      invoiceStatusId: invoices.invoiceStatusId,
      invoiceStatus: invoiceStatuses.status,
      number: invoices.number,
      year: invoices.year,
      invoiceDate: invoices.invoiceDate,
      relatedInvoiceId: invoices.relatedInvoiceId,
      relatedInvoiceNumber: invoices.relatedInvoiceNumber,
      relatedInvoiceDate: invoices.relatedInvoiceDate,
      seller: invoices.seller,
      buyer: invoices.buyer,
      paymentTerms: invoices.paymentTerms,
      dutyFreeAmount: invoices.dutyFreeAmount,
      taxAmount: invoices.taxAmount,
      allTaxesIncludedAmount: invoices.allTaxesIncludedAmount,
      paidAmount: invoices.paidAmount,
      activated: invoices.activated,
      createdAt: invoices.createdAt,
      creditNoteId: creditNote.id,
      hasPdf: sql<boolean>`exists (select 1 from ${invoiceDocuments} where ${invoiceDocuments.invoiceId} = ${invoices.id})`,
    })
    .from(invoices)
    .innerJoin(invoiceTypes, eq(invoiceTypes.id, invoices.invoiceTypeId))
    .innerJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoiceStatusId))
    .leftJoin(creditNote, eq(creditNote.relatedInvoiceId, invoices.id));
export type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];

export const findInvoiceRow = async (db: DbOrTx, id: number, lock = false): Promise<InvoiceRow | null> => {
  if (lock)
    await (db as Tx).select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('update');
  return (await selectInvoices(db).where(eq(invoices.id, id)))[0] ?? null;
};

export const invoiceOfRental = async (db: DbOrTx, rentalId: number, invoiceTypeId: number) =>
  (
    await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.rentalId, rentalId), eq(invoices.invoiceTypeId, invoiceTypeId)))
      .limit(1)
  )[0] ?? null;

export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

/**
 * An invoice and its lines in one statement (one round trip less while the invoice's number counter
 * is locked): the invoice's insert as a CTE, its lines from a JSON array.
 */
export const insertInvoice = async (
  tx: Tx,
  invoice: NewInvoice,
  lines: NewInvoiceLine[],
): Promise<number> => {
  const insertSql = tx.insert(invoices).values(invoice).returning({ id: invoices.id }).getSQL();
  const result = await tx.execute(sql`
    with i as (${insertSql}),
    l as (
      insert into ${invoiceLines} (invoice_id, position, description, quantity, unit_price, vat_rate,
                                   duty_free_amount, tax_amount, all_taxes_included_amount)
      select i.id, x.position, x.description, x.quantity, x."unitPrice", x."vatRate", x."dutyFreeAmount",
             x."taxAmount", x."allTaxesIncludedAmount"
      from i cross join json_to_recordset(${JSON.stringify(lines)}::json)
        as x(position int, description text, quantity int, "unitPrice" numeric, "vatRate" numeric,
             "dutyFreeAmount" numeric, "taxAmount" numeric, "allTaxesIncludedAmount" numeric)
    )
    select id from i`);
  return Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
};

export const linesOfInvoices = async (db: DbOrTx, invoiceIds: number[]) => {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
};
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/** The invoice's cancellation by a credit note: status Annulée, no longer activated. */
export const markCancelled = (tx: Tx, id: number, statusId: number) =>
  tx.update(invoices).set({ invoiceStatusId: statusId, activated: false }).where(eq(invoices.id, id));

/**
 * The next number of a series (company, year, type): the counter row is created if needed, then
 * incremented; the UPDATE locks it until the transaction ends, so concurrent closings take turns
 * and a rolled-back one gives its number back (docs/decisions/invoice-numbering.md).
 */
export const takeNextNumber = async (
  tx: Tx,
  series: { companyId: number; year: number; invoiceTypeId: number },
): Promise<number> => {
  // One statement: the first number of a series creates its row, the next ones increment it.
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ ...series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.companyId, invoiceCounters.year, invoiceCounters.invoiceTypeId],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
};

// ---- documents ----

export const findDocument = async (db: DbOrTx, invoiceId: number) =>
  (await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, invoiceId)))[0] ?? null;

export const insertDocument = (tx: Tx, invoiceId: number, pdf: Buffer, now: Date) =>
  tx
    .insert(invoiceDocuments)
    .values({ invoiceId, pdf: pdf.toString('base64'), createdAt: now })
    .onConflictDoNothing();

// ---- the ledger ----

/**
 * Locks the company's chain head (created at the first record) and answers it, in one statement:
 * the upsert's update of the existing row (to itself) takes its row lock.
 */
export const lockHead = async (tx: Tx, companyId: number) => {
  const [head] = await tx
    .insert(ledgerHeads)
    .values({ companyId, lastSequence: 0, lastHash: null })
    .onConflictDoUpdate({ target: ledgerHeads.companyId, set: { companyId: sql`excluded.company_id` } })
    .returning();
  return head!;
};

/** A record's link, and the company's head moved to it, in one statement. */
export const insertEntry = async (tx: Tx, entry: typeof ledgerEntries.$inferInsert) => {
  const insertSql = tx
    .insert(ledgerEntries)
    .values(entry)
    .returning({
      companyId: ledgerEntries.companyId,
      sequence: ledgerEntries.sequence,
      hash: ledgerEntries.hash,
      keyFingerprint: ledgerEntries.keyFingerprint,
    })
    .getSQL();
  await tx.execute(sql`
    with e as (${insertSql})
    update ${ledgerHeads} set last_sequence = e."sequence", last_hash = e."hash", key_fingerprint = e."key_fingerprint"
    from e where ${ledgerHeads.companyId} = e."company_id"`);
};

export const insertKeyRecord = async (tx: Tx, key: typeof ledgerKeys.$inferInsert) =>
  (await tx.insert(ledgerKeys).values(key).returning())[0]!;

export type LedgerKeyRow = typeof ledgerKeys.$inferSelect;

/** Every key that signed a company's chain, in order. */
export const keysOfCompany = (db: DbOrTx, companyId: number) =>
  db.select().from(ledgerKeys).where(eq(ledgerKeys.companyId, companyId)).orderBy(asc(ledgerKeys.id));

/** Every key record of every chain, in order. */
export const allKeys = (db: DbOrTx) => db.select().from(ledgerKeys).orderBy(asc(ledgerKeys.id));

export const keysByIds = async (db: DbOrTx, ids: number[]) => {
  if (ids.length === 0) return [];
  return db.select().from(ledgerKeys).where(inArray(ledgerKeys.id, ids));
};

export const insertStateChange = async (tx: Tx, change: typeof ledgerStateChanges.$inferInsert) =>
  (await tx.insert(ledgerStateChanges).values(change).returning())[0]!;

export type StateChangeRow = typeof ledgerStateChanges.$inferSelect;

/** The changes of state of a company's records (with or without their link), in order. */
export const stateChangesOfCompany = (db: DbOrTx, companyId: number) =>
  db
    .select()
    .from(ledgerStateChanges)
    .where(eq(ledgerStateChanges.companyId, companyId))
    .orderBy(asc(ledgerStateChanges.id));

export const stateChangesByIds = async (db: DbOrTx, ids: number[]) => {
  if (ids.length === 0) return [];
  return db.select().from(ledgerStateChanges).where(inArray(ledgerStateChanges.id, ids));
};

/** The changes of state of these records (of one type), in order. */
export const stateChangesOfRecords = async (db: DbOrTx, recordType: string, ids: number[]) => {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ledgerStateChanges)
    .where(and(eq(ledgerStateChanges.recordType, recordType), inArray(ledgerStateChanges.recordId, ids)))
    .orderBy(asc(ledgerStateChanges.id));
};

/** A company's cancelled invoices (activated false), with the id of the credit note naming each. */
export const cancelledInvoicesOf = (db: DbOrTx, companyId: number) =>
  db
    .select({ id: invoices.id, creditNoteId: creditNote.id })
    .from(invoices)
    .leftJoin(creditNote, eq(creditNote.relatedInvoiceId, invoices.id))
    .where(and(eq(invoices.companyId, companyId), eq(invoices.activated, false)));

export const entryOf = async (db: DbOrTx, recordType: string, recordId: number) =>
  (
    await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.recordType, recordType), eq(ledgerEntries.recordId, recordId)))
  )[0] ?? null;

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** A page of a company's chain, in order, after `afterSequence`. */
export const entriesAfter = (db: DbOrTx, companyId: number, afterSequence: number, limit: number) =>
  db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.companyId, companyId), gt(ledgerEntries.sequence, afterSequence)))
    .orderBy(asc(ledgerEntries.sequence))
    .limit(limit);

export const allHeads = (db: DbOrTx) => db.select().from(ledgerHeads).orderBy(asc(ledgerHeads.companyId));

/** Invoices and credit notes that have no link in any chain (written around the API). */
export const unchainedInvoices = (db: DbOrTx) =>
  db
    .select({ id: invoices.id, companyId: invoices.companyId })
    .from(invoices)
    .where(
      sql`not exists (select 1 from ${ledgerEntries} where ${ledgerEntries.recordType} = 'invoice' and ${ledgerEntries.recordId} = ${invoices.id})`,
    )
    .orderBy(asc(invoices.id));

export const chainedPaymentIds = async (db: DbOrTx): Promise<Set<number>> =>
  new Set(
    (
      await db
        .select({ id: ledgerEntries.recordId })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.recordType, 'payment'))
    ).map((row) => row.id),
  );

export const invoicesByIds = async (db: DbOrTx, ids: number[]) => {
  if (ids.length === 0) return [];
  return db.select().from(invoices).where(inArray(invoices.id, ids));
};

export const closingsByIds = async (db: DbOrTx, ids: number[]) => {
  if (ids.length === 0) return [];
  return db.select().from(ledgerClosings).where(inArray(ledgerClosings.id, ids));
};

export type ClosingRow = typeof ledgerClosings.$inferSelect;

export const lastClosing = async (db: DbOrTx, companyId: number): Promise<ClosingRow | null> =>
  (
    await db
      .select()
      .from(ledgerClosings)
      .where(and(eq(ledgerClosings.companyId, companyId), eq(ledgerClosings.kind, 'day')))
      .orderBy(sql`${ledgerClosings.day} desc`)
      .limit(1)
  )[0] ?? null;

/** A company's closings of every kind, by last day covered (then by id). */
export const closingsOfCompany = (db: DbOrTx, companyId: number): Promise<ClosingRow[]> =>
  db
    .select()
    .from(ledgerClosings)
    .where(eq(ledgerClosings.companyId, companyId))
    .orderBy(asc(ledgerClosings.day), asc(ledgerClosings.id));

export const insertClosing = async (tx: Tx, closing: typeof ledgerClosings.$inferInsert) =>
  (await tx.insert(ledgerClosings).values(closing).returning())[0]!;

/** A company's links appended after a sequence, or created since an instant, in order. */
export const entriesForClosing = (db: DbOrTx, companyId: number, afterSequence: number, since: Date) =>
  db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.companyId, companyId),
        or(gt(ledgerEntries.sequence, afterSequence), gte(ledgerEntries.createdAt, since)),
      ),
    )
    .orderBy(asc(ledgerEntries.sequence));

export const closingSequence = async (db: DbOrTx, closingId: number) =>
  (await entryOf(db, 'closing', closingId))?.sequence ?? 0;
