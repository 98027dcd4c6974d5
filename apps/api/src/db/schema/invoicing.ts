import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { customers } from './customers.ts';
import { rentals } from './rentals.ts';
import { companies, sites } from './sites.ts';

/**
 * Invoices, credit notes, their numbering and documents, and the ledger chaining them with the
 * payments (docs/decisions/invoice-numbering.md, docs/decisions/ledger-chain.md). Migration
 * 0010_invoicing.sql also seeds the types and statuses and adds the triggers that refuse any
 * deletion and any change of an amount, a number or a link.
 */

export const invoiceTypes = pgTable('invoice_types', {
  id: integer('id').primaryKey(),
  type: text('type').notNull().unique(),
});

export const invoiceStatuses = pgTable('invoice_statuses', {
  id: integer('id').primaryKey(),
  status: text('status').notNull().unique(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The invoicing company (the site's billing entity when issued): the number's series. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    invoiceTypeId: integer('invoice_type_id')
      .notNull()
      .references(() => invoiceTypes.id),
    invoiceStatusId: integer('invoice_status_id')
      .notNull()
      .references(() => invoiceStatuses.id),
    /** F2026-000001 (Facture) or A2026-000001 (Avoir): one gapless series per company, year and type. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    /** On a credit note: the invoice it cancels, its number and date. */
    relatedInvoiceId: integer('related_invoice_id').references((): AnyPgColumn => invoices.id),
    relatedInvoiceNumber: text('related_invoice_number'),
    relatedInvoiceDate: date('related_invoice_date', { mode: 'string' }),
    /** Copies of the seller's and buyer's identity at issue (InvoiceSeller, InvoiceBuyer). */
    seller: jsonb('seller').$type<unknown>().notNull(),
    buyer: jsonb('buyer').$type<unknown>().notNull(),
    paymentTerms: text('payment_terms').notNull(),
    /** Euros with 2 decimals (negative on a credit note). */
    dutyFreeAmount: numeric('duty_free_amount', { precision: 12, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull(),
    allTaxesIncludedAmount: numeric('all_taxes_included_amount', { precision: 12, scale: 2 }).notNull(),
    paidAmount: numeric('paid_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    /** false once cancelled by a credit note. */
    activated: boolean('activated').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_company_number_unique').on(t.companyId, t.number),
    uniqueIndex('invoices_related_unique').on(t.relatedInvoiceId),
    index('invoices_rental_idx').on(t.rentalId),
    index('invoices_site_idx').on(t.siteId, t.id),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    /** Percent with 2 decimals (20.00, 5.50). */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    dutyFreeAmount: numeric('duty_free_amount', { precision: 12, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 12, scale: 2 }).notNull(),
    allTaxesIncludedAmount: numeric('all_taxes_included_amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_position_unique').on(t.invoiceId, t.position)],
);

/** The last number given per company, year and type; locked while a number is taken. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: integer('year').notNull(),
    invoiceTypeId: integer('invoice_type_id')
      .notNull()
      .references(() => invoiceTypes.id),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year, t.invoiceTypeId] })],
);

/** The Factur-X PDF of an invoice, generated once and kept as it was issued (base64). */
export const invoiceDocuments = pgTable('invoice_documents', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id),
  pdf: text('pdf').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each company's chain head: locked while a record is appended, so appends take turns. */
export const ledgerHeads = pgTable('ledger_heads', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  lastSequence: integer('last_sequence').notNull().default(0),
  lastHash: text('last_hash'),
  /** The key that signed the last link (a different configured key appends a key event first). */
  keyFingerprint: text('key_fingerprint'),
});

/** One link of a company's chain: the record, its hash and the previous record's hash. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sequence: integer('sequence').notNull(),
    /** invoice (invoices and credit notes), payment, closing. */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    previousHash: text('previous_hash'),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The canonical form the hash was computed with (1: unsigned, before migration 0015; 2: signed). */
    canonicalVersion: integer('canonical_version').notNull().default(1),
    /** Ed25519 signature (base64) of the link (ledger-canonical.ts signedText), by the key below. */
    signature: text('signature'),
    /** Fingerprint of the key that signed the link. */
    keyFingerprint: text('key_fingerprint'),
  },
  (t) => [
    uniqueIndex('ledger_entries_sequence_unique').on(t.companyId, t.sequence),
    uniqueIndex('ledger_entries_record_unique').on(t.recordType, t.recordId),
    check(
      'ledger_entries_type_check',
      sql`${t.recordType} in ('invoice', 'payment', 'closing', 'change', 'key')`,
    ),
  ],
);

/**
 * A key that signs a company's chain from its link on (docs/decisions/ledger-signature.md): its
 * public part, the key it follows, its own signature of that (endorsement) and the previous key's
 * (cross signature, when the previous key was at hand), so either key vouches for the other.
 */
export const ledgerKeys = pgTable(
  'ledger_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    fingerprint: text('fingerprint').notNull(),
    publicKey: text('public_key').notNull(),
    previousFingerprint: text('previous_fingerprint'),
    endorsement: text('endorsement').notNull(),
    crossSignature: text('cross_signature'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_keys_company_idx').on(t.companyId, t.id)],
);

/**
 * A change of state of a chained record (a payment cancelled, an invoice cancelled by its credit
 * note, a contract reopened): the state before and after, itself a link of the chain.
 */
export const ledgerStateChanges = pgTable(
  'ledger_state_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    reason: text('reason').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_state_changes_record_idx').on(t.recordType, t.recordId, t.id),
    check('ledger_state_changes_type_check', sql`${t.recordType} in ('invoice', 'payment', 'rental')`),
  ],
);

/**
 * A closing: a day's, a month's or an accounting year's totals and the perpetual totals, itself a
 * link of the chain (docs/decisions/ledger-closings.md). `day` is the last day it covers,
 * `periodStart` the first (null for a daily closing).
 */
export const ledgerClosings = pgTable(
  'ledger_closings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** day, month, year (migration 0017). */
    kind: text('kind').notNull().default('day'),
    periodStart: date('period_start', { mode: 'string' }),
    day: date('day', { mode: 'string' }).notNull(),
    periodRecords: integer('period_records').notNull(),
    periodInvoices: numeric('period_invoices', { precision: 14, scale: 2 }).notNull(),
    periodCreditNotes: numeric('period_credit_notes', { precision: 14, scale: 2 }).notNull(),
    periodPayments: numeric('period_payments', { precision: 14, scale: 2 }).notNull(),
    perpetualInvoices: numeric('perpetual_invoices', { precision: 14, scale: 2 }).notNull(),
    perpetualCreditNotes: numeric('perpetual_credit_notes', { precision: 14, scale: 2 }).notNull(),
    perpetualPayments: numeric('perpetual_payments', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_closings_day_unique').on(t.companyId, t.kind, t.day),
    check('ledger_closings_kind_check', sql`${t.kind} in ('day', 'month', 'year')`),
  ],
);
