import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { type CollectionQuery, type CollectionSpec, parseCollectionQuery } from './filters.ts';
import { runPage } from './pagination.ts';

/**
 * The one way to answer a hydra list (docs/api-conventions.md): parse the query string against the
 * collection's spec, run one page and its total, map the rows to members. The route registers it
 * with `serveCollection` (serve-route.ts), which builds the hydra answer.
 */

/** What a list service gives its route: the parsed query, the page's members, the total. */
export interface CollectionPage<Member> {
  parsed: CollectionQuery;
  members: Member[];
  total: number;
}

/**
 * Parses `query` against `spec`, runs `select` for one page (sorted, limited) and its total, then
 * `present`s the rows. `select` gets the filters' condition, to which it may add its own (the
 * actor's site scope...); it answers the rows query (`.$dynamic()`) and the count query.
 * `orderTail` sorts ties after the query's sort keys (e.g. the id, for a stable order).
 */
export const findPage = async <Q extends PgSelect, Member>(
  spec: CollectionSpec,
  query: Record<string, unknown>,
  select: (where: SQL | undefined) => { rows: Q; total: PromiseLike<Array<{ count: number }>> },
  present: (rows: Awaited<Q>) => Member[] | Promise<Member[]>,
  options: {
    orderTail?: SQL[];
    /**
     * A page without filters read by statements prepared once (db/prepared.ts), the same as
     * `select`'s: null when there are none for this query (its sort keys, a transaction).
     */
    unfiltered?: (parsed: CollectionQuery) => Promise<{ rows: Awaited<Q>; total: number }> | null;
  } = {},
): Promise<CollectionPage<Member>> => {
  const parsed = parseCollectionQuery(spec, query);
  const prepared = parsed.where === undefined && !options.orderTail ? options.unfiltered?.(parsed) : null;
  if (prepared) {
    const { rows, total } = await prepared;
    return { parsed, members: await present(rows), total };
  }
  const { rows: rowsQuery, total: totalQuery } = select(parsed.where);
  const { rows, total } = await runPage(rowsQuery, totalQuery, {
    ...parsed,
    orderBy: [...parsed.orderBy, ...(options.orderTail ?? [])],
  });
  return { parsed, members: await present(rows), total };
};

/** A table with an integer id, e.g. a small reference table. */
type TableWithId = PgTable & { id: PgColumn };

/**
 * A whole-table list (small reference tables: languages, countries, pricing types...): each row
 * as it is, with its IRI and hydra type.
 */
export const findTablePage = <T extends TableWithId, Type extends string>(
  db: DbOrTx,
  table: T,
  spec: CollectionSpec,
  query: Record<string, unknown>,
  resource: { collection: string; type: Type },
) =>
  findPage(
    spec,
    query,
    (where) => ({
      rows: db
        .select()
        .from(table as PgTable)
        .where(where)
        .$dynamic(),
      total: db
        .select({ count: count() })
        .from(table as PgTable)
        .where(where),
    }),
    (rows): Array<T['$inferSelect'] & { '@id': string; '@type': Type }> =>
      (rows as Array<T['$inferSelect'] & { id: number }>).map((row) => ({
        ...row,
        '@id': `/api/${resource.collection}/${row.id}`,
        '@type': resource.type,
      })),
  );
