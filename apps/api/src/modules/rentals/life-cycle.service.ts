import { DepositDescription, DepositErrorCode } from '@velodesk/contract/api/deposits';
import { PaymentDescription, PaymentErrorCode } from '@velodesk/contract/api/payments';
import {
  type RentalClose,
  RentalDescription,
  RentalErrorCode,
  type RentalMigrate,
  type RentalProductRead,
  type RentalProductReplace,
  type RentalRead,
} from '@velodesk/contract/api/rentals';
import { idFromIri } from '@velodesk/contract/hydra';
import { ProductStatus, RentalState, RentalType } from '@velodesk/contract/ids';
import { type EndPeriod, rentalLength, type StartPeriod } from '@velodesk/contract/periods';
import { formatCents, toCents } from '@velodesk/contract/pricing';
import { rentalTransitions } from '@velodesk/contract/rental-actions';
import { siteToday } from '@velodesk/contract/site-day';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { emit } from '../../platform/events.ts';
import { changeProductStatus, readProducts } from '../catalogue/catalogue.api.ts';
import { readCustomers } from '../customers/customers.api.ts';
import { readSite } from '../sites/sites.api.ts';
import {
  checkCustomer,
  checkPeriod,
  checkProducts,
  priceRental,
  rentalError,
  rentalTransaction,
} from './rental-rules.ts';
import { type RentalDeps, readStay } from './rental-stays.ts';
import { accessLine, accessRental } from './rentals.access.ts';
import { rentalPort } from './rentals.ports.ts';
import { pricingTypeNames, toLineReads, toRentalRead } from './rentals.presenter.ts';
import {
  findLineRow,
  findRentalRow,
  insertReplacedProduct,
  linesOfRental,
  productsOutOnOtherContracts,
  type RentalChanges,
  type RentalRow,
  setLineProduct,
  setLinesLive,
  setLineValidated,
  updateRentalRow,
} from './rentals.repository.ts';

/**
 * The life cycle of a rental (docs/domain.md "Rental life cycle"): each arrow is one transaction, and
 * each arrow the state machine does not have is a 409 with a clear description.
 */

const illegal = (description: string) => rentalError(409, RentalErrorCode.illegalTransition, description);

const isContract = (rental: RentalRow) => rental.rentalTypeId === RentalType.contract;

/** How a 409 names the rental it found: contract or reservation. */
const kindOf = (rental: RentalRow) => (isContract(rental) ? 'contract' : 'reservation');

/** Re-reads the rental locked, inside the action's transaction. */
const lockRental = async (tx: Tx, id: number): Promise<RentalRow> => {
  const rental = await findRentalRow(tx, id, true);
  if (!rental) throw notFound('Rental');
  return rental;
};

const setState = (tx: Tx, ctx: AppContext, id: number, values: RentalChanges) =>
  updateRentalRow(tx, id, { ...values, updatedAt: ctx.now() });

const productIdsOf = async (tx: Tx, rentalId: number) =>
  (await linesOfRental(tx, rentalId)).map((line) => line.productId);

/** Products of the list now at `from` go to `to`, each with its history entry. */
const moveStatuses = async (tx: Tx, actor: Actor, productIds: number[], from: number, to: number) => {
  const products = await readProducts(tx, productIds);
  for (const product of products) {
    if (product.statusId === from) await changeProductStatus(tx, actor, product.id, to, null);
  }
};

/**
 * PATCH /reservations/migrate/{id}: a reservation (not cancelled, new) whose start date is today
 * or earlier in the site's time zone becomes a contract in progress; its products are rented.
 * Needs contract access.
 */
