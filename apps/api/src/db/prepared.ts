import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client.ts';

/**
 * Reads whose statement is built once per database instead of at every call (issue 28,
 * docs/decisions/api-overhead.md): Drizzle builds a select's SQL text and its result mapping from
 * the query builder each time (0.06 to 0.16 ms for the API's joins), which a prepared query
 * (`.prepare(name)`, values as `sql.placeholder`) does once. The text is the one the builder
 * makes, so the statements and answers do not change. On PostgreSQL the name is the prepared
 * statement's on each connection (named-statements.ts names the other statements).
 *
 * A prepared query is bound to the database it was made on: in a transaction (`db` a Drizzle
 * transaction) `preparedOn` answers null and the caller builds its statement as before.
 * `key` tells apart the shapes of one read (`context`: what its first build needs besides) (e.g. the count of ids of an `in (...)` list), each
 * prepared under its own name (`${name}_${key}`, a statement name is one text on a connection);
 * at most `maxShapes` keys are kept per read (others are built at each call).
 */
const maxShapes = 64;

export const preparedOn = <P, C = undefined>(
  name: string,
  build: (db: Db, statementName: string, key: string, context: C) => P,
): ((db: DbOrTx, key?: string, context?: C) => P | null) => {
  const made = new WeakMap<object, Map<string, P>>();
  return (db, key = '', context) => {
    if (db instanceof PgTransaction) return null;
    let shapes = made.get(db);
    if (!shapes) {
      shapes = new Map();
      made.set(db, shapes);
    }
    let prepared = shapes.get(key);
    if (prepared === undefined) {
      if (shapes.size >= maxShapes) return null;
      prepared = build(db as Db, key === '' ? name : `${name}_${key}`, key, context as C);
      shapes.set(key, prepared);
    }
    return prepared;
  };
};

/** The placeholders of an `in (...)` list of `key` values (a `preparedOn` key), named `v0`, `v1`… */
export const listPlaceholders = (key: string) =>
  Array.from({ length: Number(key) }, (_, i) => sql.placeholder(`v${i}`));

/** The values of listPlaceholders, for `execute`. */
export const listValues = (values: readonly unknown[]): Record<string, unknown> =>
  Object.fromEntries(values.map((value, i) => [`v${i}`, value]));
