import type {
  RentalClose,
  RentalMigrate,
  RentalPatch,
  RentalProductRead,
  RentalProductReplace,
  RentalRead,
  RentalWrite,
} from '@velodesk/contract/api/rentals';
import { productHistoryKeys, productKeys } from '../data/keys/fleet-keys.ts';
import { availabilityKeys, planningKeys, rentalKeys, rentalProductKeys } from '../data/keys/rentals-keys.ts';
import { type MutationCallbacks, useResourceMutation } from '../data/use-resource-mutation.ts';
import {
  cancelRental,
  closeContract,
  createRental,
  markEndOfStay,
  migrateReservation,
  type RentalKind,
  refundRental,
  replaceRentalProduct,
  uncloseContract,
  updateRental,
  validateRentalProduct,
} from './rentals-api.ts';

/**
 * The life-cycle writes of rentals (docs/decisions/web-data-layer.md). A rental's change shows in
 * the list and details, its lines, the planning, the availability of products and the fleet's
 * statuses, so every write refreshes all of them; screens pass only their notifications.
 */
export const rentalWriteKeys = [
  rentalKeys.all,
  rentalProductKeys.all,
  planningKeys.all,
  availabilityKeys.all,
  productKeys.all,
  productHistoryKeys.all,
] as const;

/** A new rental (`id` null) or a change of that one (merge-patch). */
export type RentalSave =
  | { kind: RentalKind; id: null; body: RentalWrite }
  | { kind: RentalKind; id: number; body: RentalPatch };

/** Saves a reservation or a contract (POST or PATCH /reservations, /contracts). */
export const useSaveRental = (callbacks?: MutationCallbacks<RentalRead, RentalSave>) =>
  useResourceMutation(
    (save: RentalSave) =>
      save.id === null ? createRental(save.kind, save.body) : updateRental(save.kind, save.id, save.body),
    rentalWriteKeys,
    callbacks,
  );

/** Turns a reservation into a contract (409 PAYMENT_REQUIRED: pay first). */
export const useMigrateReservation = (
  callbacks?: MutationCallbacks<RentalRead, { id: number; body?: RentalMigrate }>,
) =>
  useResourceMutation(
    (migrate: { id: number; body?: RentalMigrate }) => migrateReservation(migrate.id, migrate.body),
    rentalWriteKeys,
    callbacks,
  );

/** Closes a contract in one call: the products' statuses, their history and the closed state. */
export const useCloseContract = (
  callbacks?: MutationCallbacks<RentalRead, { id: number; body: RentalClose }>,
) =>
  useResourceMutation(
    ({ id, body }: { id: number; body: RentalClose }) => closeContract(id, body),
    rentalWriteKeys,
    callbacks,
  );

/** A stay's contract paid (or not) at the end of the stay: the list's filter and the planning show it. */
export const useMarkEndOfStay = (callbacks?: MutationCallbacks<RentalRead, { id: number; fds: boolean }>) =>
  useResourceMutation(
    ({ id, fds }: { id: number; fds: boolean }) => markEndOfStay(id, fds),
    rentalWriteKeys,
    callbacks,
  );

export const useUncloseContract = (callbacks?: MutationCallbacks<RentalRead, number>) =>
  useResourceMutation((id: number) => uncloseContract(id), rentalWriteKeys, callbacks);

/** Cancels a contract in progress; on a reservation it is the "delete" of the reservation modal. */
export const useCancelRental = (callbacks?: MutationCallbacks<RentalRead, number>) =>
  useResourceMutation((id: number) => cancelRental(id), rentalWriteKeys, callbacks);

export const useRefundRental = (callbacks?: MutationCallbacks<RentalRead, number>) =>
  useResourceMutation((id: number) => refundRental(id), rentalWriteKeys, callbacks);

export interface ProductReplacement {
  rentalProductId: number;
  body: RentalProductReplace;
}

/** Replaces a validated line's product (same range, model, min and max); the old one may become unavailable. */
export const useReplaceRentalProduct = (
  callbacks?: MutationCallbacks<RentalProductRead, ProductReplacement>,
) =>
  useResourceMutation(
    ({ rentalProductId, body }: ProductReplacement) => replaceRentalProduct(rentalProductId, body),
    rentalWriteKeys,
    callbacks,
  );

/** Validates a line (a validated line stays validated). */
export const useValidateRentalProduct = (callbacks?: MutationCallbacks<RentalProductRead, number>) =>
  useResourceMutation(
    (rentalProductId: number) => validateRentalProduct(rentalProductId),
    rentalWriteKeys,
    callbacks,
  );
