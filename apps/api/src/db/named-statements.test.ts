import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
