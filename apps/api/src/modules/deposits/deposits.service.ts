import {
  type DepositAtStart,
  DepositDescription,
  DepositErrorCode,
  type DepositQuoteRead,
  type DepositRead,
  type DepositSettle,
  type DepositState,
  type DepositTake,
  type DepositWaiver,
  type HeldDepositRead,
  type KeptReason,
} from '@velodesk/contract/api/deposits';
import { RentalState } from '@velodesk/contract/ids';
import { formatCents, fromCents, toCents } from '@velodesk/contract/pricing';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError, notFound } from '../../platform/errors.ts';
import { ref } from '../../platform/hydra.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { readUserNames } from '../access/access.api.ts';
import { readProducts } from '../catalogue/catalogue.api.ts';
import { readCustomers } from '../customers/customers.api.ts';
import { recordDepositRetention } from '../payments/payments.api.ts';
import {
  accessRental,
  type RentalForDeposit,
  readRentalForDeposit,
  readRentalProductIds,
} from '../rentals/rentals.api.ts';
import { requiredDepositCents } from './deposit-rules.service.ts';
import { accessSiteDeposits, accessWaiver } from './deposits.access.ts';
import { emptyDepositRead, readDepositReads } from './deposits.read.ts';
import {
  type DepositRow,
  ensureDeposit,
  findDeposit,
  heldOfSite,
  updateDeposit,
} from './deposits.repository.ts';

/**
 * A contract's deposit (issue 24, docs/decisions/deposits.md): its amount from the site's rules
 * (changeable until it is taken), taken with the contract's start (or waived by a manager with a
 * reason), then given back in full or partly kept at the close. A deposit is never revenue: its
 * kept part becomes a line of the close's invoice, settled by a retention payment.
 */

const depositError = (status: 400 | 409, code: string, description: string, propertyPath?: string) =>
  new DomainError(
    status,
    status === 400 ? 'Bad Request' : 'Conflict',
    description,
    propertyPath ? [{ propertyPath, message: description }] : undefined,
  ).withCode(code);

const isOpen = (rental: RentalForDeposit) =>
  rental.stateId === RentalState.new || rental.stateId === RentalState.inProgress;

/** The deposit of a rental, created with the amount its lines require when it has none yet. */
const depositOf = async (tx: Tx, rental: RentalForDeposit): Promise<DepositRow> => {
  const existing = await findDeposit(tx, rental.id, true);
  if (existing) return existing;
  const cents = await requiredDepositCents(tx, rental.siteId, await readRentalProductIds(tx, rental.id));
  return ensureDeposit(tx, {
    rentalId: rental.id,
    siteId: rental.siteId,
    amountRequired: formatCents(cents),
  });
};

const takeIn = async (tx: Tx, ctx: AppContext, actor: Actor, deposit: DepositRow, take: DepositTake) => {
  if (deposit.state !== 'none') {
    throw depositError(409, DepositErrorCode.state, DepositDescription.alreadyTaken);
  }
  const values = {
    state: 'held' as DepositState,
    form: take.form,
    reference: take.reference?.trim() || null,
    documentKind: take.form === 'identity_document' ? (take.documentKind ?? null) : null,
    amountTaken: formatCents(toCents(take.amount)),
    takenById: actor.userId,
    takenAt: ctx.now(),
  };
  await updateDeposit(tx, deposit.rentalId, values);
  return { ...deposit, ...values };
};

const waiveIn = async (tx: Tx, ctx: AppContext, actor: Actor, deposit: DepositRow, waiver: DepositWaiver) => {
  accessWaiver(actor);
  if (deposit.state !== 'none') {
    throw depositError(409, DepositErrorCode.state, DepositDescription.alreadyTaken);
  }
  const values = { waivedReason: waiver.reason.trim(), waivedById: actor.userId, waivedAt: ctx.now() };
  await updateDeposit(tx, deposit.rentalId, values);
  return { ...deposit, ...values };
};

