import type { CustomerRead } from '@velodesk/contract/api/customers';
import {
  bikeLimit,
  ChoosedProductProblem,
  type DeclinationPricingModel,
  isBikeRange,
  RentalDescription,
  RentalErrorCode,
} from '@velodesk/contract/api/rentals';
import type { ParamsOf } from '@velodesk/contract/error-params';
import { ServerDescription } from '@velodesk/contract/errors';
import type { Violation } from '@velodesk/contract/hydra';
import { PricingType, ProductStatus, RentalType } from '@velodesk/contract/ids';
import {
  type EndPeriod,
  endInstant,
  isPeriodInvalid,
  localToInstant,
  type RentalLength,
  rentalLength,
  type StartPeriod,
  startInstant,
} from '@velodesk/contract/periods';
import {
  fromCents,
  type LineAmounts,
  linePrice,
  noPriceAvailable,
  rentalTotals,
  TaxRateError,
} from '@velodesk/contract/pricing';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError, violationOf } from '../../platform/errors.ts';
import { transaction } from '../../platform/transactions.ts';
import { type FleetProduct, productsJsonSql, readProducts } from '../catalogue/catalogue.api.ts';
import { type FoundPricing, findPricings, type PriceCache, pricingKey } from '../pricing/pricing.api.ts';
import { holdersAnd, holdersOf } from './rentals.repository.ts';

/**
 * The rules of a rental's period, products and prices (rentals specification section 5, docs/domain.md
 * "Catalogue and availability" and "Pricing"), checked inside the action's transaction.
 */

/** A refusal of the rentals module: a stable code, a description, and per-item violations. */
export const rentalError = <Code extends string>(
  status: 400 | 409,
  code: Code,
  description: string,
  violations?: Violation[],
  ...params: ParamsOf<Code>
): DomainError => {
  const error = new DomainError(status, status === 400 ? 'Bad Request' : 'Conflict', description, violations);
  error.code = code;
  // A code that names values carries them (typed by ParamsOf: it cannot be raised without them).
  if (params[0]) error.params = params[0];
  return error;
};

export interface Period {
  start: { date: string; period: StartPeriod };
  end: { date: string; period: EndPeriod };
}

/** The instants of a period in a time zone (docs/decisions/rental-periods.md). */
export const instantsOf = (period: Period, timeZone: string) => ({
  startsAt: localToInstant(startInstant(period.start.date, period.start.period), timeZone),
  endsAt: localToInstant(endInstant(period.end.date, period.end.period), timeZone),
});

/** What a stay says about a rental (read from the stay system before the transaction). */
export interface StayInfo {
  stayId: string;
  stayLink: string | null;
  /** The stay's payment page (end of stay), where the stay system gives one. */
  paymentLink?: string | null;
  emplacementName: string | null;
  /** The stay's first day (yyyy-mm-dd), where the stay system gives it. */
  stayDateStart?: string | null;
  stayDateEnd: string | null;
  stayState: number | null;
}

/** The period is valid: end after start, and not after the stay's end date. */
export const checkPeriod = (period: Period, stay: StayInfo | null): RentalLength => {
  const { start, end } = period;
  if (isPeriodInvalid(start.date, start.period, end.date, end.period)) {
    throw rentalError(400, RentalErrorCode.invalidPeriod, RentalDescription.invalidPeriod, [
      { propertyPath: 'endDate', message: RentalDescription.invalidPeriod },
    ]);
  }
  if (
    stay?.stayDateEnd &&
    isPeriodInvalid(start.date, start.period, end.date, end.period, stay.stayDateEnd)
  ) {
    const description = `${RentalDescription.stayPeriodExceeded} (${stay.stayDateEnd})`;
    throw rentalError(400, RentalErrorCode.stayPeriodExceeded, description, [
      { propertyPath: 'endDate', message: description },
    ]);
  }
  return rentalLength(start.date, start.period, end.date, end.period);
};

export const checkCustomer = (customer: CustomerRead | undefined, id: number): CustomerRead => {
  if (!customer) {
    throw rentalError(400, RentalErrorCode.customerNotFound, `Customer ${id} not found.`, [
      { propertyPath: 'customer', message: `Customer ${id} not found.` },
    ]);
  }
  return customer;
};

const problemText: Record<string, string> = {
  [ChoosedProductProblem.notAvailable]: 'not available',
  [ChoosedProductProblem.usedInContract]: 'already used in a contract',
  [ChoosedProductProblem.usedOtherwise]: 'already used by a reservation',
};

interface ProductsQuery {
  siteId: number;
  productIds: number[];
  startsAt: Date;
  endsAt: Date;
  rentalId: number | null;
}

type Holder = { productId: number; rentalId: number; rentalTypeId: number };

