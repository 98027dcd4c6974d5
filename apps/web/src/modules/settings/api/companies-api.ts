import {
  type AccountingPeriodCreate,
  type AccountingPeriodRead,
  accountingPeriodRead,
  type CompanyCreate,
  type CompanyRead,
  type CompanyUpdate,
  companyRead,
} from '@velodesk/contract/api/settings';
import { apiRequest } from '../../../app/api-client.ts';

/** Billing companies and their accounting periods (application settings). */
export const createCompany = (body: CompanyCreate): Promise<CompanyRead> =>
  apiRequest('/companies', companyRead, { method: 'POST', body });

export const updateCompany = (id: number, body: CompanyUpdate): Promise<CompanyRead> =>
  apiRequest(`/companies/${id}`, companyRead, { method: 'PATCH', body });

/** A new period is always created inactive. */
export const createAccountingPeriod = (body: AccountingPeriodCreate): Promise<AccountingPeriodRead> =>
  apiRequest('/accounting_periods', accountingPeriodRead, {
    method: 'POST',
    body: { ...body, activated: false },
  });
