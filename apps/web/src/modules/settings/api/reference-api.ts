import { displayRead, fidelityRead } from '@velodesk/contract/api/pricing';
import { countryRead, currencyRead } from '@velodesk/contract/api/reference';
import { type CompanyRead, companyRead, huttosoftInstanceRead } from '@velodesk/contract/api/settings';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { z } from 'zod';
import { apiRequest, type QueryParams } from '../../../app/api-client.ts';

/** A whole reference list (pagination off), checked against its contract schema. */
export const fetchAll = async <S extends z.ZodType>(
  resource: string,
  schema: S,
  query: Record<string, string | number | boolean> = {},
  signal?: AbortSignal,
): Promise<z.output<S>[]> => {
  const params: QueryParams = { pagination: 'false', ...query };
  const collection = await apiRequest(resource, hydraCollection(schema), { query: params, signal });
  return collection['hydra:member'];
};

export const fetchCountries = (signal?: AbortSignal) =>
  fetchAll('/countries', countryRead, { isActive: 1 }, signal);
export const fetchCurrencies = (signal?: AbortSignal) => fetchAll('/currencies', currencyRead, {}, signal);
export const fetchInstances = (signal?: AbortSignal) =>
  fetchAll('/huttosoft_instances', huttosoftInstanceRead, {}, signal);
export const fetchCompanies = (signal?: AbortSignal): Promise<CompanyRead[]> =>
  fetchAll('/companies', companyRead, { 'order[corporateName]': 'asc' }, signal);
export const fetchDisplays = (signal?: AbortSignal) => fetchAll('/displays', displayRead, {}, signal);
export const fetchFidelities = (signal?: AbortSignal) => fetchAll('/fidelities', fidelityRead, {}, signal);
