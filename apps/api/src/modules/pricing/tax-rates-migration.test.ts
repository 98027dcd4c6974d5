import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Migration 0006 keeps the tax rules already on file: each rule's one rate becomes a rate of its
 * country valid from 2000-01-01, pricings keep their rule, and a description shared by rules of
 * two countries gets the country's name (descriptions are unique from then on).
 */
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; tag: string }>;
};
const statementsOf = (tag: string) =>
  readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

interface Sql {
  run(statement: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

/** A bare database of the test run's kind (PGlite, or a fresh one on TEST_DATABASE_URL). */
const openBare = async (): Promise<Sql> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create(undefined, { extensions: { btree_gist } });
    return {
      run: async (statement) => {
        await client.exec(statement);
      },
      rows: async <T>(query: string) => (await client.query<T>(query)).rows,
      close: () => client.close(),
    };
  }
  const name = `velodesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    run: async (statement) => {
      await client.query(statement);
    },
    rows: async <T>(query: string) => (await client.query(query)).rows as T[],
    close: async () => {
      await client.end();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
};

describe('migration 0006: tax rates per country from a date', () => {
  let db: Sql;
  beforeAll(async () => {
    db = await openBare();
    for (const entry of journal.entries.filter((e) => e.idx < 6)) {
      for (const statement of statementsOf(entry.tag)) await db.run(statement);
    }
  });
  afterAll(() => db.close());

  it('turns each rule rate into a rate from a past date and keeps the pricings on their rule', async () => {
    await db.run(`
      insert into tax_rules (id, description, country_id, rate) values
        (1, 'TVA normale', (select id from countries where code_iso_3166_2 = 'FR'), 20),
        (2, 'TVA normale', (select id from countries where code_iso_3166_2 = 'IT'), 22),
        (3, 'Taux zéro', (select id from countries where code_iso_3166_2 = 'FR'), 0)`);
    for (const statement of statementsOf('0006_tax_rates')) await db.run(statement);

    const rules = await db.rows<{ id: number; description: string }>(
      'select id, description from tax_rules order by id',
    );
    expect(rules.map((r) => r.description)).toEqual([
      'TVA normale (France)',
      'TVA normale (Italie)',
      'Taux zéro',
    ]);
    const rates = await db.rows<{ tax_rule_id: number; code: string; rate: string; valid_from: string }>(`
      select r.tax_rule_id, c.code_iso_3166_2 as code, r.rate, r.valid_from
      from tax_rule_rates r join countries c on c.id = r.country_id order by r.tax_rule_id`);
    expect(rates).toEqual([
      { tax_rule_id: 1, code: 'FR', rate: '20.00', valid_from: '2000-01-01' },
      { tax_rule_id: 2, code: 'IT', rate: '22.00', valid_from: '2000-01-01' },
      { tax_rule_id: 3, code: 'FR', rate: '0.00', valid_from: '2000-01-01' },
    ]);
    await expect(db.run(`insert into tax_rules (description) values ('taux ZÉRO')`)).rejects.toThrow();
    await expect(
      db.run(`insert into tax_rule_rates (tax_rule_id, country_id, rate, valid_from)
              select 1, country_id, 21, '2000-01-01' from tax_rule_rates where tax_rule_id = 1`),
    ).rejects.toThrow();
    await expect(
      db.run(`insert into tax_rule_rates (tax_rule_id, country_id, rate, valid_from)
              select 1, country_id, 100.5, '2030-01-01' from tax_rule_rates where tax_rule_id = 1`),
    ).rejects.toThrow();
  });
});
