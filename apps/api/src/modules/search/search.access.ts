import { routeRequirements, satisfies } from '@velodesk/contract/permissions';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';

/**
 * The search module's one access call: any signed-in user may search; each group is searched only
 * when the user may open its results (a rental's page needs the planning feature, a product the
 * fleet's settings_application or the planning — a counter rents them and sees them read-only —,
 * customers nothing more), and rentals and products only on the sites the
 * user is linked to (every site with all_destination).
 */
export interface SearchScope {
  rentals: boolean;
  customers: boolean;
  products: boolean;
  /** null: every site. */
  siteIds: number[] | null;
}

export const accessSearch = (actor: Actor): SearchScope => {
  const siteIds = requireAccess(actor, 'login', 'visible-sites');
  return {
    rentals: satisfies(actor, routeRequirements['rental-details']),
    customers: satisfies(actor, routeRequirements.customers),
    // The counter rents the products: the planning's users find them too (read-only on screen).
    products: satisfies(actor, routeRequirements.fleet) || satisfies(actor, routeRequirements.calendar),
    siteIds,
  };
};
