import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CollectionQuery } from './filters.ts';

/** Runs a page of a list query (sorted, limited) and its total count. */
export const runPage = async <Q extends PgSelect>(
  rows: Q,
  total: PromiseLike<Array<{ count: number }>>,
  query: CollectionQuery,
): Promise<{ rows: Awaited<Q>; total: number }> => {
  let page = rows.orderBy(...query.orderBy) as Q;
  if (query.limit !== undefined) page = page.limit(query.limit).offset(query.offset) as Q;
  const [found, counted] = await Promise.all([page, total]);
  return { rows: found as Awaited<Q>, total: Number(counted[0]?.count ?? 0) };
};
