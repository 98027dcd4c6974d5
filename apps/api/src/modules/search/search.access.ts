import { routeRequirements, satisfies } from '@velodesk/contract/permissions';
import { requireRequirement } from '../../platform/access.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';

/**
 * The search module's one access call: any signed-in user may search; each group is searched only
 * when the user may open its results (a rental's page needs the planning feature, the fleet
 * settings_application, customers nothing more), and rentals and products only on the sites the
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
  requireRequirement(actor, 'login');
  return {
    rentals: satisfies(actor, routeRequirements['rental-details']),
    customers: satisfies(actor, routeRequirements.customers),
    products: satisfies(actor, routeRequirements.fleet),
    siteIds: visibleSiteIds(actor),
  };
};
