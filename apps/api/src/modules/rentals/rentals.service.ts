import type { CustomerRead } from '@velodesk/contract/api/customers';
import { DepositErrorCode } from '@velodesk/contract/api/deposits';
import {
  parseEndDateTime,
  parseStartDateTime,
  RentalDescription,
  RentalErrorCode,
  type RentalPatch,
  type RentalRead,
  type RentalWrite,
} from '@velodesk/contract/api/rentals';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { idFromIri } from '@velodesk/contract/hydra';
import { ProductStatus, RentalState, RentalType } from '@velodesk/contract/ids';
import { formatCents } from '@velodesk/contract/pricing';
import { rentalTransitions } from '@velodesk/contract/rental-actions';
import { siteToday } from '@velodesk/contract/site-day';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { changeProductStatus, type FleetProduct, readProducts } from '../catalogue/catalogue.api.ts';
import { linkCommentsToRental, readCustomers } from '../customers/customers.api.ts';
import { discountInForce, pricingVersionSql, readPricingVersion } from '../pricing/pricing.api.ts';
import { readSite } from '../sites/sites.api.ts';
import { type KeptReads, keptReadsOf } from './kept-reads.ts';
import { replaceLine } from './life-cycle.service.ts';
import {
  checkCustomer,
  checkPeriod,
  checkPricingType,
  checkProducts,
  defaultPricingType,
  heldProductOfViolation,
  instantsOf,
  judgeProducts,
  type Period,
  type PricedRental,
  priceRental,
  readChosenProducts,
  rentalError,
  rentalTransaction,
  type StayInfo,
} from './rental-rules.ts';
import { type RentalDeps, readStay, stayDatesOf } from './rental-stays.ts';
import { accessCurrentSite, accessRental, featureOfType } from './rentals.access.ts';
import { rentalPort } from './rentals.ports.ts';
import {
  localEnd,
  localStart,
  pricingTypeNames,
  toRentalRead,
  writtenRentalRead,
} from './rentals.presenter.ts';
import {
  deleteLine,
  findRentalRow,
  heldRange,
  insertLines,
  insertRentalWithLines,
  type LineRow,
  linesOfRental,
  lockHolds,
  productsOutOnOtherContracts,
  type RentalColumns,
  type RentalRow,
  updateLinePrices,
  updateRentalColumns,
} from './rentals.repository.ts';

/**
 * Reservations and contracts: POST /reservations, POST /contracts and their PATCH
 * (rentals.md sections 5 and 7). The stay is read from the stay system BEFORE the transaction;
 * every rule is then checked and every amount computed inside one transaction.
 */
export type { RentalDeps } from './rental-stays.ts';
export type RentalKind = 'reservation' | 'contract';
export const typeOfKind = (kind: RentalKind): number =>
  kind === 'contract' ? RentalType.contract : RentalType.reservation;

const periodOf = (startDate: string, endDate: string): Period => ({
  start: parseStartDateTime(startDate)!,
  end: parseEndDateTime(endDate)!,
});

/** What a rental is to become, before its rules are checked. */
interface RentalPlan {
  typeId: number;
  siteId: number;
  customer: CustomerRead;
  period: Period;
  /** null: keep the products of the existing rental (after any replacement). */
  productIds: number[] | null;
  pricingTypeId: number | undefined;
  discount: number | undefined;
  emplacementName: string | null | undefined;
  stay: StayInfo | null;
  commentIds: number[];
  replaced: NonNullable<RentalPatch['replacedProducts']>;
}

/** The exclusion constraint's refusal, under concurrency: a 409 naming the product. */
const rethrowHeld = (ctx: AppContext) => async (error: unknown) => {
  const productId = heldProductOfViolation(error);
  if (productId === null) throw error;
  const [product] = productId ? await readProducts(ctx.db, [productId]) : [];
  const description = `The product [${product?.internalNumber ?? productId}] is already held by another rental for an overlapping period.`;
  throw rentalError(
    409,
    RentalErrorCode.productHeld,
    description,
    [{ propertyPath: 'products', message: description }],
    { products: productId ? [product?.internalNumber ?? String(productId)] : [] },
  );
};

