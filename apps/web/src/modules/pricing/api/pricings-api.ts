import type { PricingCreate, PricingRead, PricingUpdate } from '@velodesk/contract/api/pricing';
import { idFromIri } from '@velodesk/contract/hydra';
import { pricingRoutes } from '@velodesk/contract/routes/pricing';
import { callRoute, fetchAllOf } from '@/shared/api/api-route.ts';

/** Pricings (application settings) and the reference lists of the pricing form. */
export const createPricing = (body: PricingCreate): Promise<PricingRead> =>
  callRoute(pricingRoutes['POST /pricings'], { body });

export const updatePricing = (id: number, body: PricingUpdate): Promise<PricingRead> =>
  callRoute(pricingRoutes['PATCH /pricings/:id'], { params: { id }, body });

export const deletePricing = (id: number): Promise<void> =>
  callRoute(pricingRoutes['DELETE /pricings/:id'], { params: { id } });

export const fetchPricingTypes = (signal?: AbortSignal) =>
  fetchAllOf(pricingRoutes['GET /pricing_types'], { signal });
export const fetchDurationTypes = (signal?: AbortSignal) =>
  fetchAllOf(pricingRoutes['GET /duration_types'], { signal });

/** Every pricing of one company for one declination (a handful): the ones a new pricing may clash with. */
export const fetchOwnerPricings = (companyIri: string, declinationIri: string, signal?: AbortSignal) =>
  fetchAllOf(pricingRoutes['GET /pricings'], {
    query: { 'company.id': idFromIri(companyIri), 'declination.id': idFromIri(declinationIri) },
    signal,
  });
