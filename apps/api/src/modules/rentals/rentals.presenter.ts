import type { CustomerRead } from '@velodesk/contract/api/customers';
import type { DepositState } from '@velodesk/contract/api/deposits';
import type {
  DeclinationPricingModel,
  RentalListItem,
  RentalProductRead,
  RentalRead,
} from '@velodesk/contract/api/rentals';
import { RentalState } from '@velodesk/contract/ids';
import { type EndPeriod, endInstant, type StartPeriod, startInstant } from '@velodesk/contract/periods';
import { fromCents, toCents } from '@velodesk/contract/pricing';
import { isUnpaidContract } from '@velodesk/contract/rental-actions';
import type { DbOrTx } from '../../db/client.ts';
import { ref } from '../../platform/hydra.ts';
import { type FleetProduct, readProducts } from '../catalogue/catalogue.api.ts';
import { commentsOfRentals, readCustomers } from '../customers/customers.api.ts';
import { rentalPort } from './rentals.ports.ts';
import {
  type LineRow,
  linesOfRental,
  pricingTypeRows,
  type RentalRow,
  replacedOfRental,
} from './rentals.repository.ts';

/** The answers of the rentals module, built from rows and the other modules' read functions. */

export const euros = (amount: string | number): number => fromCents(toCents(amount));

export const localStart = (date: string, period: number) => startInstant(date, period as StartPeriod);
export const localEnd = (date: string, period: number) => endInstant(date, period as EndPeriod);

/**
 * The same for dates the database gives (always valid): the clock of each period read once from
 * the contract's rule, without checking the date again (the planning writes 40,000 of them).
 */
const startClocks = new Map([8, 13].map((p) => [p, startInstant('2000-01-01', p as StartPeriod).slice(10)]));
const endClocks = new Map([8, 13, 19].map((p) => [p, endInstant('2000-01-01', p as EndPeriod).slice(10)]));
export const storedStart = (date: string, period: number) => `${date}${startClocks.get(period) ?? ''}`;
export const storedEnd = (date: string, period: number) => `${date}${endClocks.get(period) ?? ''}`;

const customerEmbed = (id: number, customer: CustomerRead | undefined) => ({
  '@id': ref('customers', id),
  id,
  name: customer?.name ?? null,
  lastname: customer?.lastname ?? null,
  email: customer?.email?.email ?? null,
  phones: (customer?.phones ?? []).map((phone) => phone.number),
  country: customer?.country
    ? {
        '@id': customer.country['@id'],
        id: customer.country.id,
        name: customer.country.name,
        codeIso31662: customer.country.codeIso31662,
      }
    : null,
  fidelityLevel: customer?.fidelity.level ?? 0,
  fidelity: customer?.fidelity ?? { '@id': ref('fidelities', 1), id: 1, level: 0 },
});

/** The customer's display name: "First Last", or the company name. */
export const customerName = (customer: CustomerRead | undefined): string =>
  [customer?.name, customer?.lastname].filter((part) => part && part.trim() !== '').join(' ');

let pricingTypesRead: Promise<Map<number, string>> | null = null;

/**
 * The pricing types by id (1 Standard, 2 Externe): fixed reference rows that migration 0003 writes
 * and no API changes, so they are read once per process (in the caller's transaction, if any).
 */
export const pricingTypeNames = (db: DbOrTx): Promise<Map<number, string>> => {
  pricingTypesRead ??= pricingTypeRows(db).then(
    (rows) => new Map(rows.map((row) => [row.id, row.description])),
    (error: unknown) => {
      pricingTypesRead = null;
      throw error;
    },
  );
  return pricingTypesRead;
};

/** bail, amountBail and the amount paid of a rental (issue 24); none and 0 when absent. */
interface MoneyOfRental {
  bail: DepositState;
  amountBail: number;
  paidCents: number;
}
const noMoney: MoneyOfRental = { bail: 'none', amountBail: 0, paidCents: 0 };

