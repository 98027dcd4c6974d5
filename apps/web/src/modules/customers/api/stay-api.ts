import {
  type StayCustomerRead,
  type StayImportAnswer,
  type StaySearchQuery,
  stayCustomerRead,
  stayImportAnswer,
} from '@velodesk/contract/api/customers';
import { hydraCollection } from '@velodesk/contract/hydra';
import { apiRequest } from '@/shared/api/api-client.ts';

/**
 * The stay system through the API: every match of a search at once (the modal pages them), and the
 * import that creates or updates the local customer. The site is the user's current site.
 */
export const searchStayCustomers = async (
  query: StaySearchQuery,
  signal?: AbortSignal,
): Promise<StayCustomerRead[]> =>
  (
    await apiRequest('/huttosoft/search_customer', hydraCollection(stayCustomerRead), {
      query: { ...query },
      signal,
    })
  )['hydra:member'];

export const importStayCustomer = (clientId: string): Promise<StayImportAnswer> =>
  apiRequest(`/huttosoft/import_customer/${encodeURIComponent(clientId)}`, stayImportAnswer, {
    method: 'POST',
  });
