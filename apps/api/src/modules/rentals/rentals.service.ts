import type { CustomerRead } from '@velodesk/contract/api/customers';
import {
  parseEndDateTime,
  parseStartDateTime,
  RentalDescription,
  RentalErrorCode,
  type RentalPatch,
  type RentalRead,
  type RentalWrite,
} from '@velodesk/contract/api/rentals';
import { ServerDescription } from '@velodesk/contract/errors';
import { idFromIri } from '@velodesk/contract/hydra';
import { ProductStatus, RentalState, RentalType, StayState } from '@velodesk/contract/ids';
import { formatCents } from '@velodesk/contract/pricing';
import { eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { rentalProducts, rentals } from '../../db/schema.ts';
import { StaySystemError } from '../../integrations/stay-system/stay-system.error.ts';
import type { StaySystemClient } from '../../integrations/stay-system/stay-system.types.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/errors.ts';
import { type FleetProduct, readProducts } from '../catalogue/catalogue.read.ts';
import { changeProductStatus } from '../catalogue/catalogue.service.ts';
import { linkCommentsToRental, readCustomers } from '../customers/customers.read.ts';
import { discountInForce } from '../pricing/price-line.service.ts';
import { readSite } from '../sites/sites.read.ts';
import { replaceLine } from './life-cycle.service.ts';
import {
  checkCustomer,
  checkPeriod,
  checkPricingType,
  checkProducts,
  defaultPricingType,
  heldProductOfViolation,
  instantsOf,
  localDate,
  type Period,
  type PricedRental,
  priceRental,
  rentalError,
  rentalTransaction,
  type StayInfo,
} from './rental-rules.ts';
import { accessCurrentSite, accessRental, featureOfType } from './rentals.access.ts';
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
  linesOfRental,
  type RentalRow,
  rentalReturning,
} from './rentals.repository.ts';

/**
 * Reservations and contracts: POST /reservations, POST /contracts and their PATCH
 * (rentals.md sections 5 and 7). The stay is read from the stay system BEFORE the transaction;
 * every rule is then checked and every amount computed inside one transaction.
 */
export interface RentalDeps {
  ctx: AppContext;
  staySystem: StaySystemClient;
}

export type RentalKind = 'reservation' | 'contract';
export const typeOfKind = (kind: RentalKind): number =>
  kind === 'contract' ? RentalType.contract : RentalType.reservation;

/** Runs a stay-system call: its failure is a 502 (504 on a timeout) with its own description. */
const callStaySystem = async <T>(deps: RentalDeps, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof StaySystemError)) throw error;
    deps.ctx.log.warn({ kind: error.kind, status: error.status, operation: error.operation }, error.message);
    const description = error.description ?? 'TECHNIQUE_ERROR';
    throw error.kind === 'timeout'
      ? new DomainError(504, 'Gateway Timeout', description).withCode('STAY_SYSTEM_TIMEOUT')
      : new DomainError(502, 'Bad Gateway', description).withCode('STAY_SYSTEM_UNAVAILABLE');
  }
};

/**
 * The customer's current stay in the stay system, which must be the stay given. A reservation
 * takes a stay present (4) or reserved (3); a contract a stay present (4): else "Wrong Stay state".
 */