export const migrateReservation = async (
  deps: RentalDeps,
  actor: Actor,
  id: number,
  input: RentalMigrate = {},
): Promise<RentalRead> => {
  const { ctx } = deps;
  const before = await accessRental(ctx, actor, id, ['rental_contract']);
  // A contract needs its stay present (4), as POST /contracts does: the stay system is asked again,
  // before the transaction (rentals-rules.md). Without a stay, it must be fully paid first (issue 14).
  const stay = before.stayId
    ? await readStay(
        deps,
        checkCustomer(
          (await readCustomers(ctx.db, [before.customerId])).get(before.customerId),
          before.customerId,
        ),
        before.stayId,
        RentalType.contract,
      )
    : null;
  return rentalTransaction(ctx, async (tx) => {
    const rental = await lockRental(tx, id);
    const site = await readSite(tx, rental.siteId);
    if (!site) throw notFound('Site');
    // The transition rule of the contract (rental-actions.ts), with the site's today.
    if (!rentalTransitions.migrate(rental, siteToday(site.timeZone, ctx.now()))) {
      if (rental.rentalTypeId !== RentalType.reservation)
        throw illegal(
          `Only a reservation can become a contract (this rental is a contract in state "${rental.state}").`,
        );
      if (rental.stateId !== RentalState.new) {
        throw illegal(`A reservation in state "${rental.state}" cannot become a contract.`);
      }
      throw rentalError(409, RentalErrorCode.migrateTooEarly, RentalDescription.migrateTooEarly);
    }
    // rentals.md section 4: a reservation without a stay is paid before it becomes a contract.
    if (
      !rental.stayId &&
      !(await rentalPort('isFullyPaid')(tx, {
        ...rental,
        allTaxesIncludedAmount: String(rental.allTaxesIncludedAmount),
      }))
    ) {
      throw rentalError(409, PaymentErrorCode.paymentRequired, PaymentDescription.paymentRequired);
    }
    if (stay) {
      if (stay.stayId !== rental.stayId) throw illegal('The rental changed while it was being migrated.');
      checkPeriod(
        {
          start: { date: rental.startDate, period: rental.startPeriod as StartPeriod },
          end: { date: rental.endDate, period: rental.endPeriod as EndPeriod },
        },
        stay,
      );
    }
    const productIds = await productIdsOf(tx, id);
    await checkProducts(tx, {
      siteId: rental.siteId,
      productIds,
      startsAt: rental.startsAt,
      endsAt: rental.endsAt,
      rentalId: id,
    });
    // The bikes leave now: the deposit is taken (or waived) in the same step (issue 24).
    await rentalPort('startContractDeposit')(ctx, tx, actor, rental, input.deposit);
    await setState(tx, ctx, id, { rentalTypeId: RentalType.contract, stateId: RentalState.inProgress });
    await moveStatuses(tx, actor, productIds, ProductStatus.available, ProductStatus.rented);
    return toRentalRead(tx, (await findRentalRow(tx, id))!);
  });
};

/**
 * PATCH /rentals/{id}/close: a contract in progress, fully paid unless it has a stay (409
 * CONTRACT_NOT_FULLY_PAID); every product gets status 2 (default) or 4 with its history entry
 * (but one already out on another contract in progress, which stays rented), then the rental is
 * validated (3). All of it or nothing.
 */
