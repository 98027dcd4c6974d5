import type {
  CommentRead,
  ContactCreate,
  ContactPatch,
  ContactRead,
  CustomerCreate,
  CustomerDetail,
  CustomerPatch,
  CustomerRead,
} from '@velodesk/contract/api/customers';
import type { HydraCollection } from '@velodesk/contract/hydra';
import { customersRoutes } from '@velodesk/contract/routes/customers';
import type { QueryParams } from '@/shared/api/api-client.ts';
import { callRoute } from '@/shared/api/api-route.ts';

/** The customers endpoints (customers, phones, contacts, comments, uniqueness checks). */

export const findCustomers = (
  query: QueryParams,
  signal?: AbortSignal,
): Promise<HydraCollection<CustomerRead>> => callRoute(customersRoutes['GET /customers'], { query, signal });

export const getCustomer = (id: number, signal?: AbortSignal): Promise<CustomerDetail> =>
  callRoute(customersRoutes['GET /customers/:id'], { params: { id }, signal });

export const createCustomer = (body: CustomerCreate): Promise<CustomerDetail> =>
  callRoute(customersRoutes['POST /customers'], { body });

export const updateCustomer = (id: number, body: CustomerPatch): Promise<CustomerDetail> =>
  callRoute(customersRoutes['PATCH /customers/:id'], { params: { id }, body });

export const deleteCustomer = (id: number): Promise<void> =>
  callRoute(customersRoutes['DELETE /customers/:id'], { params: { id } });

/** POST /phones: one phone of a company, linked to it by its IRI. */
export const createPhone = (number: string, customerIri: string) =>
  callRoute(customersRoutes['POST /phones'], { body: { number, customer: customerIri } });

export const createContact = (body: ContactCreate): Promise<ContactRead> =>
  callRoute(customersRoutes['POST /contacts'], { body });

export const updateContact = (id: number, body: ContactPatch): Promise<ContactRead> =>
  callRoute(customersRoutes['PATCH /contacts/:id'], { params: { id }, body });

export const deleteContact = (id: number): Promise<void> =>
  callRoute(customersRoutes['DELETE /contacts/:id'], { params: { id } });

/** POST /comments: the server sets the author (the signed-in user). */
export const createComment = (comment: string, customerIri: string): Promise<CommentRead> =>
  callRoute(customersRoutes['POST /comments'], { body: { comment, customer: customerIri } });

export const deleteComment = (id: number): Promise<void> =>
  callRoute(customersRoutes['DELETE /comments/:id'], { params: { id } });