const readStay = async (
  deps: RentalDeps,
  customer: CustomerRead,
  stayId: string,
  rentalTypeId: number,
): Promise<StayInfo> => {
  const notLinked = (description: string) =>
    rentalError(400, RentalErrorCode.stayNotFound, description, [
      { propertyPath: 'stayId', message: description },
    ]);
  if (!customer.huttosoft) {
    throw notLinked(`The customer is not a client of the stay system, so stay ${stayId} cannot be linked.`);
  }
  const clientId = customer.huttosoft;
  const stay = await callStaySystem(deps, () => deps.staySystem.getCustomer(clientId));
  if (stay.stayId === undefined || stay.stayId === null || String(stay.stayId) !== stayId) {
    throw notLinked(`Stay ${stayId} is not the current stay of this customer.`);
  }
  const allowed: number[] =
    rentalTypeId === RentalType.contract ? [StayState.present] : [StayState.present, StayState.reservation];
  if (!allowed.includes(stay.stayState)) {
    throw rentalError(400, RentalErrorCode.wrongStayState, ServerDescription.wrongStayState, [
      { propertyPath: 'stayId', message: ServerDescription.wrongStayState },
    ]);
  }
  return {
    stayId,
    stayLink: stay.stayUrl || null,
    emplacementName: stay.emplacementName || null,
    stayDateEnd: stay.stayDateEnd || null,
    stayState: stay.stayState,
  };
};

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
  throw rentalError(409, RentalErrorCode.productHeld, description, [
    { propertyPath: 'products', message: description },
  ]);
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
): Promise<WrittenRental> => {
  const { ctx } = deps;
  const site = await readSite(tx, plan.siteId);
  if (!site) throw notFound('Site');
  const length = checkPeriod(plan.period, plan.stay);
  const { startsAt, endsAt } = instantsOf(plan.period, site.timeZone);

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
  const products = await checkProducts(tx, {
    siteId: plan.siteId,
    productIds,
    startsAt,
    endsAt,
    rentalId: existing?.id ?? null,
  });
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
        ? await discountInForce(tx, plan.customer.fidelity.level, localDate(ctx.now(), site.timeZone))
        : 0);
  const priced = await priceRental(ctx, tx, {
    siteId: plan.siteId,
    products,
    pricingType: { id: pricingTypeId, description: names.get(pricingTypeId)! },
    length,
    discount,
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
    fds: stayId !== null,
    updatedAt: ctx.now(),
  };
  let rentalId: number;
  let createdRow: RentalRow | null = null;
  if (existing) {
    rentalId = existing.id;
    await tx.update(rentals).set(values).where(eq(rentals.id, rentalId));
  } else {
    const [created] = await tx
      .insert(rentals)
      .values({
        ...values,
        rentalTypeId: plan.typeId,
        stateId: plan.typeId === RentalType.contract ? RentalState.inProgress : RentalState.new,
        siteId: plan.siteId,
        createdById: actor.userId,
      })
      .returning(rentalReturning);
    rentalId = created!.id;
    createdRow = { ...created!, productCount: priced.lines.length };
  }

  // Lines: kept products keep their line (and validated flag), removed ones go, new ones come.
  const held = heldRange(startsAt, endsAt);
  const lineOf = new Map(currentLines.map((line) => [line.productId, line]));
  const wanted = new Set(productIds);
  const removed = currentLines.filter((line) => !wanted.has(line.productId));
  if (removed.length > 0) {
    for (const line of removed) await tx.delete(rentalProducts).where(eq(rentalProducts.id, line.id));
  }
  const added: number[] = [];
  const lineIds = new Map<number, number>();
  const newLines: Array<PgInsertValue<typeof rentalProducts>> = [];
  for (const line of priced.lines) {
    const amounts = {
      held,
      dutyFreeAmount: formatCents(line.amounts.dutyFree),
      taxAmount: formatCents(line.amounts.tax),
      allTaxesIncludedAmount: formatCents(line.amounts.allTaxesIncluded),
      declinationPricingModels: [line.model],
    };
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
  return rentalTransaction(ctx, async (tx) => {
    const written = await writeRental(deps, tx, actor, null, plan);
    // The answer from what is in hand: the row its insert returned, the products again only when
    // their status changed, the comments only when some were linked.
    const row = written.createdRow!;
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
    return writtenRentalRead(tx, row, {
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
  }).catch(rethrowHeld(ctx));
};

/** Validated (3), cancelled (4) and failed (5) rentals are read-only. */
export const assertEditable = (rental: RentalRow): void => {
  if (rental.stateId !== RentalState.new && rental.stateId !== RentalState.inProgress) {
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
    return toRentalRead(tx, (await findRentalRow(tx, id))!);
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
