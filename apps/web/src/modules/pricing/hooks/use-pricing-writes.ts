import type { PricingCreate, PricingRead } from '@velodesk/contract/api/pricing';
import { pricingKeys } from '@/shared/data/keys/pricing-keys.ts';
import { type MutationCallbacks, useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import { createPricing, deletePricing, updatePricing } from '../api/pricings-api.ts';

/** The writes of the pricings, each refreshing the pricings' lists (docs/decisions/web-data-layer.md). */

/** Creates a pricing (`pricingId` null) or changes that one. */
export const useSavePricing = (
  pricingId: number | null,
  callbacks?: MutationCallbacks<PricingRead, PricingCreate>,
) =>
  useResourceMutation(
    (body: PricingCreate) => (pricingId === null ? createPricing(body) : updatePricing(pricingId, body)),
    [pricingKeys.all],
    callbacks,
  );

export const useDeletePricing = (callbacks?: MutationCallbacks<void, PricingRead>) =>
  useResourceMutation((pricing: PricingRead) => deletePricing(pricing.id), [pricingKeys.all], callbacks);
