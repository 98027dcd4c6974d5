import { resourceKeys } from '../query-keys.ts';

/** Query keys of the pricing resources (the scheme: app/query-keys.ts). */
export const pricingKeys = resourceKeys('pricings');
export const pricingTypeKeys = resourceKeys('pricing_types');
export const durationTypeKeys = resourceKeys('duration_types');