export const closeContract = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: RentalClose,
): Promise<RentalRead> => {
  await accessRental(ctx, actor, id, ['rental_contract']);
  if (input.state !== undefined && idFromIri(input.state) !== RentalState.validated) {
    throw rentalError(
      400,
      RentalErrorCode.closeStatus,
      `Closing sets the state /api/rental_states/${RentalState.validated}.`,
      [
        {
          propertyPath: 'state',
          message: `Closing sets the state /api/rental_states/${RentalState.validated}.`,
        },
      ],
    );
  }
  await rentalTransaction(ctx, async (tx) => {
    const rental = await lockRental(tx, id);
    if (!rentalTransitions.close(rental, ''))
      throw illegal(
        `Only a contract in progress can be closed (this ${kindOf(rental)} is "${rental.state}").`,
      );
    // docs/domain.md "Closing a contract": without a stay, nothing may be left to pay (exactly 0);
    // the rental row is locked, so no payment or cancellation slips in between.
    if (
      !rental.stayId &&
      !(await rentalPort('isFullyPaid')(tx, {
        ...rental,
        allTaxesIncludedAmount: String(rental.allTaxesIncludedAmount),
      }))
    ) {
      throw rentalError(409, PaymentErrorCode.contractUnpaid, PaymentDescription.contractUnpaid);
    }
    const productIds = await productIdsOf(tx, id);
    const chosen = new Map<number, { statusId: number; comment: string | null }>();
    for (const [index, entry] of (input.products ?? []).entries()) {
      const productId = idFromIri(entry.product);
      const statusId = idFromIri(entry.status);
      const path = `products[${index}]`;
      if (!productIds.includes(productId)) {
        const description = `Product ${entry.product} is not a product of this contract.`;
        throw rentalError(400, RentalErrorCode.closeStatus, description, [
          { propertyPath: path, message: description },
        ]);
      }
      if (statusId !== ProductStatus.available && statusId !== ProductStatus.unavailable) {
        const description = 'A closed product goes back to status 2 (available) or 4 (unavailable).';
        throw rentalError(400, RentalErrorCode.closeStatus, description, [
          { propertyPath: `${path}.status`, message: description },
        ]);
      }
      chosen.set(productId, { statusId, comment: entry.comment?.trim() || null });
    }
    // A product already out on another contract in progress stays rented (it is with that customer).
    const outElsewhere = await productsOutOnOtherContracts(tx, productIds, id);
    for (const productId of productIds) {
      if (outElsewhere.has(productId)) continue;
      const choice = chosen.get(productId) ?? { statusId: ProductStatus.available, comment: null };
      await changeProductStatus(tx, actor, productId, choice.statusId, choice.comment);
    }
    await setState(tx, ctx, id, { stateId: RentalState.validated });
    // The deposit is given back or partly kept; a kept part is a line of the close's invoice (issue 24).
    const kept = await rentalPort('settleAtClose')(ctx, tx, actor, rental, input.deposit);
    await emit(tx, 'contract.closed', { ctx, actor, rentalId: id, kept });
  });
  // The answer is read once committed: the invoice's number counter and the company's ledger head,
  // locked by the invoicing, are not held while it is read (closings of one company queue on them).
  return toRentalRead(ctx.db, (await findRentalRow(ctx.db, id))!);
};

/**
 * PATCH /rentals/{id}/unclose: a validated contract whose invoicing is disabled (a stay bills it)
 * goes back in progress; its products still available are rented again.
 */
export const uncloseContract = async (ctx: AppContext, actor: Actor, id: number): Promise<RentalRead> => {
  await accessRental(ctx, actor, id, ['rental_contract']);
  return rentalTransaction(ctx, async (tx) => {
    const rental = await lockRental(tx, id);
    if (!rentalTransitions.unclose(rental, '')) {
      throw illegal(
        isContract(rental) && rental.stateId === RentalState.validated
          ? 'Only a contract whose invoicing is disabled (billed with its stay) can be reopened.'
          : 'Only a validated contract can be reopened.',
      );
    }
    await setState(tx, ctx, id, { stateId: RentalState.inProgress });
    await emit(tx, 'contract.reopened', {
      now: ctx.now(),
      rental,
      before: { state: rental.stateId },
      after: { state: RentalState.inProgress },
    });
    await moveStatuses(tx, actor, await productIdsOf(tx, id), ProductStatus.available, ProductStatus.rented);
    return toRentalRead(tx, (await findRentalRow(tx, id))!);
  });
};

const cancelIn = async (tx: Tx, ctx: AppContext, actor: Actor, rental: RentalRow) => {
  await setState(tx, ctx, rental.id, { stateId: RentalState.cancelled });
  await setLinesLive(tx, rental.id, false);
  if (isContract(rental)) {
    const productIds = await productIdsOf(tx, rental.id);
    const outElsewhere = await productsOutOnOtherContracts(tx, productIds, rental.id);
    await moveStatuses(
      tx,
      actor,
      productIds.filter((productId) => !outElsewhere.has(productId)),
      ProductStatus.rented,
      ProductStatus.available,
    );
  }
};

/**
 * PATCH /rentals/{id}/cancel: a reservation (new) or a contract in progress is cancelled (4); its
 * holds are released and a contract's products are available again. Needs the feature of its type.
 */
