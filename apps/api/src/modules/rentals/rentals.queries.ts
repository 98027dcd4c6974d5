import {
  type AvailableProductGroup,
  RentalDescription,
  RentalErrorCode,
  searchEnd,
  searchStart,
} from '@velodesk/contract/api/rentals';
import { idFromIri } from '@velodesk/contract/hydra';
import { ProductStatus } from '@velodesk/contract/ids';
import { isPeriodInvalid, rentalLength } from '@velodesk/contract/periods';
import { siteToday } from '@velodesk/contract/site-day';
import { and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { ref } from '../../platform/hydra.ts';
import { readProductGroups } from '../catalogue/catalogue.api.ts';
import { readCustomers } from '../customers/customers.api.ts';
import { discountInForce, pricingKey, readPricingVersion } from '../pricing/pricing.api.ts';
import { readSite } from '../sites/sites.api.ts';
import { keptReadsOf } from './kept-reads.ts';
import type { PlanningAnswer, PlanningCache } from './planning-cache.ts';
import { defaultPricingType, instantsOf, type Period, pricingModelOf, rentalError } from './rental-rules.ts';
import { accessCurrentSite, accessFeature, accessLine, accessRental } from './rentals.access.ts';
import {
  localEnd,
  localStart,
  pricingTypeNames,
  toLineReads,
  toRentalListItems,
  toRentalRead,
} from './rentals.presenter.ts';
import {
  countRentalsWhere,
  customerHasRentalRows,
  heldProductIdsSql,
  listedStates,
  planningJson,
  planningVersion,
} from './rentals.repository.ts';
import {
  findRentalTypePage,
  listScope,
  rentalCollection,
  rentalLinePageOf,
  rentalPageOf,
  rentalProductCollection,
  rentalStateCollection,
  rentalStatePageOf,
  visibleRentals,
} from './rentals-list.read.ts';

/** The reads of the rentals module: lists, one rental, availability, the planning. */

export {
  rentalCollection,
  rentalProductCollection,
  rentalStateCollection,
  rentalTypeCollection,
} from './rentals-list.read.ts';

/** GET /rentals: the rentals of the current site (listScope), state 5 never listed, paged. */
export const findRentals = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessFeature(actor, ['planning']);
  const scope = and(listedStates, listScope(actor, query));
  return findPage(rentalCollection, query, rentalPageOf(ctx.db, scope), (rows) =>
    toRentalListItems(ctx.db, rows),
  );
};

/** GET /rentals/{id}. */
export const getRental = async (ctx: AppContext, actor: Actor, id: number) =>
  toRentalRead(ctx.db, await accessRental(ctx, actor, id, ['planning']));

/** GET /count/rental: the rentals the user may list. */
export const countRentals = async (ctx: AppContext, actor: Actor): Promise<number> => {
  accessFeature(actor, ['planning']);
  const [row] = await countRentalsWhere(ctx.db, and(listedStates, visibleRentals(actor)));
  return Number(row?.count ?? 0);
};

/** GET /rental_products. */
export const findRentalProducts = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessFeature(actor, ['planning']);
  const scope = and(listedStates, visibleRentals(actor));
  return findPage(rentalProductCollection, query, rentalLinePageOf(ctx.db, scope), (rows) =>
    toLineReads(ctx.db, rows),
  );
};

/** GET /rental_products/{id}. */
export const getRentalProduct = async (ctx: AppContext, actor: Actor, id: number) => {
  const { line } = await accessLine(ctx, actor, id, ['planning']);
  return (await toLineReads(ctx.db, [line]))[0]!;
};

/** GET /rental_types: 1 Contrat, 2 Réservation. */
export const findRentalTypes = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessFeature(actor, ['rental_contract', 'rental_reservation']);
  return findRentalTypePage(ctx.db, query);
};

/** GET /rental_states: 1 to 4 (the Failed state 5 is hidden from the state filter). */
export const findRentalStates = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessFeature(actor, ['rental_contract', 'rental_reservation']);
  return findPage(rentalStateCollection, query, rentalStatePageOf(ctx.db), (rows) =>
    rows.map((row) => ({ '@id': ref('rental_states', row.id), '@type': 'RentalState' as const, ...row })),
  );
};

