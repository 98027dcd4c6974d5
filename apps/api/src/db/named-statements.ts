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

const ignore = () => undefined;

/**
 * The pg Client that names parameterised statements and sends a connection's queries one after the
 * other; given to the pool as its `Client`.
 *
 * One after the other: independent reads are started together (`Promise.all`), each on its own
 * connection from the pool, or all on the transaction's one connection inside a business action.
 * There pg 8 queued them itself with a deprecation warning, and pg 9 drops that queue ("use an
 * external async flow control mechanism"): this client is that mechanism. A query asked for while
 * one of the connection's is still running waits for it to end, then goes; the results and errors
 * are each query's own, as before.
 */
export class NamingClient extends pg.Client {
  /** The end (success or failure) of the last query sent, while one is running. */
  private last: Promise<unknown> | undefined;

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this one forwards them all.
  override query(config: any, values?: any, callback?: any): any {
    const named = super.query.bind(this) as (
      config: unknown,
      values?: unknown,
      callback?: unknown,
    ) => unknown;
    // Callbacks and submittables (cursors) are rare and pg's own: they go as they come.
    const awaited =
      callback === undefined &&
      typeof values !== 'function' &&
      !(config !== null && typeof config === 'object' && typeof config.submit === 'function');
    const forward = (config: unknown, values?: unknown, callback?: unknown): unknown => {
      if (!awaited) return named(config, values, callback);
      const send = () => named(config, values) as Promise<unknown>;
      const previous = this.last;
      const result = previous ? previous.then(send, send) : send();
      const settled = result.then(ignore, ignore);
      this.last = settled;
      void settled.then(() => {
        if (this.last === settled) this.last = undefined;
      });
      return result;
    };
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
