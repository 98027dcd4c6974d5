import {
  availableProductGroup,
  defaultDiscountRead,
  type RentalClose,
  type RentalMigrate,
  type RentalPatch,
  type RentalProductReplace,
  type RentalWrite,
  rentalListItem,
  rentalProductRead,
  rentalRead,
} from '@velodesk/contract/api/rentals';
import { hydraCollection } from '@velodesk/contract/hydra';
import { apiRequest, type QueryParams } from '../api/api-client.ts';

/**
 * The rentals API (apps/api/src/modules/rentals/rentals.routes.ts): reads and the life-cycle
 * writes. Screens call the writes through hooks/use-rental-writes.ts, never directly.
 */

/** Reservation (POST/PATCH /reservations) or contract (POST/PATCH /contracts). */
export type RentalKind = 'reservation' | 'contract';
const kindPath = (kind: RentalKind) => (kind === 'contract' ? '/contracts' : '/reservations');

// ---- reads ----

export const fetchRental = (id: number, signal?: AbortSignal) =>
  apiRequest(`/rentals/${id}`, rentalRead, { signal });

/** One page of GET /rentals (filters, page and sort in the grid's query parameters). */
export const fetchRentalsPage = (query: QueryParams, signal?: AbortSignal) =>
  apiRequest('/rentals', hydraCollection(rentalListItem), { query, signal });

/** The lines of a rental (GET /rental_products?rental.id=). */
export const fetchRentalProducts = async (rentalId: number, signal?: AbortSignal) => {
  const page = await apiRequest('/rental_products', hydraCollection(rentalProductRead), {
    query: { 'rental.id': rentalId, itemsPerPage: 200 },
    signal,
  });
  return page['hydra:member'];
};

export interface AvailabilityQuery {
  /** Local date-time carrying the start period (`2026-07-14T08:00:00`) or a date. */
  searchStartDate: string;
  searchEndDate: string;
  /** The rental being edited: its own products count as available. */
  rentalId?: number | null;
}

/** The available products grouped by declination (range, model, size), with their prices for the period. */
export const fetchAvailability = async (query: AvailabilityQuery, signal?: AbortSignal) => {
  const answer = await apiRequest(
    '/products/available_for_reservation',
    hydraCollection(availableProductGroup),
    {
      query: {
        searchStartDate: query.searchStartDate,
        searchEndDate: query.searchEndDate,
        rentalId: query.rentalId ?? undefined,
      },
      signal,
    },
  );
  return answer['hydra:member'];
};

/** The default discount and pricing type of a customer (and stay): the loyalty discount in force. */
export const fetchDefaultDiscount = (
  query: { customerId: number; stayId?: string | null },
  signal?: AbortSignal,
) =>
  apiRequest('/rentals/default_discount', defaultDiscountRead, {
    query: { customer: `/api/customers/${query.customerId}`, stayId: query.stayId ?? undefined },
    signal,
  });

// ---- writes ----

export const createRental = (kind: RentalKind, body: RentalWrite) =>
  apiRequest(kindPath(kind), rentalRead, { method: 'POST', body });

export const updateRental = (kind: RentalKind, id: number, body: RentalPatch) =>
  apiRequest(`${kindPath(kind)}/${id}`, rentalRead, { method: 'PATCH', body });

/** A reservation becomes a contract (409 PAYMENT_REQUIRED while a stay-less one is unpaid). */
export const migrateReservation = (id: number, body?: RentalMigrate) =>
  apiRequest(`/reservations/migrate/${id}`, rentalRead, { method: 'PATCH', ...(body ? { body } : {}) });

/** One atomic call: every product's status (2 or 4), its history, then the closed state. */
export const closeContract = (id: number, body: RentalClose) =>
  apiRequest(`/rentals/${id}/close`, rentalRead, { method: 'PATCH', body });

/** Marks a stay's contract paid (or not) at the end of the stay (409 FDS_WITHOUT_STAY without a stay). */
export const markEndOfStay = (id: number, fds: boolean) =>
  apiRequest(`/rentals/${id}/fds`, rentalRead, { method: 'PATCH', body: { fds } });

export const uncloseContract = (id: number) =>
  apiRequest(`/rentals/${id}/unclose`, rentalRead, { method: 'PATCH' });

/** Cancels a contract in progress, or deletes (cancels) a reservation. */
export const cancelRental = (id: number) =>
  apiRequest(`/rentals/${id}/cancel`, rentalRead, { method: 'PATCH' });

export const refundRental = (id: number) =>
  apiRequest(`/rentals/${id}/refund`, rentalRead, { method: 'PATCH' });

export const replaceRentalProduct = (rentalProductId: number, body: RentalProductReplace) =>
  apiRequest(`/rental_products/${rentalProductId}/replace`, rentalProductRead, { method: 'PATCH', body });

export const validateRentalProduct = (rentalProductId: number) =>
  apiRequest(`/rental_products/${rentalProductId}`, rentalProductRead, {
    method: 'PATCH',
    body: { validate: true },
  });