/**
 * A contract starts (POST /contracts, migrate), in its transaction: its deposit gets the amount
 * its lines require (or the one a user set on the reservation), is taken or waived as the body
 * says, and a required deposit neither taken nor waived refuses the start (409 DEPOSIT_REQUIRED).
 * The rentals module checked contract access to the rental.
 */
export const startContractDeposit = async (
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  rental: RentalForDeposit,
  input: DepositAtStart | undefined,
): Promise<void> => {
  if (input?.take && input.waiver) {
    throw depositError(400, DepositErrorCode.invalid, 'A deposit is taken or waived, not both.', 'deposit');
  }
  let deposit = await depositOf(tx, rental);
  if (input?.take) deposit = await takeIn(tx, ctx, actor, deposit, input.take);
  if (input?.waiver) deposit = await waiveIn(tx, ctx, actor, deposit, input.waiver);
  if (toCents(deposit.amountRequired) > 0 && deposit.state === 'none' && deposit.waivedReason === null) {
    throw depositError(409, DepositErrorCode.required, DepositDescription.required, 'deposit');
  }
};

/** What the close keeps of a deposit, for its invoice line. */
export interface KeptDeposit {
  cents: number;
  reason: KeptReason;
  comment: string | null;
}

/**
 * The close's deposit part, in the close's transaction (the rentals module checked contract
 * access): a held deposit is given back in full, or an amount is kept with its reason; the kept
 * part is settled by a retention payment (payments module) and answered for the invoice's line.
 */
export const settleAtClose = async (
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  rental: { id: number; siteId: number },
  input: DepositSettle | undefined,
): Promise<KeptDeposit | null> => {
  const keptCents = input ? toCents(input.keptAmount) : 0;
  const deposit = await findDeposit(tx, rental.id, true);
  if (deposit?.state !== 'held') {
    if (keptCents > 0) {
      throw depositError(409, DepositErrorCode.state, DepositDescription.nothingToKeep, 'deposit.keptAmount');
    }
    return null;
  }
  const taken = toCents(deposit.amountTaken ?? '0');
  if (keptCents > taken) {
    throw depositError(
      400,
      DepositErrorCode.keptTooMuch,
      DepositDescription.keptTooMuch,
      'deposit.keptAmount',
    );
  }
  if (keptCents > 0 && !input?.keptReason) {
    throw depositError(
      400,
      DepositErrorCode.keptTooMuch,
      DepositDescription.keptReasonRequired,
      'deposit.keptReason',
    );
  }
  const state: DepositState = keptCents === 0 ? 'returned' : keptCents === taken ? 'kept' : 'partly_kept';
  const retentionPaymentId =
    keptCents > 0
      ? await recordDepositRetention(ctx, tx, actor, {
          siteId: rental.siteId,
          rentalId: rental.id,
          cents: keptCents,
        })
      : null;
  await updateDeposit(tx, rental.id, {
    state,
    returnedAmount: formatCents(taken - keptCents),
    keptAmount: formatCents(keptCents),
    keptReason: keptCents > 0 ? (input?.keptReason ?? null) : null,
    keptComment: keptCents > 0 ? input?.keptComment?.trim() || null : null,
    retentionPaymentId,
    settledById: actor.userId,
    settledAt: ctx.now(),
  });
  return keptCents > 0
    ? { cents: keptCents, reason: input!.keptReason!, comment: input?.keptComment?.trim() || null }
    : null;
};

// ---- the endpoints of one rental's deposit ----

const openRental = async (ctx: AppContext, actor: Actor, id: number): Promise<RentalForDeposit> => {
  const rental = await accessRental(ctx, actor, id, ['rental_contract']);
  if (!isOpen(rental)) throw depositError(409, DepositErrorCode.state, DepositDescription.notOpen);
  return rental;
};

const inRental = async <T>(
  ctx: AppContext,
  actor: Actor,
  id: number,
  work: (tx: Tx, rental: RentalForDeposit, deposit: DepositRow) => Promise<T>,
): Promise<DepositRead> => {
  await openRental(ctx, actor, id);
  await transaction(
    ctx,
    async (tx) => {
      const rental = await readRentalForDeposit(tx, id, true);
      if (!rental) throw notFound('Rental');
      if (!isOpen(rental)) throw depositError(409, DepositErrorCode.state, DepositDescription.notOpen);
      await work(tx, rental, await depositOf(tx, rental));
    },
    { isolation: 'read committed' },
  );
  return (await readDepositReads(dbOf(ctx), [id])).get(id)!;
};

