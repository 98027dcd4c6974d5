import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The one access call each payments service function begins with. Payments are the contract's
 * side (the specs' route table: /payments needs "Location (contrat)"); a payment, a rental paid or
 * a site's cash desks must also be of a site the user is linked to.
 */
export const paymentFeatures: readonly FeatureIdentifier[] = ['rental_contract'];

/** An action that touches no site yet (lists scoped by the actor's sites, payment methods). */
export const accessPayments = (actor: Actor): void => requireAccess(actor, paymentFeatures, 'any');

/** An action on a site's payments or cash desks. */
export const accessSitePayments = (actor: Actor, siteId: number): void => {
  requireAccess(actor, paymentFeatures, { siteId });
};
