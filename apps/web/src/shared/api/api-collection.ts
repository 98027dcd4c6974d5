import { hydraCollection } from '@velodesk/contract/hydra';
import type { z } from 'zod';
import { apiRequest, type QueryParams } from './api-client.ts';

/** A whole collection (pagination off: the small reference lists), checked against its contract schema. */
export const fetchAll = async <S extends z.ZodType>(
  resource: string,
  schema: S,
  query: Record<string, string | number | boolean> = {},
  signal?: AbortSignal,
): Promise<z.output<S>[]> => {
  const params: QueryParams = { pagination: 'false', ...query };
  const collection = await apiRequest(resource, hydraCollection(schema), { query: params, signal });
  return collection['hydra:member'];
};