/** Whether the customer has rentals (customers with rentals cannot be deleted). */
export const customerHasRentals = (db: DbOrTx, customerId: number): Promise<boolean> =>
  customerHasRentalRows(db, customerId);

/** The search bounds of availability and the planning, as a valid period. */
const searchPeriod = (startText: string, endText: string): Period => {
  const start = searchStart(startText);
  const end = searchEnd(endText);
  if (!start)
    throw badRequest(
      `searchStartDate must be a date (yyyy-mm-dd) or a local date-time at 08:00:00 or 13:00:00, got "${startText}".`,
    );
  if (!end)
    throw badRequest(
      `searchEndDate must be a date (yyyy-mm-dd) or a local date-time at 12:59:59, 19:00:00 or 07:59:59, got "${endText}".`,
    );
  if (isPeriodInvalid(start.date, start.period, end.date, end.period)) {
    throw rentalError(400, RentalErrorCode.invalidPeriod, RentalDescription.invalidPeriod);
  }
  return { start, end };
};

/**
 * GET /products/available_for_reservation: for the user's current site, one group per declination
 * of the products (status 2 or 3) free for the period (the lines of `rentalId` left out), with
 * the prices of each pricing type for exactly the period's length; groups without a price are
 * reported (priceAvailable false, each model's `error` says why).
 */
export const findAvailableProducts = async (
  ctx: AppContext,
  actor: Actor,
  query: { searchStartDate: string; searchEndDate: string; rentalId?: string | undefined },
): Promise<AvailableProductGroup[]> => {
  const siteId = accessCurrentSite(actor, ['rental_reservation', 'rental_contract']);
  const period = searchPeriod(query.searchStartDate, query.searchEndDate);
  const rentalId = query.rentalId === undefined ? null : Number(query.rentalId);
  if (rentalId !== null) await accessRental(ctx, actor, rentalId, ['rental_reservation', 'rental_contract']);
  // The site and the prices as kept at the pricing version (kept-reads.ts): a plain read outside
  // a transaction, like a booking's.
  const kept = keptReadsOf(ctx);
  const version = await readPricingVersion(ctx.db);
  kept.version = version;
  const site = await kept.site(ctx.db, version, siteId);
  if (!site) throw notFound('Site');
  const { startsAt, endsAt } = instantsOf(period, site.timeZone);
  // The free products grouped by declination in one statement: the held ones left out there.
  const groups = await readProductGroups(
    ctx.db,
    siteId,
    [ProductStatus.available, ProductStatus.rented],
    heldProductIdsSql(siteId, startsAt, endsAt, rentalId),
  );
  const length = rentalLength(period.start.date, period.start.period, period.end.date, period.end.period);
  const names = await pricingTypeNames(ctx.db);
  const pricings = await kept.prices.findPricings(ctx.db, version, {
    siteId,
    declinationIds: groups.map((group) => group.declinationId),
    pricingTypeIds: null,
    length,
    pricedAt: ctx.now(),
  });
  return groups
    .map((group): AvailableProductGroup => {
      const models = [...names.entries()].map(([id, description]) =>
        pricingModelOf(pricings.get(pricingKey(group.declinationId, id)), { id, description }),
      );
      return {
        '@type': 'AvailableProductGroup',
        declinationId: group.declinationId,
        range: { '@id': ref('ranges', group.rangeId), id: group.rangeId, name: group.rangeName },
        model: group.model,
        size: group.size,
        min: group.min,
        max: group.max,
        unit: group.unit,
        declinationType: group.type,
        nbrAvailableProducts: group.products.length,
        productIds: group.products.map((product) => product.id),
        availableProducts: group.products,
        declinationPricingModels: models,
        priceAvailable: models.some((model) => model.error === null),
      };
    })
    .sort(
      (a, b) =>
        a.range.name.localeCompare(b.range.name) ||
        a.model.localeCompare(b.model) ||
        a.size.localeCompare(b.size),
    );
};