/** GET /rentals/{id}/deposit: the deposit, or the one its lines would require now. */
export const getDeposit = async (ctx: AppContext, actor: Actor, id: number): Promise<DepositRead> => {
  const rental = await accessRental(ctx, actor, id, ['rental_contract']);
  const db = dbOf(ctx);
  const read = (await readDepositReads(db, [id])).get(id);
  if (read) return read;
  const cents = await requiredDepositCents(db, rental.siteId, await readRentalProductIds(db, id));
  return { ...emptyDepositRead, amountRequired: fromCents(cents) };
};

/** PATCH /rentals/{id}/deposit {amountBail}: the amount, before it is taken. */
export const changeDepositAmount = (ctx: AppContext, actor: Actor, id: number, amountBail: number) =>
  inRental(ctx, actor, id, async (tx, _rental, deposit) => {
    if (deposit.state !== 'none')
      throw depositError(409, DepositErrorCode.state, DepositDescription.amountLocked);
    await updateDeposit(tx, id, { amountRequired: formatCents(toCents(amountBail)) });
  });

/** POST /rentals/{id}/deposit/take: the deposit of a new reservation or a contract in progress. */
export const takeDeposit = (ctx: AppContext, actor: Actor, id: number, take: DepositTake) =>
  inRental(ctx, actor, id, (tx, _rental, deposit) => takeIn(tx, ctx, actor, deposit, take));

/** POST /rentals/{id}/deposit/waive: a manager waives it, with a reason. */
export const waiveDeposit = (ctx: AppContext, actor: Actor, id: number, waiver: DepositWaiver) => {
  accessWaiver(actor);
  return inRental(ctx, actor, id, (tx, _rental, deposit) => waiveIn(tx, ctx, actor, deposit, waiver));
};

/** POST /deposits/quote: what the site's rules require for these products (a new contract's form). */
export const quoteDeposit = async (
  ctx: AppContext,
  actor: Actor,
  siteId: number,
  productIds: number[],
): Promise<DepositQuoteRead> => {
  accessSiteDeposits(actor, siteId);
  const db = dbOf(ctx);
  const ofSite = (await readProducts(db, productIds)).filter((product) => product.siteId === siteId);
  const cents = await requiredDepositCents(
    db,
    siteId,
    ofSite.map((product) => product.id),
  );
  return { amountRequired: fromCents(cents) };
};

/** GET /deposits/held?siteId=: the deposits a site holds now ("what should be in the drawer"). */
export const findHeldDeposits = async (
  ctx: AppContext,
  actor: Actor,
  siteId: number,
): Promise<HeldDepositRead[]> => {
  accessSiteDeposits(actor, siteId);
  const db = dbOf(ctx);
  const rows = await heldOfSite(db, siteId);
  const rentals = await Promise.all(rows.map((row) => readRentalForDeposit(db, row.rentalId)));
  const [customers, users] = await Promise.all([
    readCustomers(
      db,
      rentals.flatMap((rental) => (rental ? [rental.customerId] : [])),
    ),
    readUserNames(
      db,
      rows.flatMap((row) => (row.takenById === null ? [] : [row.takenById])),
    ),
  ]);
  return rows.map((row, index) => {
    const customer = customers.get(rentals[index]?.customerId ?? 0);
    return {
      rental: { '@id': ref('rentals', row.rentalId), id: row.rentalId },
      customerName: [customer?.name, customer?.lastname].filter(Boolean).join(' '),
      form: row.form as HeldDepositRead['form'],
      reference: row.reference,
      documentKind: row.documentKind,
      amountTaken: fromCents(toCents(row.amountTaken ?? '0')),
      takenAt: row.takenAt?.toISOString() ?? null,
      takenBy: row.takenById === null ? null : (users.get(row.takenById)?.username ?? null),
    };
  });
};
