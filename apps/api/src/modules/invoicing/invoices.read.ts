import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceStatuses, invoices, invoiceTypes } from '../../db/schema/invoicing.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import { findTablePage } from '../../platform/collection.ts';
import { type CollectionSpec, idOnlyCollection } from '../../platform/filters.ts';
import { selectInvoices } from './invoicing.repository.ts';

/** The list of invoices (GET /invoices): its filters and orders, always paginated. */
export const invoiceCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: invoices.id },
    number: { kind: 'partial', column: invoices.number },
    'rental.id': { kind: 'int', column: invoices.rentalId },
    rental: { kind: 'int', column: invoices.rentalId },
    'invoiceType.id': { kind: 'int', column: invoices.invoiceTypeId },
    'invoiceType.type': { kind: 'exact', column: invoiceTypes.type },
    'invoiceStatus.id': { kind: 'int', column: invoices.invoiceStatusId },
    'invoiceStatus.status': { kind: 'exact', column: invoiceStatuses.status },
    'invoicingCompany.id': { kind: 'int', column: invoices.companyId },
    'site.id': { kind: 'int', column: invoices.siteId },
    activated: { kind: 'boolean', column: invoices.activated },
    invoiceDate: { kind: 'date', column: invoices.invoiceDate },
    startDate: { kind: 'date', column: invoices.invoiceDate },
    endDate: { kind: 'date', column: invoices.invoiceDate },
  },
  order: { id: invoices.id, number: invoices.number, invoiceDate: invoices.invoiceDate },
  defaultOrder: [['id', 'desc']],
  alwaysPaginated: true,
};

/** The invoices of the sites the actor sees. */
const scopeOf = (actor: Actor): SQL | undefined => {
  const visible = visibleSiteIds(actor);
  return visible === null ? undefined : inArray(invoices.siteId, visible.length > 0 ? visible : [0]);
};

/** A page of the invoices the actor sees: its rows and count. */
export const invoicePageOf = (db: DbOrTx, actor: Actor) => (where: SQL | undefined) => ({
  rows: selectInvoices(db)
    .where(and(where, scopeOf(actor)))
    .$dynamic(),
  total: db
    .select({ count: count() })
    .from(invoices)
    .innerJoin(invoiceTypes, eq(invoiceTypes.id, invoices.invoiceTypeId))
    .innerJoin(invoiceStatuses, eq(invoiceStatuses.id, invoices.invoiceStatusId))
    .where(and(where, scopeOf(actor))),
});

export const invoiceTypeCollection = idOnlyCollection(invoiceTypes.id);
export const invoiceStatusCollection = idOnlyCollection(invoiceStatuses.id);

/** A page of the invoice types (GET /invoice_types). */
export const readInvoiceTypePage = (db: DbOrTx, query: Record<string, unknown>) =>
  findTablePage(db, invoiceTypes, invoiceTypeCollection, query, {
    collection: 'invoice_types',
    type: 'InvoiceType',
  });

/** A page of the invoice statuses (GET /invoice_statuses). */
export const readInvoiceStatusPage = (db: DbOrTx, query: Record<string, unknown>) =>
  findTablePage(db, invoiceStatuses, invoiceStatusCollection, query, {
    collection: 'invoice_statuses',
    type: 'InvoiceStatus',
  });
