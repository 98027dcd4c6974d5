import type { CompanyCreate, CompanyRead, CompanyUpdate } from '@velodesk/contract/api/settings';
import { settingsRoutes } from '@velodesk/contract/routes/settings';
import { callRoute } from '@/shared/api/api-route.ts';

/** Billing companies, saved with their new accounting periods in one call (application settings). */
export const createCompany = (body: CompanyCreate): Promise<CompanyRead> =>
  callRoute(settingsRoutes['POST /companies'], { body });

export const updateCompany = (id: number, body: CompanyUpdate): Promise<CompanyRead> =>
  callRoute(settingsRoutes['PATCH /companies/:id'], { params: { id }, body });
