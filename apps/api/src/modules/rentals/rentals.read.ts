import type { DbOrTx } from '../../db/client.ts';
import { findRentalRow } from './rentals.repository.ts';

/**
 * What other modules (payments) may read of a rental, in the caller's transaction when one is
 * under way; `lock` locks the rental's row until the transaction ends (payments of one rental are
 * then taken one after the other). The caller checks the actor's access to its site.
 */
export interface RentalForPayment {
  id: number;
  siteId: number;
  rentalTypeId: number;
  stateId: number;
  stayId: string | null;
  /** Euros with 2 decimals, as stored. */
  allTaxesIncludedAmount: string;
}

export const readRentalForPayment = async (
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<RentalForPayment | null> => {
  const row = await findRentalRow(db, id, lock);
  return row
    ? {
        id: row.id,
        siteId: row.siteId,
        rentalTypeId: row.rentalTypeId,
        stateId: row.stateId,
        stayId: row.stayId,
        allTaxesIncludedAmount: String(row.allTaxesIncludedAmount),
      }
    : null;
};