const listItemOf = (
  row: RentalRow,
  customer: CustomerRead | undefined,
  siteName: string,
  pricingTypeName: string,
  money: MoneyOfRental = noMoney,
): RentalListItem => ({
  '@id': ref('rentals', row.id),
  '@type': 'Rental',
  id: row.id,
  rentalType: {
    '@id': ref('rental_types', row.rentalTypeId),
    id: row.rentalTypeId,
    description: row.rentalType,
  },
  state: { '@id': ref('rental_states', row.stateId), id: row.stateId, description: row.state },
  startDate: localStart(row.startDate, row.startPeriod),
  startPeriod: row.startPeriod,
  endDate: localEnd(row.endDate, row.endPeriod),
  endPeriod: row.endPeriod,
  customer: customerEmbed(row.customerId, customer),
  site: { '@id': ref('sites', row.siteId), id: row.siteId, name: siteName },
  pricingType: {
    '@id': ref('pricing_types', row.pricingTypeId),
    id: row.pricingTypeId,
    description: pricingTypeName,
  },
  discount: Number(row.discount),
  invoicingDisabled: row.invoicingDisabled,
  fds: row.fds,
  stayId: row.stayId,
  stayLink: row.stayLink,
  emplacementName: row.emplacementName,
  dutyFreeAmount: euros(row.dutyFreeAmount),
  taxAmount: euros(row.taxAmount),
  allTaxesIncludedAmount: euros(row.allTaxesIncludedAmount),
  rentalProductsNumber: Number(row.productCount),
  unpaid: isUnpaidContract({
    rentalTypeId: row.rentalTypeId,
    stateId: row.stateId,
    stayId: row.stayId,
    totalCents: toCents(row.allTaxesIncludedAmount),
    paidCents: money.paidCents,
  }),
  error: row.stateId === RentalState.failed,
  rentalState: row.state,
  bail: money.bail,
  amountBail: money.amountBail,
  paymentLink: row.paymentLink ?? null,
  paidAmount: fromCents(money.paidCents),
});

/** A page of rentals: customers, sites and pricing types read once for the whole page. */
export const toRentalListItems = async (db: DbOrTx, rows: RentalRow[]): Promise<RentalListItem[]> => {
  // Independent reads at once (each its own connection on a PostgreSQL server).
  const ids = rows.map((row) => row.id);
  const [customers, types, deposits, paid] = await Promise.all([
    readCustomers(
      db,
      rows.map((row) => row.customerId),
    ),
    pricingTypeNames(db),
    rentalPort('readDepositSummaries')(db, ids),
    rentalPort('readPaidCents')(db, ids),
  ]);
  return rows.map((row) =>
    listItemOf(row, customers.get(row.customerId), row.siteName ?? '', types.get(row.pricingTypeId) ?? '', {
      ...(deposits.get(row.id) ?? noMoney),
      paidCents: paid.get(row.id) ?? 0,
    }),
  );
};

export const toLineRead = (line: LineRow, product: FleetProduct | undefined): RentalProductRead => ({
  '@id': ref('rental_products', line.id),
  '@type': 'RentalProduct',
  id: line.id,
  rental: {
    '@id': ref('rentals', line.rentalId),
    id: line.rentalId,
    rentalType: {
      '@id': ref('rental_types', line.rentalTypeId),
      id: line.rentalTypeId,
      description: line.rentalType,
    },
  },
  product: {
    '@id': ref('products', line.productId),
    id: line.productId,
    internalNumber: product?.internalNumber ?? '',
    status: {
      '@id': ref('product_statuses', product?.statusId ?? 0),
      id: product?.statusId ?? 0,
      status: product?.status ?? '',
    },
    declination: {
      '@id': ref('declinations', product?.declinationId ?? 0),
      id: product?.declinationId ?? 0,
      range: {
        '@id': ref('ranges', product?.rangeId ?? 0),
        id: product?.rangeId ?? 0,
        name: product?.rangeName ?? '',
      },
      model: product?.model ?? '',
      size: product?.size ?? '',
      min: product?.min ?? null,
      max: product?.max ?? null,
    },
  },
  dutyFreeAmount: euros(line.dutyFreeAmount),
  taxAmount: euros(line.taxAmount),
  allTaxesIncludedAmount: euros(line.allTaxesIncludedAmount),
  declinationPricingModels: (line.declinationPricingModels ?? []) as DeclinationPricingModel[],
  validate: line.validated,
});

