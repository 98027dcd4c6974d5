import { countableEntities } from '@velodesk/contract/api/reference';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { countFeatures, countUsers } from '../access/access.api.ts';
import { countAllCustomers } from '../customers/customers.api.ts';
import { countLoyaltyDiscounts, countPricings } from '../pricing/pricing.api.ts';
import { countRentals } from '../rentals/rentals.api.ts';
import { countSites } from '../sites/sites.api.ts';
import { accessReference, ReferenceErrorCode } from './reference.access.ts';

/**
 * GET /count/{entity}: how many records of a kind exist (for dashboards and grids). Each count is
 * asked of the module that owns the records (its read API); the feature a count needs is the one
 * of the records' screen.
 */
export const countableEntity = z.enum(countableEntities);
type Countable = z.infer<typeof countableEntity>;

const counters: Partial<
  Record<Countable, { count: (db: DbOrTx) => Promise<number>; needs?: FeatureIdentifier }>
> = {
  user: { count: countUsers, needs: 'settings_users' },
  customer: { count: countAllCustomers },
  feature: { count: countFeatures, needs: 'settings_access' },
  site: { count: countSites, needs: 'settings_application' },
  pricing: { count: countPricings, needs: 'settings_application' },
  settingsDiscount: { count: countLoyaltyDiscounts },
};

export const countEntity = async (ctx: AppContext, actor: Actor, entity: Countable) => {
  accessReference(actor);
  // Rentals are counted by their module: the sites the user sees, state 5 left out.
  if (entity === 'rental') return countRentals(ctx, actor);
  const counter = counters[entity];
  if (!counter) {
    throw badRequest(`Counting "${entity}" is not available yet.`).withCode(ReferenceErrorCode.notCountable);
  }
  if (counter.needs) requireAccess(actor, [counter.needs], 'any');
  return counter.count(dbOf(ctx));
};
