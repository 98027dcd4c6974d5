import type { DbOrTx } from '../../db/client.ts';
import { durationTypes, pricingTypes } from '../../db/schema/pricing.ts';
import { displays } from '../../db/schema/reference.ts';
import { findTablePage } from '../../platform/collection.ts';
import { idOnlyCollection } from '../../platform/filters.ts';

/**
 * The pages of the small lists the pricing and rental screens read whole: pricing types, duration
 * types and price displays (HT, TTC), filtered and ordered by id only.
 */

export const pricingTypeCollection = idOnlyCollection(pricingTypes.id);
export const durationTypeCollection = idOnlyCollection(durationTypes.id);
export const displayCollection = idOnlyCollection(displays.id);

/** A page of the pricing types. */
export const readPricingTypePage = (db: DbOrTx, query: Record<string, unknown>) =>
  findTablePage(db, pricingTypes, pricingTypeCollection, query, {
    collection: 'pricing_types',
    type: 'PricingType',
  });

/** A page of the duration types. */
export const readDurationTypePage = (db: DbOrTx, query: Record<string, unknown>) =>
  findTablePage(db, durationTypes, durationTypeCollection, query, {
    collection: 'duration_types',
    type: 'DurationType',
  });

/** A page of the price displays. */
export const readDisplayPage = (db: DbOrTx, query: Record<string, unknown>) =>
  findTablePage(db, displays, displayCollection, query, {
    collection: 'displays',
    type: 'Display',
  });
