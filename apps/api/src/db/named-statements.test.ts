import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxNamedStatements, NamingClient } from './named-statements.ts';

/**
 * On a PostgreSQL server (the API tests' PostgreSQL run: TEST_DATABASE_URL), the pool's client
 * keeps parameterised statements prepared on its connection, and no more than its bound.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('statements prepared once per connection', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: serverUrl, max: 1, Client: NamingClient });
  });
  afterAll(async () => {
    await pool.end();
  });

  const prepared = async (text: string) => {
    const result = await pool.query<{ count: string }>(
      'select count(*) as count from pg_prepared_statements where statement = $1',
      [text],
    );
    return Number(result.rows[0]!.count);
  };

  it('prepares a parameterised statement once and runs it again by name', async () => {
    const text = 'select $1::int + 1 as next';
    expect((await pool.query(text, [1])).rows[0].next).toBe(2);
    expect((await pool.query({ text, values: [41] })).rows[0].next).toBe(42);
    expect(await prepared(text)).toBe(1);
  });

  it('leaves statements without parameters unnamed', async () => {
    const text = 'select 1 as one';
    await pool.query(text);
    expect(await prepared(text)).toBe(0);
  });

  it('names no more than its bound of distinct texts', async () => {
    for (let i = 0; i < maxNamedStatements + 20; i++) await pool.query(`select $1::int + ${i} as n`, [i]);
    const result = await pool.query<{ count: string }>(
      "select count(*) as count from pg_prepared_statements where statement like 'select $1::int + % as n'",
    );
    expect(Number(result.rows[0]!.count)).toBeLessThanOrEqual(maxNamedStatements);
    // Past the bound, statements still run (unnamed).
    expect((await pool.query(`select $1::int + ${maxNamedStatements + 100} as n`, [1])).rows[0].n).toBe(
      maxNamedStatements + 101,
    );
  });

  it('sends the queries started together on one connection one after the other, each with its answer', async () => {
    // pg 8 queued them itself, with a deprecation warning; pg 9 drops that queue.
    const queued: number[] = [];
    const client = await pool.connect();
    // What NamingClient hands to pg's own query(): how many queries wait in pg's queue then.
    const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    const spied = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      queued.push((this as unknown as { _queryQueue: unknown[] })._queryQueue.length);
      return original.apply(this, args) as never;
    });
    try {
      await client.query('begin');
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => client.query<{ n: number }>('select pg_sleep(0.01), $1::int as n', [n])),
      );
      expect(answers.map((answer) => answer.rows[0]!.n)).toEqual([1, 2, 3, 4, 5]);
      // A failing query fails alone: the next one runs (and sees the transaction aborted, as pg says).
      const [failed, after] = await Promise.allSettled([
        client.query('select 1 / $1::int as n', [0]),
        client.query('select $1::int as n', [6]),
      ]);
      expect(failed.status).toBe('rejected');
      expect(after.status === 'rejected' && String(after.reason)).toMatch(/current transaction is aborted/);
      await client.query('rollback');
    } finally {
      spied.mockRestore();
      client.release();
    }
    // No query was ever put behind another in pg's own queue.
    expect(queued.length).toBeGreaterThanOrEqual(9);
    expect(queued.every((length) => length === 0)).toBe(true);
  });
});
