import { useQueryClient } from '@tanstack/react-query';
import type {
  CommentRead,
  ContactCreate,
  ContactPatch,
  CustomerRead,
} from '@velodesk/contract/api/customers';
import { customerKeys } from '@/shared/data/keys/customers-keys.ts';
import { uniquenessKeys } from '@/shared/data/keys/reference-keys.ts';
import { type MutationCallbacks, useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import {
  createComment,
  createContact,
  deleteComment,
  deleteContact,
  deleteCustomer,
  updateContact,
} from '../api/customers-api.ts';
import { importStayCustomer } from '../api/stay-api.ts';

/**
 * The writes of a customer's parts and the deletes and imports, each refreshing what it changes
 * (docs/decisions/web-data-layer.md). The screens pass only their notifications.
 */

type ContactSave = { id: number; body: ContactPatch } | { id: null; body: ContactCreate };

/** Creates or changes a contact of a company: the company's detail (and the e-mail/phone checks) refresh. */
export const useSaveContact = (
  companyId: number,
  callbacks?: MutationCallbacks<Awaited<ReturnType<typeof createContact>>, ContactSave>,
) =>
  useResourceMutation(
    (save: ContactSave) => (save.id === null ? createContact(save.body) : updateContact(save.id, save.body)),
    [customerKeys.detail(companyId), uniquenessKeys.all],
    callbacks,
  );

export const useDeleteContact = (companyId: number, callbacks?: MutationCallbacks<void, { id: number }>) =>
  useResourceMutation(
    (contact: { id: number }) => deleteContact(contact.id),
    [customerKeys.detail(companyId), uniquenessKeys.all],
    callbacks,
  );

export const useAddComment = (
  customer: { id: number; iri: string },
  callbacks?: MutationCallbacks<CommentRead, string>,
) =>
  useResourceMutation(
    (comment: string) => createComment(comment, customer.iri),
    [customerKeys.detail(customer.id)],
    callbacks,
  );

export const useDeleteComment = (customerId: number, callbacks?: MutationCallbacks<void, CommentRead>) =>
  useResourceMutation(
    (comment: CommentRead) => deleteComment(comment.id),
    [customerKeys.detail(customerId)],
    callbacks,
  );

type DeletedCustomer = Pick<CustomerRead, 'id' | 'type' | 'name' | 'lastname'>;

/**
 * Deletes a customer. The screen's `onSuccess` runs first (it leaves a screen of the deleted
 * customer), then its detail is dropped and every list refreshed.
 */
export const useDeleteCustomerMutation = (callbacks: MutationCallbacks<void, DeletedCustomer> = {}) => {
  const queryClient = useQueryClient();
  return useResourceMutation((customer: DeletedCustomer) => deleteCustomer(customer.id), [], {
    ...callbacks,
    onSuccess: async (data, customer, onMutateResult, context) => {
      await callbacks.onSuccess?.(data, customer, onMutateResult, context);
      queryClient.removeQueries({ queryKey: customerKeys.detail(customer.id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        queryClient.invalidateQueries({ queryKey: uniquenessKeys.all }),
      ]);
    },
  });
};

/** Imports a client of the stay system (creating or updating the local customer). */
export const useImportStayCustomer = (
  callbacks?: MutationCallbacks<Awaited<ReturnType<typeof importStayCustomer>>, { clientId: string }>,
) =>
  useResourceMutation(
    (client: { clientId: string }) => importStayCustomer(client.clientId),
    [customerKeys.all, uniquenessKeys.all],
    callbacks,
  );
