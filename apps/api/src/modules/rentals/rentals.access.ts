import { RentalType } from '@velodesk/contract/ids';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { findLineRow, findRentalRow, type LineRow, type RentalRow } from './rentals.repository.ts';

/**
 * The one access call each rentals service function begins with: the permission of the specs'
 * route table and the site scope of the records it touches (docs/decisions/rentals-transactions.md).
 */

/** The feature a rental of this type needs to be written: contracts 3, reservations 2. */
export const featureOfType = (rentalTypeId: number): FeatureIdentifier =>
  rentalTypeId === RentalType.contract ? 'rental_contract' : 'rental_reservation';

/** An action on the user's current site (availability, planning, a new rental): its id. */
export const accessCurrentSite = (actor: Actor, anyOf: readonly FeatureIdentifier[]): number =>
  requireAccess(actor, anyOf, 'current-site');

/** An action that touches no site's records (reference lists). */
export const accessFeature = (actor: Actor, anyOf: readonly FeatureIdentifier[]): void =>
  requireAccess(actor, anyOf, 'any');

/**
 * An action on one rental: reads it (in the transaction under way, locked when `lock`), 404 when
 * it does not exist, 403 without the feature (`byType`: the feature of the rental's own type) or
 * when the rental is of a site the user is not linked to.
 */
export const accessRental = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  need: readonly FeatureIdentifier[] | 'byType',
  options: { lock?: boolean } = {},
): Promise<RentalRow> => {
  if (need !== 'byType') requireAccess(actor, need, 'any');
  const rental = await findRentalRow(dbOf(ctx), id, options.lock ?? false);
  if (!rental) throw notFound('Rental');
  const feature = need === 'byType' ? [featureOfType(rental.rentalTypeId)] : need;
  requireAccess(actor, feature, { siteId: rental.siteId });
  return rental;
};

/** An action on one rental line: the line (404 when none) and its rental, checked as accessRental. */
export const accessLine = async (
  ctx: AppContext,
  actor: Actor,
  lineId: number,
  need: readonly FeatureIdentifier[] | 'byType',
  options: { lock?: boolean } = {},
): Promise<{ line: LineRow; rental: RentalRow }> => {
  const line = await findLineRow(dbOf(ctx), lineId);
  if (!line) throw notFound('Rental product');
  const rental = await accessRental(ctx, actor, line.rentalId, need, options);
  return { line, rental };
};
