import { type TaxCreate, type TaxRead, type TaxUpdate, taxRead } from '@velodesk/contract/api/pricing';
import { apiRequest } from '@/shared/api/api-client.ts';

/** Taxes (read with planning; written with application settings). */
export const createTax = (body: TaxCreate): Promise<TaxRead> =>
  apiRequest('/taxes', taxRead, { method: 'POST', body });

export const updateTax = (id: number, body: TaxUpdate): Promise<TaxRead> =>
  apiRequest(`/taxes/${id}`, taxRead, { method: 'PATCH', body });