export const cancelRental = async (ctx: AppContext, actor: Actor, id: number): Promise<RentalRead> => {
  await accessRental(ctx, actor, id, 'byType');
  return rentalTransaction(ctx, async (tx) => {
    const rental = await lockRental(tx, id);
    if (!rentalTransitions.cancel(rental, ''))
      throw illegal(`A ${kindOf(rental)} in state "${rental.state}" cannot be cancelled.`);
    await cancelIn(tx, ctx, actor, rental);
    return toRentalRead(tx, (await findRentalRow(tx, id))!);
  });
};

/**
 * PATCH /rentals/{id}/refund: a contract in progress is cancelled as by /cancel and each of its
 * refundable payments is reversed (payments module), in one transaction; the reversals' copies
 * reach the stay system through the payments' outbox after it commits.
 */
export const refundRental = async (ctx: AppContext, actor: Actor, id: number): Promise<RentalRead> => {
  await accessRental(ctx, actor, id, ['rental_contract']);
  return rentalTransaction(ctx, async (tx) => {
    const rental = await lockRental(tx, id);
    if (!rentalTransitions.refund(rental, ''))
      throw illegal(
        `Only a contract in progress can be refunded (this ${kindOf(rental)} is "${rental.state}").`,
      );
    await cancelIn(tx, ctx, actor, rental);
    await emit(tx, 'rental.refunded', { ctx, actor, rentalId: id });
    return toRentalRead(tx, (await findRentalRow(tx, id))!);
  });
};

/** The rental's totals are the sums of its lines (after a line changed). */
const resumTotals = async (tx: Tx, ctx: AppContext, rentalId: number) => {
  const lines = await linesOfRental(tx, rentalId);
  const sum = (key: 'dutyFreeAmount' | 'taxAmount' | 'allTaxesIncludedAmount') =>
    formatCents(lines.reduce((total, line) => total + toCents(line[key]), 0));
  await setState(tx, ctx, rentalId, {
    dutyFreeAmount: sum('dutyFreeAmount'),
    taxAmount: sum('taxAmount'),
    allTaxesIncludedAmount: sum('allTaxesIncludedAmount'),
  });
};

const lineRead = async (tx: Tx, lineId: number): Promise<RentalProductRead> =>
  (await toLineReads(tx, [(await findLineRow(tx, lineId))!]))[0]!;

/**
 * PATCH /rental_products/{id}/replace: the line's product is replaced by one of the same range,
 * model, min and max, free for the rental's period; the old product may be made unavailable (4,
 * comment required). Product statuses follow (a contract in progress rents the new one), with
 * history entries; a replaced product is recorded. Joins the caller's transaction (PATCH /contracts
 * with replacedProducts).
 */
