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
import { idFromIri } from '@velodesk/contract/hydra';
import { ProductStatus, RentalState, RentalType } from '@velodesk/contract/ids';
import { formatCents } from '@velodesk/contract/pricing';
import { rentalTransitions } from '@velodesk/contract/rental-actions';
import { siteToday } from '@velodesk/contract/site-day';
import { eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { rentalProducts, rentals } from '../../db/schema/rentals.ts';
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
  findRentalRow,
  heldRange,
  insertRentalWithLines,
  linesOfRental,
  type RentalRow,
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
  let version = kept ? (kept.version ?? (await readPricingVersion(tx))) : null;
  if (kept) kept.version = version;
  const siteAt = async (at: string | null) => {
    const found =
      at !== null && kept ? await kept.site(tx, at, plan.siteId) : await readSite(tx, plan.siteId);
    if (!found) throw notFound('Site');
    return found;
  };
  let site = await siteAt(version);
  const length = checkPeriod(plan.period, plan.stay);
  let { startsAt, endsAt } = instantsOf(plan.period, site.timeZone);

  for (const replacement of plan.replaced) {
    if (!existing) break;
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
  const currentLines = existing ? await linesOfRental(tx, existing.id) : [];
  const productIds = plan.productIds ?? currentLines.map((line) => line.productId);
  if (productIds.length === 0) {
    throw rentalError(400, RentalErrorCode.invalidChoosedProducts, 'At least one product is needed.', [
      { propertyPath: 'products', message: 'At least one product is needed.' },
    ]);
  }
  const productsQuery = () => ({
    siteId: plan.siteId,
    productIds,
    startsAt,
    endsAt,
    rentalId: existing?.id ?? null,
  });
  let products: FleetProduct[];
  if (kept && version !== null) {
    // The pricing version is read with the holders: when it moved since the site was kept, the
    // site is read again (its time zone makes the instants) and the products checked again.
    for (;;) {
      const read = await readChosenProducts(tx, productsQuery(), pricingVersionSql);
      if (read.also === version) {
        products = judgeProducts(productsQuery(), read.found, read.holders);
        break;
      }
      version = read.also;
      kept.version = version;
      site = await siteAt(version);
      ({ startsAt, endsAt } = instantsOf(plan.period, site.timeZone));
    }
  } else {
    products = await checkProducts(tx, productsQuery());
  }
  const names = await pricingTypeNames(tx);
  const pricingTypeId =
    plan.pricingTypeId ??
    existing?.pricingTypeId ??
    defaultPricingType(plan.stay?.stayLink ?? existing?.stayLink);
  checkPricingType(pricingTypeId, names);
  const discount =
    plan.discount ??
    (existing
      ? Number(existing.discount)
      : site.explorerReduction && plan.stay
        ? await discountInForce(tx, plan.customer.fidelity.level, siteToday(site.timeZone, ctx.now()))
        : 0);
  const priced = await priceRental(ctx, tx, {
    siteId: plan.siteId,
    products,
    pricingType: { id: pricingTypeId, description: names.get(pricingTypeId)! },
    length,
    discount,
    kept: kept && version !== null ? { prices: kept.prices, version } : null,
  });

  const stayId = plan.stay?.stayId ?? null;
  const values = {
    customerId: plan.customer.id,
    startDate: plan.period.start.date,
    startPeriod: plan.period.start.period,
    endDate: plan.period.end.date,
    endPeriod: plan.period.end.period,
    startsAt,
    endsAt,
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
  const lineAmounts = (line: PricedRental['lines'][number]) => ({
    dutyFreeAmount: formatCents(line.amounts.dutyFree),
    taxAmount: formatCents(line.amounts.tax),
    allTaxesIncludedAmount: formatCents(line.amounts.allTaxesIncluded),
    declinationPricingModels: [line.model],
  });
  const added: number[] = [];
  const lineIds = new Map<number, number>();
  let removed: typeof currentLines = [];
  let rentalId: number;
  let createdRow: RentalRow | null = null;
  if (!existing) {
    // A new rental and its lines: one statement.
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
    rentalId = created.id;
    for (const [productId, lineId] of created.lineIds) lineIds.set(productId, lineId);
    added.push(...productIds);
    const { createdById: _by, updatedAt: _at, ...columns } = rental;
    createdRow = {
      ...columns,
      id: created.id,
      rentalType: created.rentalType,
      state: created.state,
      productCount: priced.lines.length,
      siteName: site.name,
    };
  } else {
    rentalId = existing.id;
    await tx.update(rentals).set(values).where(eq(rentals.id, rentalId));
    // Lines: kept products keep their line (and validated flag), removed ones go, new ones come.
    const held = heldRange(startsAt, endsAt);
    const lineOf = new Map(currentLines.map((line) => [line.productId, line]));
    const wanted = new Set(productIds);
    removed = currentLines.filter((line) => !wanted.has(line.productId));
    for (const line of removed) await tx.delete(rentalProducts).where(eq(rentalProducts.id, line.id));
    const newLines: Array<PgInsertValue<typeof rentalProducts>> = [];
    for (const line of priced.lines) {
      const amounts = { held, ...lineAmounts(line) };
      const current = lineOf.get(line.product.id);
      if (current) {
        await tx.update(rentalProducts).set(amounts).where(eq(rentalProducts.id, current.id));
        lineIds.set(line.product.id, current.id);
      } else {
        newLines.push({ ...amounts, rentalId, productId: line.product.id, live: true });
        added.push(line.product.id);
      }
    }
    // The new lines in one statement.
    if (newLines.length > 0) {
      const inserted = await tx
        .insert(rentalProducts)
        .values(newLines)
        .returning({ id: rentalProducts.id, productId: rentalProducts.productId });
      for (const row of inserted) lineIds.set(row.productId, row.id);
    }
  }
  // A contract in progress rents its products (status 3); a product it no longer holds is back (2).
  const rents =
    plan.typeId === RentalType.contract &&
    (existing?.stateId ?? RentalState.inProgress) === RentalState.inProgress;
  if (rents) {
    await setStatus(tx, actor, added, ProductStatus.rented);
    const released = (
      await readProducts(
        tx,
        removed.map((line) => line.productId),
      )
    ).filter((product) => product.statusId === ProductStatus.rented);
    await setStatus(
      tx,
      actor,
      released.map((product) => product.id),
      ProductStatus.available,
    );
  }

  if (plan.commentIds.length > 0) {
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
  }
  return {
    rentalId,
    createdRow,
    siteName: site.name,
    pricingTypeNames: names,
    lines: priced.lines.map((line) => ({
      lineId: lineIds.get(line.product.id)!,
      product: line.product,
      line,
    })),
    statusChanged: rents && (added.length > 0 || removed.length > 0),
  };
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
