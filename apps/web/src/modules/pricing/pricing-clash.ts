import type { PricingRead } from '@velodesk/contract/api/pricing';

/** What makes two pricings of one company and declination the same (the server's uniqueness rule). */
export interface PricingKey {
  pricingType: string | null;
  durationType: string | null;
  duration: number | undefined;
  taxRule: string | null;
}

/**
 * The pricing of the same company and declination that already has these pricing type, duration
 * type, duration and tax rule (the edited one aside), or null. Nothing clashes until all four are
 * chosen.
 */
export const clashingPricing = (
  siblings: readonly PricingRead[],
  key: PricingKey,
  editedId: number | null,
): PricingRead | null => {
  if (!key.pricingType || !key.durationType || key.duration === undefined || !key.taxRule) return null;
  return (
    siblings.find(
      (pricing) =>
        pricing.id !== editedId &&
        pricing.pricingType['@id'] === key.pricingType &&
        pricing.durationType['@id'] === key.durationType &&
        pricing.duration === key.duration &&
        pricing.taxRule['@id'] === key.taxRule,
    ) ?? null
  );
};
