import type { CompanyRead } from '@velodesk/contract/api/settings';
import { pricingRoutes } from '@velodesk/contract/routes/pricing';
import { referenceRoutes } from '@velodesk/contract/routes/reference';
import { settingsRoutes } from '@velodesk/contract/routes/settings';
import { fetchAllOf } from '@/shared/api/api-route.ts';

export const fetchCurrencies = (signal?: AbortSignal) =>
  fetchAllOf(referenceRoutes['GET /currencies'], { signal });
export const fetchInstances = (signal?: AbortSignal) =>
  fetchAllOf(settingsRoutes['GET /huttosoft_instances'], { signal });
export const fetchCompanies = (signal?: AbortSignal): Promise<CompanyRead[]> =>
  fetchAllOf(settingsRoutes['GET /companies'], { query: { 'order[corporateName]': 'asc' }, signal });
export const fetchDisplays = (signal?: AbortSignal) => fetchAllOf(pricingRoutes['GET /displays'], { signal });
export const fetchFidelities = (signal?: AbortSignal) =>
  fetchAllOf(pricingRoutes['GET /fidelities'], { signal });
