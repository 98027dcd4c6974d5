import { priorityCountryCodes } from '@velodesk/contract/api/reference';
import { count, sql } from 'drizzle-orm';
import { civilities, countries, currencies, languages } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { type CollectionSpec, parseCollectionQuery } from '../../platform/filters.ts';
import { ref } from '../../platform/hydra.ts';
import { runPage } from '../../platform/pagination.ts';

/** Reference lists: languages, countries (priority countries first), civilities, currencies. */

export const languageCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: languages.id },
    isActive: { kind: 'boolean', column: languages.isActive },
    code: { kind: 'exact', column: languages.code },
  },
  order: { id: languages.id, name: languages.name },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 50,
};

export const findLanguages = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(languageCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(languages).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(languages).where(parsed.where),
    parsed,
  );
  return {
    parsed,
    members: rows.map((row) => ({ ...row, '@id': ref('languages', row.id), '@type': 'Language' as const })),
    total,
  };
};

/** Canada, United States, Italy, Netherlands, Germany, Belgium, France first (in that order). */
const priorityRank = sql`coalesce(array_position(array[${sql.join(
  priorityCountryCodes.map((code) => sql`${code}`),
  sql`, `,
)}]::text[], ${countries.codeIso31662}), 999)`;

export const countryCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: countries.id },
    name: { kind: 'partial', column: countries.name },
    codeIso31662: { kind: 'exact', column: countries.codeIso31662 },
    isActive: { kind: 'boolean', column: countries.isActive },
  },
  order: { priority: priorityRank, name: countries.name, id: countries.id },
  defaultOrder: [
    ['priority', 'asc'],
    ['name', 'asc'],
  ],
  itemsPerPage: 30,
};

export const findCountries = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(countryCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(countries).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(countries).where(parsed.where),
    parsed,
  );
  return {
    parsed,
    members: rows.map((row) => ({ ...row, '@id': ref('countries', row.id), '@type': 'Country' as const })),
    total,
  };
};

export const civilityCollection: CollectionSpec = {
  filters: { id: { kind: 'int', column: civilities.id } },
  order: { id: civilities.id },
  defaultOrder: [['id', 'asc']],
};

export const findCivilities = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(civilityCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(civilities).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(civilities).where(parsed.where),
    parsed,
  );
  return {
    parsed,
    members: rows.map((row) => ({ ...row, '@id': ref('civilities', row.id), '@type': 'Civility' as const })),
    total,
  };
};

export const currencyCollection: CollectionSpec = {
  filters: { id: { kind: 'int', column: currencies.id }, code: { kind: 'exact', column: currencies.code } },
  order: { id: currencies.id, name: currencies.name },
  defaultOrder: [['id', 'asc']],
};

export const findCurrencies = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(currencyCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(currencies).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(currencies).where(parsed.where),
    parsed,
  );
  return {
    parsed,
    members: rows.map((row) => ({ ...row, '@id': ref('currencies', row.id), '@type': 'Currency' as const })),
    total,
  };
};