export const replaceLine = async (
  ctx: AppContext,
  actor: Actor,
  lineId: number,
  input: RentalProductReplace,
): Promise<RentalProductRead> => {
  await accessLine(ctx, actor, lineId, 'byType');
  const comment = input.comment?.trim() || null;
  if (input.unavailable && !comment) {
    throw rentalError(400, RentalErrorCode.commentRequired, RentalDescription.commentRequired, [
      { propertyPath: 'comment', message: RentalDescription.commentRequired },
    ]);
  }
  return rentalTransaction(ctx, async (tx) => {
    const line = await findLineRow(tx, lineId);
    if (!line) throw notFound('Rental product');
    const rental = await lockRental(tx, line.rentalId);
    if (rental.stateId !== RentalState.new && rental.stateId !== RentalState.inProgress) {
      throw rentalError(409, RentalErrorCode.readOnly, RentalDescription.readOnly);
    }
    const newId = idFromIri(input.product);
    const lines = await linesOfRental(tx, rental.id);
    if (lines.some((l) => l.productId === newId)) {
      const description = 'The replacement is already a product of this rental.';
      // The replacement is named by its IRI, not its number: the line is the one on screen.
      throw rentalError(
        400,
        RentalErrorCode.duplicateProduct,
        description,
        [{ propertyPath: 'product', message: description }],
        { products: [] },
      );
    }
    const [oldProduct] = await readProducts(tx, [line.productId]);
    const [replacement] = await checkProducts(tx, {
      siteId: rental.siteId,
      productIds: [newId],
      startsAt: rental.startsAt,
      endsAt: rental.endsAt,
      rentalId: rental.id,
    });
    if (
      !oldProduct ||
      !replacement ||
      replacement.rangeId !== oldProduct.rangeId ||
      replacement.model !== oldProduct.model ||
      replacement.min !== oldProduct.min ||
      replacement.max !== oldProduct.max
    ) {
      const description = `${RentalDescription.notCompatible} [${replacement?.internalNumber ?? newId}]`;
      throw rentalError(400, RentalErrorCode.notCompatible, description, [
        { propertyPath: 'product', message: description },
      ]);
    }
    const names = await pricingTypeNames(tx);
    const priced = await priceRental(ctx, tx, {
      siteId: rental.siteId,
      products: [replacement],
      pricingType: { id: rental.pricingTypeId, description: names.get(rental.pricingTypeId) ?? '' },
      length: rentalLength(
        rental.startDate,
        rental.startPeriod as 8 | 13,
        rental.endDate,
        rental.endPeriod as 8 | 13 | 19,
      ),
      discount: Number(rental.discount),
    });
    const pricedLine = priced.lines[0]!;
    await setLineProduct(tx, lineId, {
      productId: replacement.id,
      dutyFreeAmount: formatCents(pricedLine.amounts.dutyFree),
      taxAmount: formatCents(pricedLine.amounts.tax),
      allTaxesIncludedAmount: formatCents(pricedLine.amounts.allTaxesIncluded),
      declinationPricingModels: [pricedLine.model],
    });
    await insertReplacedProduct(tx, {
      rentalId: rental.id,
      rentalProductId: lineId,
      oldProductId: oldProduct.id,
      newProductId: replacement.id,
      comment,
      createdById: actor.userId,
    });
    const rents = isContract(rental) && rental.stateId === RentalState.inProgress;
    if (input.unavailable) {
      await changeProductStatus(tx, actor, oldProduct.id, ProductStatus.unavailable, comment);
    } else if (
      rents &&
      oldProduct.statusId === ProductStatus.rented &&
      !(await productsOutOnOtherContracts(tx, [oldProduct.id], rental.id)).has(oldProduct.id)
    ) {
      await changeProductStatus(tx, actor, oldProduct.id, ProductStatus.available, comment);
    }
    if (rents) await changeProductStatus(tx, actor, replacement.id, ProductStatus.rented, null);
    await resumTotals(tx, ctx, rental.id);
    return lineRead(tx, lineId);
  });
};

/** PATCH /rental_products/{id} {validate: true}: validates a line of a new or in-progress rental. */
export const validateLine = async (
  ctx: AppContext,
  actor: Actor,
  lineId: number,
): Promise<RentalProductRead> => {
  await accessLine(ctx, actor, lineId, 'byType');
  return rentalTransaction(ctx, async (tx) => {
    const line = await findLineRow(tx, lineId);
    if (!line) throw notFound('Rental product');
    const rental = await lockRental(tx, line.rentalId);
    if (rental.stateId !== RentalState.new && rental.stateId !== RentalState.inProgress) {
      throw rentalError(409, RentalErrorCode.readOnly, RentalDescription.readOnly);
    }
    await setLineValidated(tx, lineId);
    return lineRead(tx, lineId);
  });
};

/**
 * PATCH /rentals/{id}/fds: a contract of a stay customer is marked (or no longer) "paid at the end
 * of the stay": the rentals list finds it under "to collect at the end of the stay", and its
 * payment is taken when the guest checks out (issue 24). A rental without a stay is refused (409).
 */
export const markEndOfStay = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  fds: boolean,
): Promise<RentalRead> => {
  await accessRental(ctx, actor, id, ['rental_contract']);
  return rentalTransaction(ctx, async (tx) => {
    const rental = await lockRental(tx, id);
    if (fds && !rental.stayId) {
      throw rentalError(409, DepositErrorCode.fdsWithoutStay, DepositDescription.fdsWithoutStay);
    }
    if (rental.stateId === RentalState.cancelled || rental.stateId === RentalState.failed) {
      throw rentalError(409, RentalErrorCode.readOnly, RentalDescription.readOnly);
    }
    await setState(tx, ctx, id, { fds });
    return toRentalRead(tx, (await findRentalRow(tx, id))!);
  });
};
