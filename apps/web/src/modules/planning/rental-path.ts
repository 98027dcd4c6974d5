import type { PlanningRental } from '@velodesk/contract/api/rentals';
import { RentalType } from '@velodesk/contract/ids';
import { type Grants, hasFeature } from '@velodesk/contract/permissions';
import { isRentalReadOnly } from '@velodesk/contract/rental-actions';
import { contractPath, rentalDetailsPath, reservationPath } from '@/modules/rentals/rental-paths.ts';

/**
 * Where a block of the planning leads: the contract or reservation page when the user holds that
 * feature and the rental can still be edited (the contract's rule: not validated, cancelled nor
 * failed), else its details.
 */
export const rentalPathOf = (
  rentalId: number,
  rental: PlanningRental | undefined,
  grants: Grants | null,
): string => {
  const details = rentalDetailsPath(rentalId);
  if (!rental || !grants) return details;
  const [typeId, stateId] = rental;
  if (isRentalReadOnly({ stateId })) return details;
  if (typeId === RentalType.contract)
    return hasFeature(grants, 'rental_contract') ? contractPath(rentalId) : details;
  return hasFeature(grants, 'rental_reservation') ? reservationPath(rentalId) : details;
};

/** Whether a block opens the calendar's reservation modal: a reservation (its modal says what the user may do). */
export const opensInModal = (rental: PlanningRental | undefined): boolean =>
  rental !== undefined && rental[0] === RentalType.reservation;