/** Lines with their products (one read of the products for all of them). */
export const toLineReads = async (db: DbOrTx, lines: LineRow[]): Promise<RentalProductRead[]> => {
  const products = new Map(
    (
      await readProducts(
        db,
        lines.map((line) => line.productId),
      )
    ).map((product) => [product.id, product]),
  );
  return lines.map((line) => toLineRead(line, products.get(line.productId)));
};

/** GET /rentals/{id}: the rental with its customer, lines, replaced products and comments. */
export const toRentalRead = async (db: DbOrTx, row: RentalRow): Promise<RentalRead> => {
  // Independent reads at once (each its own connection on a PostgreSQL server; one after the
  // other in a transaction), then the products of the lines.
  const [[item], lines, replaced, commentsByRental, invoicesByRental, deposits, payments] = await Promise.all(
    [
      toRentalListItems(db, [row]),
      linesOfRental(db, row.id),
      replacedOfRental(db, row.id),
      commentsOfRentals(db, [row.id]),
      rentalPort('readRentalInvoices')(db, [row.id]),
      rentalPort('readDepositReads')(db, [row.id]),
      rentalPort('readRentalPayments')(db, row.id),
    ],
  );
  const products = new Map(
    (
      await readProducts(db, [
        ...lines.map((line) => line.productId),
        ...replaced.flatMap((r) => [r.oldProductId, r.newProductId]),
      ])
    ).map((product) => [product.id, product]),
  );
  const comments = commentsByRental.get(row.id) ?? [];
  const invoices = invoicesByRental.get(row.id) ?? [];
  const productRef = (id: number) => ({
    '@id': ref('products', id),
    id,
    internalNumber: products.get(id)?.internalNumber ?? '',
  });
  return {
    ...item!,
    comments: comments.map((comment) => ({ '@id': ref('comments', comment.id), ...comment })),
    products: lines.map((line) => toLineRead(line, products.get(line.productId))),
    replacedProducts: replaced.map((r) => ({
      '@id': ref('replaced_products', r.id),
      id: r.id,
      product: productRef(r.oldProductId),
      replacement: productRef(r.newProductId),
      comment: r.comment,
    })),
    invoices: invoices.map((invoice) => ({
      '@id': invoice['@id'],
      id: invoice.id,
      number: invoice.number,
      invoiceType: invoice.invoiceType,
      invoiceStatus: invoice.invoiceStatus,
      invoiceDate: invoice.invoiceDate,
      pdf: invoice.pdf,
    })),
    deposit: deposits.get(row.id) ?? null,
    payments: payments.map((payment) => ({
      '@id': ref('payments', payment.id),
      id: payment.id,
      amount: euros(payment.amount),
      cashDesk: { id: payment.cashDeskId, name: payment.cashDeskName },
      paymentMethod: { id: payment.paymentMethodId, name: payment.paymentMethodName },
      activated: payment.activated,
      date: payment.createdAt.toISOString(),
    })),
  };
};

/**
 * The answer of a new rental, from what the action has in hand (no re-read of the customer, site,
 * pricing types, lines and products it just checked and wrote): the same shape as toRentalRead.
 */
export const writtenRentalRead = async (
  db: DbOrTx,
  row: RentalRow,
  inHand: {
    customer: CustomerRead;
    siteName: string;
    pricingTypeName: string;
    lines: Array<{ line: LineRow; product: FleetProduct | undefined }>;
    commentsLinked: boolean;
  },
): Promise<RentalRead> => {
  const comments = inHand.commentsLinked ? ((await commentsOfRentals(db, [row.id])).get(row.id) ?? []) : [];
  return {
    // A rental just written has no payment yet.
    ...listItemOf(row, inHand.customer, inHand.siteName, inHand.pricingTypeName),
    comments: comments.map((comment) => ({ '@id': ref('comments', comment.id), ...comment })),
    products: inHand.lines.map(({ line, product }) => toLineRead(line, product)),
    replacedProducts: [],
    invoices: [],
    deposit: null,
    payments: [],
  };
};
