/**
 * The pricing module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the pricing module only from here.
 */

export type { FoundPricing } from './pricing.read.ts';
export {
  countLoyaltyDiscounts,
  countPricings,
  discountInForce,
  findPricings,
  PriceCache,
  pricingKey,
  pricingVersionSql,
  readPricingVersion,
} from './pricing.read.ts';
