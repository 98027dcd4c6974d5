import { priorityCountryCodes } from '@velodesk/contract/api/reference';
import { sql } from 'drizzle-orm';
import { civilities, countries, currencies, languages } from '../../db/schema/reference.ts';
import type { Actor } from '../../platform/actor.ts';
import { findTablePage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { dbOf } from '../../platform/transactions.ts';
import { accessReference } from './reference.access.ts';

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

/** Public (the sign-in page lists them): no actor. */
export const findLanguages = async (ctx: AppContext, query: Record<string, unknown>) =>
  findTablePage(dbOf(ctx), languages, languageCollection, query, {
    collection: 'languages',
    type: 'Language',
  });

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

export const findCountries = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessReference(actor);
  return findTablePage(dbOf(ctx), countries, countryCollection, query, {
    collection: 'countries',
    type: 'Country',
  });
};

export const civilityCollection: CollectionSpec = {
  filters: { id: { kind: 'int', column: civilities.id } },
  order: { id: civilities.id },
  defaultOrder: [['id', 'asc']],
};

export const findCivilities = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessReference(actor);
  return findTablePage(dbOf(ctx), civilities, civilityCollection, query, {
    collection: 'civilities',
    type: 'Civility',
  });
};

export const currencyCollection: CollectionSpec = {
  filters: { id: { kind: 'int', column: currencies.id }, code: { kind: 'exact', column: currencies.code } },
  order: { id: currencies.id, name: currencies.name },
  defaultOrder: [['id', 'asc']],
};

export const findCurrencies = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessReference(actor);
  return findTablePage(dbOf(ctx), currencies, currencyCollection, query, {
    collection: 'currencies',
    type: 'Currency',
  });
};
