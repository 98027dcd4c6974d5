import { displayRead, fidelityRead } from '@velodesk/contract/api/pricing';
import { currencyRead } from '@velodesk/contract/api/reference';
import { type CompanyRead, companyRead, huttosoftInstanceRead } from '@velodesk/contract/api/settings';
import { fetchAll } from '@/shared/api/api-collection.ts';

export const fetchCurrencies = (signal?: AbortSignal) => fetchAll('/currencies', currencyRead, {}, signal);
export const fetchInstances = (signal?: AbortSignal) =>
  fetchAll('/huttosoft_instances', huttosoftInstanceRead, {}, signal);
export const fetchCompanies = (signal?: AbortSignal): Promise<CompanyRead[]> =>
  fetchAll('/companies', companyRead, { 'order[corporateName]': 'asc' }, signal);
export const fetchDisplays = (signal?: AbortSignal) => fetchAll('/displays', displayRead, {}, signal);
export const fetchFidelities = (signal?: AbortSignal) => fetchAll('/fidelities', fidelityRead, {}, signal);