/**
 * The chosen products: each once, of the rental's site, status 2 or 3, not held by another live
 * rental over the period; at most 5 bikes. Refusal: INVALID_CHOOSED_PRODUCTS with one violation per
 * product, the internal numbers in brackets in the description.
 */
export const checkProducts = async (db: DbOrTx, input: ProductsQuery): Promise<FleetProduct[]> => {
  const found = await readProducts(db, input.productIds);
  const holders = await holdersOf(db, input.productIds, input.startsAt, input.endsAt, input.rentalId);
  return judgeProducts(input, found, holders);
};

/**
 * What checkProducts reads, in ONE statement: the products (the catalogue's SQL expression), their
 * holders, and an SQL expression of the caller's (`also`, e.g. the pricing version, as text);
 * judgeProducts then checks them.
 */
export const readChosenProducts = async (
  db: DbOrTx,
  input: ProductsQuery,
  also: SQL,
): Promise<{ found: FleetProduct[]; holders: Holder[]; also: string }> => {
  const read = await holdersAnd(db, input.productIds, input.startsAt, input.endsAt, input.rentalId, [
    productsJsonSql(input.productIds),
    also,
  ]);
  return { found: JSON.parse(read.also[0]!) as FleetProduct[], holders: read.holders, also: read.also[1]! };
};

/** The rules of checkProducts on the products and holders read. */
export const judgeProducts = (
  input: ProductsQuery,
  products: FleetProduct[],
  holders: Holder[],
): FleetProduct[] => {
  const seen = new Set<number>();
  const duplicates = input.productIds.filter((id) => {
    if (seen.has(id)) return true;
    seen.add(id);
    return false;
  });
  const found = new Map(products.map((product) => [product.id, product] as const));
  if (duplicates.length > 0) {
    const named = duplicates.map((id) => found.get(id)?.internalNumber ?? String(id));
    const numbers = named.map((number) => `[${number}]`).join(', ');
    throw rentalError(
      400,
      RentalErrorCode.duplicateProduct,
      `A product is chosen twice: ${numbers}.`,
      [{ propertyPath: 'products', message: `A product is chosen twice: ${numbers}.` }],
      { products: named },
    );
  }
  const problems: Array<{
    index: number;
    label: string;
    problem: (typeof ChoosedProductProblem)[keyof typeof ChoosedProductProblem];
  }> = [];
  input.productIds.forEach((id, index) => {
    const product = found.get(id);
    const label = product?.internalNumber ?? `/api/products/${id}`;
    const usable =
      product &&
      product.siteId === input.siteId &&
      (product.statusId === ProductStatus.available || product.statusId === ProductStatus.rented);
    if (!usable) {
      problems.push({ index, label, problem: ChoosedProductProblem.notAvailable });
      return;
    }
    const held = holders.filter((holder) => holder.productId === id);
    if (held.length === 0) return;
    problems.push({
      index,
      label,
      problem: held.some((holder) => holder.rentalTypeId === RentalType.contract)
        ? ChoosedProductProblem.usedInContract
        : ChoosedProductProblem.usedOtherwise,
    });
  });
  if (problems.length > 0) {
    const description = `INVALID_CHOOSED_PRODUCTS: ${problems
      .map((p) => `[${p.label}] ${problemText[p.problem]}`)
      .join('; ')}.`;
    throw rentalError(
      400,
      RentalErrorCode.invalidChoosedProducts,
      description,
      problems.map((p) =>
        violationOf(`products[${p.index}]`, `[${p.label}] ${problemText[p.problem]}`, p.problem, {
          product: p.label,
        }),
      ),
    );
  }
  const chosen = input.productIds.map((id) => found.get(id)!);
  const bikes = chosen.filter((product) => isBikeRange(product.rangeName));
  if (bikes.length > bikeLimit) {
    const description = `${RentalDescription.bikeLimit} ${bikes.map((b) => `[${b.internalNumber}]`).join(', ')}`;
    throw rentalError(
      400,
      RentalErrorCode.bikeLimit,
      description,
      [{ propertyPath: 'products', message: description }],
      { products: bikes.map((b) => b.internalNumber) },
    );
  }
  return chosen;
};

/** The pricing types of the reference table, by id (1 Standard, 2 Externe). */
export const checkPricingType = (pricingTypeId: number, names: Map<number, string>): void => {
  if (!names.has(pricingTypeId)) {
    const description = `Pricing type ${pricingTypeId} not found.`;
    throw rentalError(400, RentalErrorCode.pricingTypeNotFound, description, [
      { propertyPath: 'pricingType', message: description },
    ]);
  }
};

/** Standard with a stay link, else Externe (rentals.md "Pricing type"). */
export const defaultPricingType = (stayLink: string | null | undefined): number =>
  stayLink ? PricingType.standard : PricingType.external;

