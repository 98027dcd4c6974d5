import {
  durationTypeRead,
  type PricingCreate,
  type PricingRead,
  type PricingUpdate,
  pricingRead,
  pricingTypeRead,
} from '@velodesk/contract/api/pricing';
import { idFromIri } from '@velodesk/contract/hydra';
import { apiCommand, apiRequest } from '@/shared/api/api-client.ts';
import { fetchAll } from '@/shared/api/api-collection.ts';

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

/** Every pricing of one company for one declination (a handful): the ones a new pricing may clash with. */
export const fetchOwnerPricings = (companyIri: string, declinationIri: string, signal?: AbortSignal) =>
  fetchAll(
    '/pricings',
    pricingRead,
    { 'company.id': idFromIri(companyIri), 'declination.id': idFromIri(declinationIri) },
    signal,
  );
