import { useQuery } from '@tanstack/react-query';
import { customerKeys } from '@/shared/data/keys/customers-keys.ts';
import { getCustomer } from '../api/customers-api.ts';

/** One customer with its contacts and comments (GET /customers/{id}). */
export const useCustomer = (id: number) =>
  useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
