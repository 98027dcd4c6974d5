import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCustomer } from '../api/customers-api.ts';
import { customerQueryKeys } from './customer-query-keys.ts';

/** One customer with its contacts and comments (GET /customers/{id}). */
export const useCustomer = (id: number) =>
  useQuery({
    queryKey: customerQueryKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** Reloads every customers list and detail (after a create, an edit or a delete). */
export const useRefreshCustomers = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerQueryKeys.all });
};
