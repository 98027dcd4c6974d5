import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The one access call each pricing service function begins with (docs/architecture.md,
 * "Services"): the permission of the route table. Prices, taxes, tax rules and loyalty discounts
 * are the whole business's settings, of no one site (a pricing belongs to a billing company), so
 * no site scope applies; the price lookup the rentals module calls (pricing.read.ts) runs
 * inside the rental's action, whose access call checked the rental's site.
 */

/** Application settings: every write, and reading pricings. */
export const settingsFeature: readonly FeatureIdentifier[] = ['settings_application'];
/** Reading taxes: the rental screens (planning) or the settings screens. */
export const taxReadFeature: readonly FeatureIdentifier[] = ['planning', 'settings_application'];

/** Lists every signed-in user reads (pricing and duration types, displays, fidelities, tax rules, discounts). */
export const accessSignedIn = (actor: Actor): void => requireAccess(actor, 'login', 'any');

/** An action that needs one of these features. */
export const accessFeature = (actor: Actor, anyOf: readonly FeatureIdentifier[]): void =>
  requireAccess(actor, anyOf, 'any');
