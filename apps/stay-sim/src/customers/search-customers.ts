import { badRequest } from '../http/http-error.ts';
import { queryValue, type RawQuery } from '../http/query.ts';
import { isIsoDate } from '../seed/dates.ts';
import type { SeededClient, StayCustomer, StayState } from '../types.ts';
import { STAY_STATE_PRESENT, STAY_STATE_RESERVATION } from '../types.ts';
import { normalizeText } from './normalize-text.ts';

export const MIN_LAST_NAME_LENGTH = 3;

export interface CustomerSearchCriteria {
  siteId: string;
  lastName: string;
  emplacementName?: string;
  stayState?: StayState;
  /** Only with stayState 3: stays overlapping [stayDateStart, stayDateEnd] (either bound may be left open). */
  stayDateStart?: string;
  stayDateEnd?: string;
  stayReference?: string;
}

/** Reads and checks the search query; throws a 400 HttpError with the stay system's message. */
export function parseCustomerSearch(query: RawQuery): CustomerSearchCriteria {
  const lastName = queryValue(query, 'lastName');
  if (lastName === undefined || lastName.length < MIN_LAST_NAME_LENGTH) {
    throw badRequest(`customerLastName must have at least ${MIN_LAST_NAME_LENGTH} characters`);
  }
  const stayState = parseStayState(queryValue(query, 'stayState'));
  const stayDateStart = parseDate(query, 'stayDateStart');
  const stayDateEnd = parseDate(query, 'stayDateEnd');
  if (stayDateStart !== undefined && stayDateEnd !== undefined && stayDateEnd < stayDateStart) {
    throw badRequest('stayDateEnd must not be before stayDateStart');
  }
  const siteId = queryValue(query, 'siteId');
  if (siteId === undefined) throw badRequest('siteId is required');
  return {
    siteId,
    lastName,
    emplacementName: queryValue(query, 'emplacementName'),
    stayState,
    stayDateStart,
    stayDateEnd,
    stayReference: queryValue(query, 'stayReference'),
  };
}

/**
 * The site's clients that match every criterion. The last name matches when it contains the
 * searched text, case and accents ignored; names that start with it come first, then by name.
 */
export function searchCustomers(
  clients: readonly SeededClient[],
  criteria: CustomerSearchCriteria,
): StayCustomer[] {
  const lastName = normalizeText(criteria.lastName);
  const emplacement =
    criteria.emplacementName === undefined ? undefined : normalizeText(criteria.emplacementName);
  const matches: Array<{ customer: StayCustomer; isPrefix: boolean }> = [];
  for (const { siteId, customer } of clients) {
    if (siteId !== criteria.siteId) continue;
    const name = normalizeText(customer.lastName);
    if (!name.includes(lastName)) continue;
    if (emplacement !== undefined && !normalizeText(customer.emplacementName).includes(emplacement)) continue;
    if (criteria.stayState !== undefined && customer.stayState !== criteria.stayState) continue;
    if (criteria.stayState === STAY_STATE_RESERVATION && !overlapsWindow(customer, criteria)) continue;
    if (criteria.stayReference !== undefined && customer.stayId !== criteria.stayReference) continue;
    matches.push({ customer, isPrefix: name.startsWith(lastName) });
  }
  return matches
    .sort(
      (a, b) =>
        Number(b.isPrefix) - Number(a.isPrefix) ||
        a.customer.lastName.localeCompare(b.customer.lastName, 'fr') ||
        a.customer.firstName.localeCompare(b.customer.firstName, 'fr') ||
        a.customer.clientId.localeCompare(b.customer.clientId),
    )
    .map((match) => match.customer);
}

function overlapsWindow(customer: StayCustomer, criteria: CustomerSearchCriteria): boolean {
  if (criteria.stayDateEnd !== undefined && customer.stayDateStart > criteria.stayDateEnd) return false;
  if (criteria.stayDateStart !== undefined && customer.stayDateEnd < criteria.stayDateStart) return false;
  return true;
}

function parseStayState(value: string | undefined): StayState | undefined {
  if (value === undefined) return undefined;
  if (value === String(STAY_STATE_PRESENT)) return STAY_STATE_PRESENT;
  if (value === String(STAY_STATE_RESERVATION)) return STAY_STATE_RESERVATION;
  throw badRequest('stayState must be 4 (present) or 3 (reservation)');
}

function parseDate(query: RawQuery, name: string): string | undefined {
  const value = queryValue(query, name);
  if (value !== undefined && !isIsoDate(value)) throw badRequest(`${name} must be a date (yyyy-mm-dd)`);
  return value;
}
