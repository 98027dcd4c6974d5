import type { TaxCreate, TaxRead, TaxUpdate } from '@velodesk/contract/api/pricing';
import { pricingRoutes } from '@velodesk/contract/routes/pricing';
import { callRoute } from '@/shared/api/api-route.ts';

/** Taxes (read with planning; written with application settings). */
export const createTax = (body: TaxCreate): Promise<TaxRead> =>
  callRoute(pricingRoutes['POST /taxes'], { body });

export const updateTax = (id: number, body: TaxUpdate): Promise<TaxRead> =>
  callRoute(pricingRoutes['PATCH /taxes/:id'], { params: { id }, body });
