import type { CustomerRead } from '@velodesk/contract/api/customers';
import { RentalErrorCode, type RentalRead } from '@velodesk/contract/api/rentals';
import { ServerDescription } from '@velodesk/contract/errors';
import { RentalType, StayState } from '@velodesk/contract/ids';
import { StaySystemError } from '../../integrations/stay-system/stay-system.error.ts';
import { callStaySystem } from '../../integrations/stay-system/stay-system.failure.ts';
import type { StaySystemClient } from '../../integrations/stay-system/stay-system.types.ts';
import type { AppContext } from '../../platform/context.ts';
import { readCustomers } from '../customers/customers.api.ts';
import { rentalError, type StayInfo } from './rental-rules.ts';

/**
 * The stay system as the rentals module uses it: always BEFORE the action's transaction (a
 * retried transaction must not call it again; a failure writes nothing).
 */

/** What the rentals actions need: the application's context and the stay system. */
export interface RentalDeps {
  ctx: AppContext;
  staySystem: StaySystemClient;
}

/**
 * The customer's current stay in the stay system, which must be the stay given. A reservation
 * takes a stay present (4) or reserved (3); a contract a stay present (4): else "Wrong Stay state".
 */
export const readStay = async (
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
  const stay = await callStaySystem(deps.ctx.log, () => deps.staySystem.getCustomer(clientId));
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
    paymentLink: stay.paymentUrl || null,
    emplacementName: stay.emplacementName || null,
    stayDateStart: stay.stayDateStart || null,
    stayDateEnd: stay.stayDateEnd || null,
    stayState: stay.stayState,
  };
};

/** A stay system's date (yyyy-mm-dd, or a date-time): its day, else null. */
const dayOf = (value: string | null | undefined): string | null =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/** The stay's first and last days of a stay just read (the answer of a save). */
export const stayDatesOf = (stay: StayInfo | null): Pick<RentalRead, 'stayDateStart' | 'stayDateEnd'> => ({
  stayDateStart: dayOf(stay?.stayDateStart),
  stayDateEnd: dayOf(stay?.stayDateEnd),
});

/**
 * A rental's answer with its stay's first and last days (GET /rentals/{id}, issue 22), as the
 * stay system knows them: its current stay of the rental's customer, when it is the rental's
 * stay. A rental without a stay, a customer the stay system does not know, another current stay,
 * or a stay system that fails: null dates, and the rental is still answered (the save checks the
 * end against the stay again).
 */
export const withStayDates = async (deps: RentalDeps, rental: RentalRead): Promise<RentalRead> => {
  const none = { ...rental, stayDateStart: null, stayDateEnd: null };
  if (!rental.stayId) return none;
  const customer = (await readCustomers(deps.ctx.db, [rental.customer.id])).get(rental.customer.id);
  const clientId = customer?.huttosoft;
  if (!clientId) return none;
  try {
    const stay = await deps.staySystem.getCustomer(clientId);
    if (stay.stayId === undefined || stay.stayId === null || String(stay.stayId) !== rental.stayId)
      return none;
    return { ...rental, stayDateStart: dayOf(stay.stayDateStart), stayDateEnd: dayOf(stay.stayDateEnd) };
  } catch (error) {
    if (!(error instanceof StaySystemError)) throw error;
    deps.ctx.log.warn(
      { kind: error.kind, status: error.status, operation: error.operation, rentalId: rental.id },
      `The stay of rental ${rental.id} could not be read: ${error.message}`,
    );
    return none;
  }
};
