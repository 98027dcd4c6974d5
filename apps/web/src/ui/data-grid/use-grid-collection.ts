import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type CollectionRoute, fetchPageOf } from '@/shared/api/api-route.ts';

/**
 * One page of a list route of the table (a hydra collection), keeping the previous page on screen
 * while loading.
 */
export const useGridCollection = <S extends z.ZodType>(
  route: CollectionRoute<S>,
  queryKey: readonly unknown[],
  params: URLSearchParams,
) => {
  const search = params.toString();
  return useQuery({
    queryKey: [...queryKey, 'grid', search],
    queryFn: ({ signal }) => fetchPageOf(route, new URLSearchParams(search), signal),
    placeholderData: keepPreviousData,
  });
};
