import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { dbOf } from '../../platform/transactions.ts';
import { findFidelityPage } from '../customers/customers.api.ts';
import { accessSignedIn } from './pricing.access.ts';
import { readDisplayPage, readDurationTypePage, readPricingTypePage } from './reference-lists.read.ts';

/**
 * The small lists the pricing and rental screens read whole: pricing types, duration types, price
 * displays (HT, TTC) and loyalty levels (fidelities, owned by the customers module).
 */

export { fidelityCollection } from '../customers/customers.api.ts';
export {
  displayCollection,
  durationTypeCollection,
  pricingTypeCollection,
} from './reference-lists.read.ts';

/** GET /pricing_types. */
export const findPricingTypes = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  return readPricingTypePage(dbOf(ctx), query);
};

/** GET /duration_types. */
export const findDurationTypes = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  return readDurationTypePage(dbOf(ctx), query);
};

/** GET /displays. */
export const findDisplays = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  return readDisplayPage(dbOf(ctx), query);
};

/** GET /fidelities: the loyalty levels a discount applies to. */
export const findFidelities = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  return findFidelityPage(dbOf(ctx), query);
};
