import { DepositDescription, DepositErrorCode } from '@velodesk/contract/api/deposits';
import { hasFeature } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden } from '../../platform/errors.ts';

/**
 * Who may do what with deposits (docs/decisions/deposits.md): contract access on the rental's site
 * to take, give back or keep one (the rentals module's accessRental); application settings on the
 * site for the default rules; a manager (application settings) to waive one.
 */

/** The rules of a site: application settings and the site. */
export const accessRules = (actor: Actor, siteId: number): void => {
  requireAccess(actor, ['settings_application'], { siteId });
};

/** The deposits held on a site: contract access and the site. */
export const accessSiteDeposits = (actor: Actor, siteId: number): void => {
  requireAccess(actor, ['rental_contract'], { siteId });
};

/** A waiver: a manager's (application settings). */
export const accessWaiver = (actor: Actor): void => {
  if (!hasFeature(actor, 'settings_application'))
    throw forbidden(DepositDescription.waiverForbidden).withCode(DepositErrorCode.waiverForbidden);
};