const setStatus = async (tx: Tx, actor: Actor, productIds: number[], statusId: number) => {
  for (const id of productIds) await changeProductStatus(tx, actor, id, statusId, null);
};

/** What writeRental has in hand once written: the answer is built from it, not read again. */
interface WrittenRental {
  rentalId: number;
  /** A new rental's row, as its insert returned it (null for an edit). */
  createdRow: RentalRow | null;
  siteName: string;
  pricingTypeNames: Map<number, string>;
  /** The lines as written, in the order of the products, with their products as checked. */
  lines: Array<{ lineId: number; product: FleetProduct; line: PricedRental['lines'][number] }>;
  /** Products whose status the action changed (a contract's): their rows in hand are stale. */
  statusChanged: boolean;
}

/** Checks every rule and writes the rental and its lines, in the caller's (joined) transaction. */
const writeRental = async (
  deps: RentalDeps,
  tx: Tx,
  actor: Actor,
  existing: RentalRow | null,
  plan: RentalPlan,
  /** Outside a transaction only: the site and prices kept under the pricing version. */
  kept: KeptReads | null = null,
): Promise<WrittenRental> => {
  const { ctx } = deps;
  const version = kept ? (kept.version ?? (await readPricingVersion(tx))) : null;
  if (kept) kept.version = version;
  const site = await siteOfPlan(tx, plan, kept, version);
  const length = checkPeriod(plan.period, plan.stay);
  const instants = instantsOf(plan.period, site.timeZone);
  if (existing) await replaceProducts(ctx, tx, actor, existing, plan.replaced);
  const currentLines = existing ? await linesOfRental(tx, existing.id) : [];
  const productIds = plan.productIds ?? currentLines.map((line) => line.productId);
  if (productIds.length === 0) {
    throw rentalError(400, RentalErrorCode.invalidChoosedProducts, 'At least one product is needed.', [
      { propertyPath: 'products', message: 'At least one product is needed.' },
    ]);
  }
  const placed = await placeProducts(tx, plan, kept, { site, version, ...instants }, productIds, existing);
  const pricing = await pricePlan(ctx, tx, plan, existing, placed, length, kept);
  const values = rentalColumns(ctx, plan, existing, placed, pricing);
  const lines = existing
    ? await rewriteRental(tx, existing, values, currentLines, productIds, pricing.priced, placed)
    : await insertRental(tx, actor, plan, values, pricing.priced, placed.site, productIds);
  const statusChanged = await rentOrRelease(tx, actor, plan, existing, lines.added, lines.removed);
  await linkPlannedComments(tx, plan, lines.rentalId);
  return {
    rentalId: lines.rentalId,
    createdRow: lines.createdRow,
    siteName: placed.site.name,
    pricingTypeNames: pricing.names,
    lines: pricing.priced.lines.map((line) => ({
      lineId: lines.lineIds.get(line.product.id)!,
      product: line.product,
      line,
    })),
    statusChanged,
  };
};

/** The plan's site, as kept at the pricing version `at` (outside a transaction) or read now; 404 when none. */
const siteOfPlan = async (tx: Tx, plan: RentalPlan, kept: KeptReads | null, at: string | null) => {
  const found = at !== null && kept ? await kept.site(tx, at, plan.siteId) : await readSite(tx, plan.siteId);
  if (!found) throw notFound('Site');
  return found;
};

/** The products a PATCH replaces on the rental's lines (replacedProducts), before its rules are checked. */
const replaceProducts = async (
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  existing: RentalRow,
  replaced: RentalPlan['replaced'],
) => {
  for (const replacement of replaced) {
    const line = (await linesOfRental(tx, existing.id)).find(
      (l) => l.productId === idFromIri(replacement.product),
    );
    if (!line) {
      const description = `Product ${replacement.product} is not a line of this rental.`;
      throw rentalError(400, RentalErrorCode.invalidChoosedProducts, description, [
        { propertyPath: 'replacedProducts', message: description },
      ]);
    }
    await replaceLine(ctx, actor, line.id, {
      product: replacement.replacement,
      unavailable: replacement.unavailable,
      comment: replacement.comment,
    });
  }
};

