import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { hydraCollection } from '@velodesk/contract/hydra';
import type { z } from 'zod';
import { apiRequest } from '@/shared/api/api-client.ts';

/** One page of a server-side hydra collection, keeping the previous page on screen while loading. */
export const useGridCollection = <S extends z.ZodType>(
  resource: string,
  schema: S,
  queryKey: readonly unknown[],
  params: URLSearchParams,
) => {
  const search = params.toString();
  return useQuery({
    queryKey: [...queryKey, 'grid', search],
    queryFn: ({ signal }) =>
      apiRequest(resource, hydraCollection(schema), { query: new URLSearchParams(search), signal }),
    placeholderData: keepPreviousData,
  });
};
