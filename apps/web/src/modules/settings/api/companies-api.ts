import {
  type CompanyCreate,
  type CompanyRead,
  type CompanyUpdate,
  companyRead,
} from '@velodesk/contract/api/settings';
import { apiRequest } from '@/shared/api/api-client.ts';

/** Billing companies, saved with their new accounting periods in one call (application settings). */
export const createCompany = (body: CompanyCreate): Promise<CompanyRead> =>
  apiRequest('/companies', companyRead, { method: 'POST', body });

export const updateCompany = (id: number, body: CompanyUpdate): Promise<CompanyRead> =>
  apiRequest(`/companies/${id}`, companyRead, { method: 'PATCH', body });
