import {
  durationTypeRead,
  type PricingCreate,
  type PricingRead,
  type PricingUpdate,
  pricingRead,
  pricingTypeRead,
} from '@velodesk/contract/api/pricing';
import { apiCommand, apiRequest } from '../../../app/api-client.ts';
import { fetchAll } from '../../../app/api-collection.ts';

/** Pricings (application settings) and the reference lists of the pricing form. */
export const createPricing = (body: PricingCreate): Promise<PricingRead> =>
  apiRequest('/pricings', pricingRead, { method: 'POST', body });

export const updatePricing = (id: number, body: PricingUpdate): Promise<PricingRead> =>
  apiRequest(`/pricings/${id}`, pricingRead, { method: 'PATCH', body });

export const deletePricing = (id: number): Promise<void> =>
  apiCommand(`/pricings/${id}`, { method: 'DELETE' });

export const fetchPricingTypes = (signal?: AbortSignal) =>
  fetchAll('/pricing_types', pricingTypeRead, {}, signal);
export const fetchDurationTypes = (signal?: AbortSignal) =>
  fetchAll('/duration_types', durationTypeRead, {}, signal);
