import type { PgColumn } from 'drizzle-orm/pg-core';
import { durationTypes, pricingTypes } from '../../db/schema/pricing.ts';
import { displays } from '../../db/schema/reference.ts';
import type { Actor } from '../../platform/actor.ts';
import { findTablePage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { dbOf } from '../../platform/transactions.ts';
import { findFidelityPage } from '../customers/customers.api.ts';
import { accessSignedIn } from './pricing.access.ts';

/**
 * The small lists the pricing and rental screens read whole: pricing types, duration types, price
 * displays (HT, TTC) and loyalty levels (fidelities, owned by the customers module).
 */

const idOnly = (column: PgColumn): CollectionSpec => ({
  filters: { id: { kind: 'int', column } },
  order: { id: column },
  defaultOrder: [['id', 'asc']],
});
export const pricingTypeCollection = idOnly(pricingTypes.id);
export const durationTypeCollection = idOnly(durationTypes.id);
export const displayCollection = idOnly(displays.id);
export { fidelityCollection } from '../customers/customers.api.ts';

/** GET /pricing_types. */
export const findPricingTypes = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  return findTablePage(dbOf(ctx), pricingTypes, pricingTypeCollection, query, {
    collection: 'pricing_types',
    type: 'PricingType',
  });
};

/** GET /duration_types. */
export const findDurationTypes = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  return findTablePage(dbOf(ctx), durationTypes, durationTypeCollection, query, {
    collection: 'duration_types',
    type: 'DurationType',
  });
};

/** GET /displays. */
export const findDisplays = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  return findTablePage(dbOf(ctx), displays, displayCollection, query, {
    collection: 'displays',
    type: 'Display',
  });
};

/** GET /fidelities: the loyalty levels a discount applies to. */
export const findFidelities = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSignedIn(actor);
  return findFidelityPage(dbOf(ctx), query);
};