const maxPlanningDays = 92;

/**
 * GET /plannings: for the current site, its ranges and products (optionally of one range), each
 * product's blocks and the rentals dictionary (docs/decisions/planning-answer.md). The answer is
 * JSON text put together from the database's pieces (one query): typed PlanningRead, never parsed.
 * A built answer is served again while the planning version (migration 0008) is the same.
 */
export const findPlanning = async (
  ctx: AppContext,
  actor: Actor,
  query: { searchStartDate: string; searchEndDate: string; rangeId?: string | undefined },
  cache: PlanningCache,
): Promise<PlanningAnswer> => {
  const siteId = accessCurrentSite(actor, ['planning']);
  const period = searchPeriod(query.searchStartDate, query.searchEndDate);
  const days = (Date.parse(period.end.date) - Date.parse(period.start.date)) / 86_400_000;
  if (days > maxPlanningDays) throw badRequest(`The planning shows at most ${maxPlanningDays} days at once.`);
  const rangeId = query.rangeId === undefined ? null : Number(query.rangeId);
  const searchStartDate = localStart(period.start.date, period.start.period);
  const searchEndDate = localEnd(period.end.date, period.end.period);
  const version = BigInt(await planningVersion(ctx.db));
  return cache.answer(`${siteId} ${searchStartDate} ${searchEndDate} ${rangeId ?? ''}`, version, async () => {
    const site = await readSite(ctx.db, siteId);
    if (!site) throw notFound('Site');
    const { startsAt, endsAt } = instantsOf(period, site.timeZone);
    const parts = await planningJson(ctx.db, siteId, period.start.date, startsAt, endsAt, rangeId);
    const ranges = parts
      .filter((part) => part.name !== null)
      .sort((a, b) => a.name!.localeCompare(b.name!))
      .map((part) => `{"id":${Number(part.id)},"name":${JSON.stringify(part.name)},"products":${part.data}}`);
    const rentalsText = parts.find((part) => part.name === null && part.id === null)?.data ?? '{}';
    const readAt = BigInt(parts.find((part) => Number(part.id) === -1)?.data ?? '0');
    return {
      // The site (its time zone) was read in an earlier statement: an answer is kept under the
      // statement's version only when nothing was written in between.
      version: readAt === version ? readAt : version,
      text: `{"@type":"Planning","searchStartDate":${JSON.stringify(searchStartDate)},"searchEndDate":${JSON.stringify(searchEndDate)},"ranges":[${ranges.join(',')}],"rentals":${rentalsText}}`,
    };
  });
};

/**
 * GET /rentals/default_discount?customer=&stayId=: the defaults of a new rental for this customer
 * at the current site: pricing type Standard with a stay, else Externe; discount the loyalty
 * discount in force today for the customer's level when there is a stay and the site has
 * explorerReduction, else 0.
 */
export const defaultDiscount = async (
  ctx: AppContext,
  actor: Actor,
  query: { customer: string; stayId?: string | undefined },
) => {
  const siteId = accessCurrentSite(actor, ['rental_reservation', 'rental_contract']);
  const customerId = /^\/api\/customers\/[1-9]\d{0,9}$/.test(query.customer)
    ? idFromIri(query.customer)
    : /^[1-9]\d{0,9}$/.test(query.customer)
      ? Number(query.customer)
      : null;
  if (customerId === null)
    throw badRequest(`customer must be a customer IRI (/api/customers/1), got "${query.customer}".`);
  const customer = (await readCustomers(ctx.db, [customerId])).get(customerId);
  if (!customer) throw notFound('Customer');
  const site = await readSite(ctx.db, siteId);
  if (!site) throw notFound('Site');
  const hasStay = Boolean(query.stayId?.trim());
  const discount =
    hasStay && site.explorerReduction
      ? await discountInForce(ctx.db, customer.fidelity.level, siteToday(site.timeZone, ctx.now()))
      : 0;
  return { discount, pricingType: ref('pricing_types', defaultPricingType(hasStay ? 'stay' : null)) };
};