/** The prices of one pricing for display: the listed amounts (before any discount), in euros. */
export const pricingModelOf = (
  pricing: FoundPricing | undefined,
  pricingType: { id: number; description: string },
): DeclinationPricingModel => {
  const base = {
    pricingType: { '@id': `/api/pricing_types/${pricingType.id}`, ...pricingType },
  };
  if (!pricing) return { ...base, pricings: {}, error: noPriceAvailable };
  try {
    const amounts = linePrice(pricing, 0);
    return {
      ...base,
      pricings: {
        [pricing.display]: {
          priceHT: fromCents(amounts.dutyFree),
          priceTTC: fromCents(amounts.allTaxesIncluded),
          TVA: fromCents(amounts.tax),
        },
      },
      error: null,
    };
  } catch (error) {
    if (error instanceof TaxRateError) return { ...base, pricings: {}, error: error.description };
    throw error;
  }
};

export interface PricedRental {
  lines: Array<{ product: FleetProduct; amounts: LineAmounts; model: DeclinationPricingModel }>;
  dutyFree: number;
  tax: number;
  allTaxesIncluded: number;
}

const taxCode = (description: string) =>
  description === ServerDescription.unavailableTaxRate
    ? RentalErrorCode.unavailableTaxRate
    : RentalErrorCode.taxRateNotFound;

/**
 * Prices every line with the one pricing rule (pricing module's lookup, contract's linePrice and
 * rentalTotals): a price for each line or 400 (No price available / the tax errors, word for word).
 */
export const priceRental = async (
  ctx: AppContext,
  db: DbOrTx,
  input: {
    siteId: number;
    products: FleetProduct[];
    pricingType: { id: number; description: string };
    length: RentalLength;
    discount: number;
    /** Outside a transaction: the kept prices and the pricing version just read. */
    kept?: { prices: PriceCache; version: string } | null;
  },
): Promise<PricedRental> => {
  const query = {
    siteId: input.siteId,
    declinationIds: [...new Set(input.products.map((product) => product.declinationId))],
    pricingTypeIds: [input.pricingType.id],
    length: input.length,
    pricedAt: ctx.now(),
  };
  const found = input.kept
    ? await input.kept.prices.findPricings(db, input.kept.version, query)
    : await findPricings(db, query);
  const pricingOf = (product: FleetProduct) =>
    found.get(pricingKey(product.declinationId, input.pricingType.id));
  const unpriced = input.products.filter((product) => !pricingOf(product));
  if (unpriced.length > 0) {
    const description = `${noPriceAvailable} ${unpriced.map((p) => `[${p.internalNumber}]`).join(', ')}`;
    throw rentalError(
      400,
      RentalErrorCode.noPrice,
      description,
      unpriced.map((p) => ({
        propertyPath: `products[${input.products.indexOf(p)}]`,
        message: `[${p.internalNumber}] ${noPriceAvailable}`,
      })),
      { products: unpriced.map((p) => p.internalNumber) },
    );
  }
  let totals: ReturnType<typeof rentalTotals>;
  try {
    totals = rentalTotals(
      input.products.map((product) => pricingOf(product)!),
      input.discount,
    );
  } catch (error) {
    if (error instanceof TaxRateError) {
      throw rentalError(400, taxCode(error.description), error.description, [
        { propertyPath: 'products', message: error.description },
      ]);
    }
    throw error;
  }
  return {
    lines: input.products.map((product, index) => ({
      product,
      amounts: totals.lines[index]!,
      model: pricingModelOf(pricingOf(product), input.pricingType),
    })),
    dutyFree: totals.dutyFreeAmount,
    tax: totals.taxAmount,
    allTaxesIncluded: totals.allTaxesIncludedAmount,
  };
};

/** A 23P01 of the exclusion constraint: the product id it names, else null. */
export const heldProductOfViolation = (error: unknown): number | null => {
  const e = error as { code?: string; detail?: string; cause?: { code?: string; detail?: string } };
  const source = e.code === '23P01' ? e : e.cause?.code === '23P01' ? e.cause : null;
  if (!source) return null;
  const match = /\(product_id, held\)=\((\d+),/.exec(source.detail ?? '');
  return match ? Number(match[1]) : 0;
};

/**
 * The transaction of a rentals action: READ COMMITTED, because its invariants are held by the
 * database itself (the exclusion constraint on holds) and by row locks (the rental `for update`,
 * each product `for update` in changeProductStatus); serializable isolation only added retries
 * (docs/decisions/rentals-transactions.md). Joins the transaction under way, if any.
 */
export const rentalTransaction = <T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> =>
  transaction(ctx, work, { isolation: 'read committed' });
