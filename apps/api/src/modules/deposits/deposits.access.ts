import { DepositDescription, DepositErrorCode } from '@velodesk/contract/api/deposits';
import { hasFeature } from '@velodesk/contract/permissions';
import { type Actor, assertCanSeeSite } from '../../platform/actor.ts';
import { forbidden } from '../../platform/errors.ts';

/**
 * Who may do what with deposits (docs/decisions/deposits.md): contract access on the rental's site
 * to take, give back or keep one (the rentals module's accessRental); application settings on the
 * site for the default rules; a manager (application settings) to waive one.
 */

const assertFeature = (actor: Actor, feature: 'rental_contract' | 'settings_application') => {
  if (!hasFeature(actor, feature)) throw forbidden('You do not have the permission this action needs.');
};

/** The rules of a site: application settings and the site. */
export const accessRules = (actor: Actor, siteId: number): void => {
  assertFeature(actor, 'settings_application');
  assertCanSeeSite(actor, siteId);
};

/** The deposits held on a site: contract access and the site. */
export const accessSiteDeposits = (actor: Actor, siteId: number): void => {
  assertFeature(actor, 'rental_contract');
  assertCanSeeSite(actor, siteId);
};

/** A waiver: a manager's (application settings). */
export const accessWaiver = (actor: Actor): void => {
  if (!hasFeature(actor, 'settings_application'))
    throw forbidden(DepositDescription.waiverForbidden).withCode(DepositErrorCode.waiverForbidden);
};
