import {
  type CommentRead,
  type ContactCreate,
  type ContactPatch,
  type ContactRead,
  type CustomerCreate,
  type CustomerDetail,
  type CustomerPatch,
  type CustomerRead,
  commentRead,
  contactRead,
  customerDetail,
  customerRead,
  phoneRead,
} from '@velodesk/contract/api/customers';
import { type HydraCollection, hydraCollection } from '@velodesk/contract/hydra';
import { apiCommand, apiRequest, type QueryParams } from '@/shared/api/api-client.ts';

/** The customers endpoints (customers, phones, contacts, comments, uniqueness checks). */

export const findCustomers = (
  query: QueryParams,
  signal?: AbortSignal,
): Promise<HydraCollection<CustomerRead>> =>
  apiRequest('/customers', hydraCollection(customerRead), { query, signal });

export const getCustomer = (id: number, signal?: AbortSignal): Promise<CustomerDetail> =>
  apiRequest(`/customers/${id}`, customerDetail, { signal });

export const createCustomer = (body: CustomerCreate): Promise<CustomerDetail> =>
  apiRequest('/customers', customerDetail, { method: 'POST', body });

export const updateCustomer = (id: number, body: CustomerPatch): Promise<CustomerDetail> =>
  apiRequest(`/customers/${id}`, customerDetail, { method: 'PATCH', body });

export const deleteCustomer = (id: number): Promise<void> =>
  apiCommand(`/customers/${id}`, { method: 'DELETE' });

/** POST /phones: one phone of a company, linked to it by its IRI. */
export const createPhone = (number: string, customerIri: string) =>
  apiRequest('/phones', phoneRead, { method: 'POST', body: { number, customer: customerIri } });

export const createContact = (body: ContactCreate): Promise<ContactRead> =>
  apiRequest('/contacts', contactRead, { method: 'POST', body });

export const updateContact = (id: number, body: ContactPatch): Promise<ContactRead> =>
  apiRequest(`/contacts/${id}`, contactRead, { method: 'PATCH', body });

export const deleteContact = (id: number): Promise<void> =>
  apiCommand(`/contacts/${id}`, { method: 'DELETE' });

/** POST /comments: the server sets the author (the signed-in user). */
export const createComment = (comment: string, customerIri: string): Promise<CommentRead> =>
  apiRequest('/comments', commentRead, { method: 'POST', body: { comment, customer: customerIri } });

export const deleteComment = (id: number): Promise<void> =>
  apiCommand(`/comments/${id}`, { method: 'DELETE' });
