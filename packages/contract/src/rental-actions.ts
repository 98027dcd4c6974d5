import { RentalState, RentalType } from './ids.ts';
import { type Grants, hasFeature } from './permissions.ts';

/**
 * Which actions a rental offers to a user (rentals spec section 4 "Action availability" and
 * section 6): one set of pure rules for the rental list, the rental details and the rental page,
 * and the transitions the API's life cycle refuses otherwise (rentalTransitions).
 */
export interface RentalFacts {
  rentalTypeId: number;
  stateId: number;
  /** The start, a local date or date-time of the rental's site ('2026-07-14' or '2026-07-14T08:00:00'). */
  startDate: string;
  invoicingDisabled: boolean;
}

export type RentalAction = 'edit' | 'migrate' | 'close' | 'unclose' | 'cancel' | 'refund';

const isContract = (rental: RentalFacts) => rental.rentalTypeId === RentalType.contract;
const isReservation = (rental: RentalFacts) => rental.rentalTypeId === RentalType.reservation;

/**
 * Validated, cancelled and failed rentals are read-only: the one rule of the API's life cycle,
 * the rental page, the reservation modal and the planning's links (it reads only the state).
 */
export const isRentalReadOnly = (rental: Pick<RentalFacts, 'stateId'>): boolean =>
  rental.stateId !== RentalState.new && rental.stateId !== RentalState.inProgress;

/** The start date has come: today (yyyy-mm-dd) or earlier. */
export const hasStarted = (rental: RentalFacts, today: string): boolean =>
  rental.startDate.slice(0, 10) <= today;

/**
 * Each action's transition rule: whether the rental's type and state (and, to migrate, its start
 * date against `today`, yyyy-mm-dd) allow it. The API refuses an action these rules do not allow
 * (409); the screens show only the actions they allow to a user with the feature.
 */
export const rentalTransitions: Record<RentalAction, (rental: RentalFacts, today: string) => boolean> = {
  // Validated and cancelled rentals are read-only.
  edit: (rental) => !isRentalReadOnly(rental),
  // A reservation not cancelled whose start date is today or earlier.
  migrate: (rental, today) =>
    isReservation(rental) && rental.stateId === RentalState.new && hasStarted(rental, today),
  // A contract in progress.
  close: (rental) => isContract(rental) && rental.stateId === RentalState.inProgress,
  // A validated contract whose invoicing is disabled (its stay bills it).
  unclose: (rental) =>
    isContract(rental) && rental.stateId === RentalState.validated && rental.invoicingDisabled,
  // A contract in progress or a new reservation.
  cancel: (rental) =>
    isContract(rental) ? rental.stateId === RentalState.inProgress : rental.stateId === RentalState.new,
  // A contract in progress: cancelled with its payments reversed.
  refund: (rental) => isContract(rental) && rental.stateId === RentalState.inProgress,
};

/** The feature an action needs: edit and cancel the feature of the rental's type, the others contract access. */
const featureOf = (action: RentalAction, rental: RentalFacts) =>
  (action === 'edit' || action === 'cancel') && !isContract(rental)
    ? 'rental_reservation'
    : 'rental_contract';

/** Each action: whether it is offered for this rental, to this user, on `today` (yyyy-mm-dd). */
export const rentalActionRules: Record<
  RentalAction,
  (rental: RentalFacts, grants: Grants, today: string) => boolean
> = Object.fromEntries(
  (Object.keys(rentalTransitions) as RentalAction[]).map((action) => [
    action,
    (rental: RentalFacts, grants: Grants, today: string) =>
      rentalTransitions[action](rental, today) && hasFeature(grants, featureOf(action, rental)),
  ]),
) as Record<RentalAction, (rental: RentalFacts, grants: Grants, today: string) => boolean>;

const actionOrder: readonly RentalAction[] = ['edit', 'migrate', 'close', 'unclose', 'cancel', 'refund'];

/** The actions offered, in the order they are shown. */
export const rentalActions = (rental: RentalFacts, grants: Grants, today: string): RentalAction[] =>
  actionOrder.filter((action) => rentalActionRules[action](rental, grants, today));

/** Where edit and migrate lead (rentals spec "Rental list"). */
export const rentalEditPath = (rental: Pick<RentalFacts, 'rentalTypeId'> & { id: number }): string =>
  `/rental/${rental.rentalTypeId === RentalType.contract ? 'contract' : 'reservation'}?edit=true&id=${rental.id}`;
export const rentalMigratePath = (id: number): string =>
  `/rental/reservation?edit=true&id=${id}&migrate=true`;

export type RentalLineAction = 'validate' | 'replace';

/**
 * The actions of a rental's product line (rentals spec "Rental details"): an unvalidated line can
 * be validated, a validated one replaced unless the rental is cancelled. Both change the rental,
 * so both also need the rental to be editable (validated rentals are read-only too) and the
 * feature of its type.
 */
export const rentalLineActions = (
  rental: RentalFacts,
  line: { validated: boolean },
  grants: Grants,
): RentalLineAction[] => {
  if (rental.stateId === RentalState.cancelled || isRentalReadOnly(rental)) return [];
  if (!hasFeature(grants, isContract(rental) ? 'rental_contract' : 'rental_reservation')) return [];
  return [line.validated ? 'replace' : 'validate'];
};

/**
 * A contract left unpaid (docs/domain.md "Closing a contract"): a contract new, in progress or
 * closed (validated), without a stay (a stay bills it), with something left to pay (its active
 * payments, in cents, below its tax-inclusive total). A closed contract is unpaid only when a
 * payment was cancelled after its close (docs/decisions/unpaid-contracts.md). The list flags it,
 * the page offers to take the payment (the API accepts it), and the API refuses to close it. The
 * list's `unpaid` filter is the same rule in SQL (rentals-list.read.ts).
 */
export const isUnpaidContract = (rental: {
  rentalTypeId: number;
  stateId: number;
  stayId: string | null;
  totalCents: number;
  paidCents: number;
}): boolean =>
  rental.rentalTypeId === RentalType.contract &&
  (rental.stateId === RentalState.new ||
    rental.stateId === RentalState.inProgress ||
    rental.stateId === RentalState.validated) &&
  !rental.stayId &&
  rental.paidCents < rental.totalCents;
