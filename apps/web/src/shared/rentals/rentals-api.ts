import type {
  RentalClose,
  RentalMigrate,
  RentalPatch,
  RentalProductReplace,
  RentalWrite,
} from '@velodesk/contract/api/rentals';
import { rentalsRoutes } from '@velodesk/contract/routes/rentals';
import type { QueryParams } from '../api/api-client.ts';
import { callRoute } from '../api/api-route.ts';

/**
 * The rentals API (apps/api/src/modules/rentals/rentals.routes.ts): reads and the life-cycle
 * writes. Screens call the writes through hooks/use-rental-writes.ts, never directly.
 */

/** Reservation (POST/PATCH /reservations) or contract (POST/PATCH /contracts). */
export type RentalKind = 'reservation' | 'contract';
const createRoutes = {
  contract: rentalsRoutes['POST /contracts'],
  reservation: rentalsRoutes['POST /reservations'],
} as const;
const updateRoutes = {
  contract: rentalsRoutes['PATCH /contracts/:id'],
  reservation: rentalsRoutes['PATCH /reservations/:id'],
} as const;

// ---- reads ----

export const fetchRental = (id: number, signal?: AbortSignal) =>
  callRoute(rentalsRoutes['GET /rentals/:id'], { params: { id }, signal });

/** One page of GET /rentals (filters, page and sort in the grid's query parameters). */
export const fetchRentalsPage = (query: QueryParams, signal?: AbortSignal) =>
  callRoute(rentalsRoutes['GET /rentals'], { query, signal });

/** The lines of a rental (GET /rental_products?rental.id=). */
export const fetchRentalProducts = async (rentalId: number, signal?: AbortSignal) => {
  const page = await callRoute(rentalsRoutes['GET /rental_products'], {
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
  const answer = await callRoute(rentalsRoutes['GET /products/available_for_reservation'], {
    query: {
      searchStartDate: query.searchStartDate,
      searchEndDate: query.searchEndDate,
      rentalId: query.rentalId ?? undefined,
    },
    signal,
  });
  return answer['hydra:member'];
};

/** The default discount and pricing type of a customer (and stay): the loyalty discount in force. */
export const fetchDefaultDiscount = (
  query: { customerId: number; stayId?: string | null },
  signal?: AbortSignal,
) =>
  callRoute(rentalsRoutes['GET /rentals/default_discount'], {
    query: { customer: `/api/customers/${query.customerId}`, stayId: query.stayId ?? undefined },
    signal,
  });

// ---- writes ----

export const createRental = (kind: RentalKind, body: RentalWrite) => callRoute(createRoutes[kind], { body });

export const updateRental = (kind: RentalKind, id: number, body: RentalPatch) =>
  callRoute(updateRoutes[kind], { params: { id }, body });

/** A reservation becomes a contract (409 PAYMENT_REQUIRED while a stay-less one is unpaid). */
export const migrateReservation = (id: number, body?: RentalMigrate) =>
  callRoute(rentalsRoutes['PATCH /reservations/migrate/:id'], { params: { id }, ...(body ? { body } : {}) });

/** One atomic call: every product's status (2 or 4), its history, then the closed state. */
export const closeContract = (id: number, body: RentalClose) =>
  callRoute(rentalsRoutes['PATCH /rentals/:id/close'], { params: { id }, body });

/** Marks a stay's contract paid (or not) at the end of the stay (409 FDS_WITHOUT_STAY without a stay). */
export const markEndOfStay = (id: number, fds: boolean) =>
  callRoute(rentalsRoutes['PATCH /rentals/:id/fds'], { params: { id }, body: { fds } });

export const uncloseContract = (id: number) =>
  callRoute(rentalsRoutes['PATCH /rentals/:id/unclose'], { params: { id } });

/** Cancels a contract in progress, or deletes (cancels) a reservation. */
export const cancelRental = (id: number) =>
  callRoute(rentalsRoutes['PATCH /rentals/:id/cancel'], { params: { id } });

export const refundRental = (id: number) =>
  callRoute(rentalsRoutes['PATCH /rentals/:id/refund'], { params: { id } });

export const replaceRentalProduct = (rentalProductId: number, body: RentalProductReplace) =>
  callRoute(rentalsRoutes['PATCH /rental_products/:id/replace'], { params: { id: rentalProductId }, body });

export const validateRentalProduct = (rentalProductId: number) =>
  callRoute(rentalsRoutes['PATCH /rental_products/:id'], {
    params: { id: rentalProductId },
    body: { validate: true },
  });
