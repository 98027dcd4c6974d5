import { useQuery } from '@tanstack/react-query';
import { getCustomer } from '../api/customers-api.ts';
import { customerKeys } from '../api/query-keys.ts';

/** One customer with its contacts and comments (GET /customers/{id}). */
export const useCustomer = (id: number) =>
  useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
