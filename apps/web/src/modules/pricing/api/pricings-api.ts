import { declinationRead } from '@velodesk/contract/api/catalogue';
import {
  durationTypeRead,
  type PricingCreate,
  type PricingRead,
  type PricingUpdate,
  pricingRead,
  pricingTypeRead,
  taxRuleRead,
} from '@velodesk/contract/api/pricing';
import { apiCommand, apiRequest } from '../../../app/api-client.ts';
import { fetchAll } from '../../settings/api/reference-api.ts';

/** Pricings (application settings) and the reference lists of the pricing form. */
export const createPricing = (body: PricingCreate): Promise<PricingRead> =>
  apiRequest('/pricings', pricingRead, { method: 'POST', body });

export const updatePricing = (id: number, body: PricingUpdate): Promise<PricingRead> =>
  apiRequest(`/pricings/${id}`, pricingRead, { method: 'PATCH', body });

export const deletePricing = (id: number): Promise<void> =>
  apiCommand(`/pricings/${id}`, { method: 'DELETE' });

export const fetchDeclinations = (signal?: AbortSignal) =>
  fetchAll('/declinations', declinationRead, {}, signal);
export const fetchPricingTypes = (signal?: AbortSignal) =>
  fetchAll('/pricing_types', pricingTypeRead, {}, signal);
export const fetchDurationTypes = (signal?: AbortSignal) =>
  fetchAll('/duration_types', durationTypeRead, {}, signal);
export const fetchTaxRules = (signal?: AbortSignal) => fetchAll('/tax_rules', taxRuleRead, {}, signal);