/** Where and when the rental is: its site, the pricing version it was read at, its instants. */
interface Placement {
  site: SiteRead;
  version: string | null;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The products checked (of the site, free over the period). Outside a transaction the pricing
 * version is read with the holders: when it moved since the site was kept, the site is read again
 * (its time zone makes the instants) and the products checked again.
 */
const placeProducts = async (
  tx: Tx,
  plan: RentalPlan,
  kept: KeptReads | null,
  placement: Placement,
  productIds: number[],
  existing: RentalRow | null,
): Promise<Placement & { products: FleetProduct[] }> => {
  let { site, version, startsAt, endsAt } = placement;
  const productsQuery = () => ({
    siteId: plan.siteId,
    productIds,
    startsAt,
    endsAt,
    rentalId: existing?.id ?? null,
  });
  if (!kept || version === null) return { ...placement, products: await checkProducts(tx, productsQuery()) };
  for (;;) {
    const read = await readChosenProducts(tx, productsQuery(), pricingVersionSql);
    if (read.also === version) {
      return {
        site,
        version,
        startsAt,
        endsAt,
        products: judgeProducts(productsQuery(), read.found, read.holders),
      };
    }
    version = read.also;
    kept.version = version;
    site = await siteOfPlan(tx, plan, kept, version);
    ({ startsAt, endsAt } = instantsOf(plan.period, site.timeZone));
  }
};

/** The pricing type (checked), the discount and the prices of the rental and each line. */
const pricePlan = async (
  ctx: AppContext,
  tx: Tx,
  plan: RentalPlan,
  existing: RentalRow | null,
  placed: Placement & { products: FleetProduct[] },
  length: ReturnType<typeof checkPeriod>,
  kept: KeptReads | null,
) => {
  const names = await pricingTypeNames(tx);
  const pricingTypeId =
    plan.pricingTypeId ??
    existing?.pricingTypeId ??
    defaultPricingType(plan.stay?.stayLink ?? existing?.stayLink);
  checkPricingType(pricingTypeId, names);
  const { site } = placed;
  const discount =
    plan.discount ??
    (existing
      ? Number(existing.discount)
      : site.explorerReduction && plan.stay
        ? await discountInForce(tx, plan.customer.fidelity.level, siteToday(site.timeZone, ctx.now()))
        : 0);
  const priced = await priceRental(ctx, tx, {
    siteId: plan.siteId,
    products: placed.products,
    pricingType: { id: pricingTypeId, description: names.get(pricingTypeId)! },
    length,
    discount,
    kept: kept && placed.version !== null ? { prices: kept.prices, version: placed.version } : null,
  });
  return { names, pricingTypeId, discount, priced };
};

/** The rental's own columns as the plan makes them (a stay's rental is paid at its end, not invoiced). */
const rentalColumns = (
  ctx: AppContext,
  plan: RentalPlan,
  existing: RentalRow | null,
  placed: Placement,
  pricing: Awaited<ReturnType<typeof pricePlan>>,
): RentalColumns => {
  const { priced, pricingTypeId, discount } = pricing;
  const stayId = plan.stay?.stayId ?? null;
  return {
    customerId: plan.customer.id,
    startDate: plan.period.start.date,
    startPeriod: plan.period.start.period,
    endDate: plan.period.end.date,
    endPeriod: plan.period.end.period,
    startsAt: placed.startsAt,
    endsAt: placed.endsAt,
    pricingTypeId,
    discount: String(discount),
    stayId,
    stayLink: plan.stay?.stayLink ?? null,
    emplacementName:
      plan.emplacementName === undefined
        ? (plan.stay?.emplacementName ?? existing?.emplacementName ?? null)
        : plan.emplacementName || null,
    dutyFreeAmount: formatCents(priced.dutyFree),
    taxAmount: formatCents(priced.tax),
    allTaxesIncludedAmount: formatCents(priced.allTaxesIncluded),
    invoicingDisabled: stayId !== null,
    // A stay's contract is paid at the end of the stay unless a user unmarked it (PATCH /rentals/{id}/fds).
    fds: stayId === null ? false : existing && existing.stayId === stayId ? existing.fds : true,
    paymentLink:
      stayId === null
        ? null
        : (plan.stay?.paymentLink ?? (existing?.stayId === stayId ? existing.paymentLink : null) ?? null),
    updatedAt: ctx.now(),
  };
};

/** A priced line's amounts as stored. */
const lineAmounts = (line: PricedRental['lines'][number]) => ({
  dutyFreeAmount: formatCents(line.amounts.dutyFree),
  taxAmount: formatCents(line.amounts.tax),
  allTaxesIncludedAmount: formatCents(line.amounts.allTaxesIncluded),
  declinationPricingModels: [line.model],
});

/** What writing the rental and its lines did: its id, each line's id by product, what came and went. */
interface WrittenLines {
  rentalId: number;
  createdRow: RentalRow | null;
  lineIds: Map<number, number>;
  added: number[];
  removed: LineRow[];
}

/** A new rental and its lines: one statement; its row as the insert returned it. */
const insertRental = async (
  tx: Tx,
  actor: Actor,
  plan: RentalPlan,
  values: RentalColumns,
  priced: PricedRental,
  site: SiteRead,
  productIds: number[],
): Promise<WrittenLines> => {
  const rental = {
    ...values,
    rentalTypeId: plan.typeId,
    stateId: plan.typeId === RentalType.contract ? RentalState.inProgress : RentalState.new,
    siteId: plan.siteId,
    createdById: actor.userId,
  };
  const created = await insertRentalWithLines(
    tx,
    rental,
    priced.lines.map((line) => ({ productId: line.product.id, ...lineAmounts(line) })),
  );
  const { createdById: _by, updatedAt: _at, ...columns } = rental;
  return {
    rentalId: created.id,
    createdRow: {
      ...columns,
      id: created.id,
      rentalType: created.rentalType,
      state: created.state,
      productCount: priced.lines.length,
      siteName: site.name,
    },
    lineIds: new Map(created.lineIds),
    added: [...productIds],
    removed: [],
  };
};

/** An edited rental: kept products keep their line (and validated flag), removed ones go, new ones come. */
const rewriteRental = async (
  tx: Tx,
  existing: RentalRow,
  values: RentalColumns,
  currentLines: LineRow[],
  productIds: number[],
  priced: PricedRental,
  placed: Placement,
): Promise<WrittenLines> => {
  const rentalId = existing.id;
  // Its lines' holds are written again (new period) or added: one booking of a product at a time.
  await lockHolds(tx, productIds);
  await updateRentalColumns(tx, rentalId, values);
  const held = heldRange(placed.startsAt, placed.endsAt);
  const lineOf = new Map(currentLines.map((line) => [line.productId, line]));
  const wanted = new Set(productIds);
  const removed = currentLines.filter((line) => !wanted.has(line.productId));
  for (const line of removed) await deleteLine(tx, line.id);
  const lineIds = new Map<number, number>();
  const added: number[] = [];
  const newLines: Parameters<typeof insertLines>[1] = [];
  for (const line of priced.lines) {
    const amounts = { held, ...lineAmounts(line) };
    const current = lineOf.get(line.product.id);
    if (current) {
      await updateLinePrices(tx, current.id, amounts);
      lineIds.set(line.product.id, current.id);
    } else {
      newLines.push({ ...amounts, rentalId, productId: line.product.id, live: true });
      added.push(line.product.id);
    }
  }
  // The new lines in one statement.
  if (newLines.length > 0) {
    for (const row of await insertLines(tx, newLines)) lineIds.set(row.productId, row.id);
  }
  return { rentalId, createdRow: null, lineIds, added, removed };
};

/**
 * A contract in progress rents its products (status 3); a product it no longer holds is back (2).
 * Whether a product's status changed.
 */
const rentOrRelease = async (
  tx: Tx,
  actor: Actor,
  plan: RentalPlan,
  existing: RentalRow | null,
  added: number[],
  removed: LineRow[],
): Promise<boolean> => {
  const rents =
    plan.typeId === RentalType.contract &&
    (existing?.stateId ?? RentalState.inProgress) === RentalState.inProgress;
  if (rents) {
    await setStatus(tx, actor, added, ProductStatus.rented);
    const removedIds = removed.map((line) => line.productId);
    const rentalId = existing?.id ?? 0;
    const outElsewhere = await productsOutOnOtherContracts(tx, removedIds, rentalId);
    const released = (await readProducts(tx, removedIds)).filter(
      (product) => product.statusId === ProductStatus.rented && !outElsewhere.has(product.id),
    );
    await setStatus(
      tx,
      actor,
      released.map((product) => product.id),
      ProductStatus.available,
    );
  }
  return rents && (added.length > 0 || removed.length > 0);
};

/** The plan's comments linked to the rental; 400 naming those that cannot be. */
const linkPlannedComments = async (tx: Tx, plan: RentalPlan, rentalId: number) => {
  if (plan.commentIds.length === 0) return;
  const refused = await linkCommentsToRental(tx, plan.commentIds, {
    id: rentalId,
    customerId: plan.customer.id,
  });
  if (refused.length > 0) {
    const description = `These comments cannot be linked to this rental: ${refused.map((id) => `/api/comments/${id}`).join(', ')}.`;
    throw rentalError(400, RentalErrorCode.invalidComment, description, [
      { propertyPath: 'comments', message: description },
    ]);
  }
};

const loadCustomer = async (ctx: AppContext, customerIri: string): Promise<CustomerRead> => {
  const id = idFromIri(customerIri);
  return checkCustomer((await readCustomers(ctx.db, [id])).get(id), id);
};

/** POST /reservations (type 2, state 1) and POST /contracts (type 1, state 2, products rented). */
export const createRental = async (
  deps: RentalDeps,
  actor: Actor,
  kind: RentalKind,
  input: RentalWrite,
): Promise<RentalRead> => {
  const typeId = typeOfKind(kind);
  const siteId = accessCurrentSite(actor, [featureOfType(typeId)]);
  const { ctx } = deps;
  if (typeId !== RentalType.contract && input.deposit) throw depositOnlyAtStart();
  const customer = await loadCustomer(ctx, input.customer);
  const stayId = input.stayId?.trim() || null;
  const stay = stayId ? await readStay(deps, customer, stayId, typeId) : null;
  const plan: RentalPlan = {
    typeId,
    siteId,
    customer,
    period: periodOf(input.startDate, input.endDate),
    productIds: input.products.map(idFromIri),
    pricingTypeId: input.pricingType === undefined ? undefined : idFromIri(input.pricingType),
    discount: input.discount,
    emplacementName: input.emplacementName,
    stay,
    commentIds: (input.comments ?? []).map(idFromIri),
    replaced: [],
  };
  const create = async (tx: Tx, kept: KeptReads | null) => {
    const written = await writeRental(deps, tx, actor, null, plan, kept);
    // The answer from what is in hand: the row its insert returned, the products again only when
    // their status changed, the comments only when some were linked.
    const row = written.createdRow!;
    // A contract's bikes leave now: its deposit is taken (or waived) in the same step (issue 24).
    if (typeId === RentalType.contract)
      await rentalPort('startContractDeposit')(ctx, tx, actor, row, input.deposit);
    const products = written.statusChanged
      ? new Map(
          (
            await readProducts(
              tx,
              written.lines.map((l) => l.product.id),
            )
          ).map((p) => [p.id, p]),
        )
      : new Map(written.lines.map((l) => [l.product.id, l.product]));
    const read = await writtenRentalRead(tx, row, {
      customer: plan.customer,
      siteName: written.siteName,
      pricingTypeName: written.pricingTypeNames.get(row.pricingTypeId) ?? '',
      lines: written.lines.map(({ lineId, product, line }) => ({
        line: {
          id: lineId,
          rentalId: row.id,
          productId: product.id,
          live: true,
          dutyFreeAmount: formatCents(line.amounts.dutyFree),
          taxAmount: formatCents(line.amounts.tax),
          allTaxesIncludedAmount: formatCents(line.amounts.allTaxesIncluded),
          declinationPricingModels: [line.model],
          validated: false,
          rentalTypeId: row.rentalTypeId,
          rentalType: row.rentalType,
          siteId: row.siteId,
        },
        product: products.get(product.id),
      })),
      commentsLinked: plan.commentIds.length > 0,
    });
    const deposit = (await rentalPort('readDepositReads')(tx, [row.id])).get(row.id) ?? null;
    const answer = { ...read, ...stayDatesOf(stay) };
    return deposit ? { ...answer, deposit, bail: deposit.state, amountBail: deposit.amountRequired } : answer;
  };
  // A reservation without comments writes nothing but its rental and lines, in one statement that
  // is its own transaction: its reads (each its own snapshot under READ COMMITTED, inside a
  // transaction or not) need no BEGIN and COMMIT around them (docs/decisions/rentals-transactions.md).
  // A contract also rents its products, and comments are linked: one transaction.
  const oneStatement = typeId === RentalType.reservation && plan.commentIds.length === 0;
  return (
    oneStatement
      ? create(dbOf(ctx) as Tx, keptReadsOf(ctx))
      : rentalTransaction(ctx, (tx) => create(tx, null))
  ).catch(rethrowHeld(ctx));
};

/** A deposit in a rental's body is taken as a contract starts; later, through /rentals/{id}/deposit. */
const depositOnlyAtStart = () => {
  const description =
    'A deposit is taken with a new contract (POST /contracts) or its migration; otherwise use /rentals/{id}/deposit/take.';
  return rentalError(400, DepositErrorCode.invalid, description, [
    { propertyPath: 'deposit', message: description },
  ]);
};

/** Validated (3), cancelled (4) and failed (5) rentals are read-only. */
export const assertEditable = (rental: RentalRow): void => {
  if (!rentalTransitions.edit(rental, '')) {
    throw rentalError(409, RentalErrorCode.readOnly, RentalDescription.readOnly);
  }
};

/** PATCH /reservations/{id} and PATCH /contracts/{id}: merge-patch of the rental body. */
export const updateRental = async (
  deps: RentalDeps,
  actor: Actor,
  kind: RentalKind,
  id: number,
  input: RentalPatch,
): Promise<RentalRead> => {
  const typeId = typeOfKind(kind);
  const { ctx } = deps;
  const before = await accessRental(ctx, actor, id, [featureOfType(typeId)]);
  if (before.rentalTypeId !== typeId) {
    const description = `Rental ${id} is not a ${kind}: use /${before.rentalTypeId === RentalType.contract ? 'contracts' : 'reservations'}/${id}.`;
    throw rentalError(409, RentalErrorCode.wrongRentalType, description);
  }
  assertEditable(before);
  if (input.deposit) throw depositOnlyAtStart();
  const customer = await loadCustomer(ctx, input.customer ?? `/api/customers/${before.customerId}`);
  const stayId = input.stayId === undefined ? before.stayId : input.stayId?.trim() || null;
  const stay = stayId ? await readStay(deps, customer, stayId, typeId) : null;
  const period = periodOf(
    input.startDate ?? localStart(before.startDate, before.startPeriod),
    input.endDate ?? localEnd(before.endDate, before.endPeriod),
  );
  const plan: RentalPlan = {
    typeId,
    siteId: before.siteId,
    customer,
    period,
    productIds: input.products === undefined ? null : input.products.map(idFromIri),
    pricingTypeId: input.pricingType === undefined ? undefined : idFromIri(input.pricingType),
    discount: input.discount,
    emplacementName: input.emplacementName,
    stay,
    commentIds: (input.comments ?? []).map(idFromIri),
    replaced: input.replacedProducts ?? [],
  };
  return rentalTransaction(ctx, async (tx) => {
    const current = await findRentalRow(tx, id, true);
    if (!current) throw notFound('Rental');
    assertEditable(current);
    await writeRental(deps, tx, actor, current, plan);
    return { ...(await toRentalRead(tx, (await findRentalRow(tx, id))!)), ...stayDatesOf(stay) };
  }).catch(rethrowHeld(ctx));
};

/** PATCH /rentals/{id}: the generic merge-patch, as PATCH /reservations or /contracts by its type. */
export const patchRental = async (
  deps: RentalDeps,
  actor: Actor,
  id: number,
  input: RentalPatch,
): Promise<RentalRead> => {
  const rental = await accessRental(deps.ctx, actor, id, 'byType');
  const kind: RentalKind = rental.rentalTypeId === RentalType.contract ? 'contract' : 'reservation';
  return updateRental(deps, actor, kind, id, input);
};
