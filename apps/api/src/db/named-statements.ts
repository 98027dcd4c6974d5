import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL server connections that keep their statements prepared (docs/decisions/
 * named-statements.md). node-postgres sends every parameterised query as an unnamed statement:
 * the server parses and plans it again at each call, which cost a booking about 1.5 ms of the
 * server's CPU in its seven statements (planning the large joins, the customer's above all). A
 * query with a name is parsed once per connection and its plan kept (PostgreSQL switches to a
 * generic plan when it is not costlier than the custom ones), so this client names each
 * parameterised statement after a hash of its text.
 *
 * Bounded: at most `maxNamedStatements` distinct texts get a name in a process (the statements of
 * the API's code, whose texts repeat); others, such as lists of ids of every length, go unnamed
 * once that many are known.
 */
export const maxNamedStatements = 400;

const names = new Map<string, string>();

const nameOf = (text: string): string | undefined => {
  const known = names.get(text);
  if (known !== undefined || names.size >= maxNamedStatements) return known;
  const name = `v${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
};

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown[];
}

/** The pg Client that names parameterised statements; given to the pool as its `Client`. */
export class NamingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this one forwards them all.
  override query(config: any, values?: any, callback?: any): any {
    const forward = super.query.bind(this) as (
      config: unknown,
      values?: unknown,
      callback?: unknown,
    ) => unknown;
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      const name = nameOf(config);
      if (name) return forward({ text: config, name }, values, callback);
    } else if (config !== null && typeof config === 'object' && typeof config.submit !== 'function') {
      const query = config as QueryConfigLike;
      const count = Array.isArray(values) ? values.length : (query.values?.length ?? 0);
      if (query.name === undefined && typeof query.text === 'string' && count > 0) {
        const name = nameOf(query.text);
        if (name) return forward({ ...query, name }, values, callback);
      }
    }
    return forward(config, values, callback);
  }
}
