import { priorityCountryCodes } from '@velodesk/contract/api/reference';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { civilities, countries, currencies, languages } from '../../db/schema/reference.ts';
import { findTablePage } from '../../platform/collection.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/** The pages of the reference lists: languages, countries (priority countries first), civilities, currencies. */

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

export const readLanguagePage = (db: DbOrTx, query: Record<string, unknown>) =>
  findTablePage(db, languages, languageCollection, query, {
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

export const readCountryPage = (db: DbOrTx, query: Record<string, unknown>) => {
  return findTablePage(db, countries, countryCollection, query, {
    collection: 'countries',
    type: 'Country',
  });
};

export const civilityCollection: CollectionSpec = {
  filters: { id: { kind: 'int', column: civilities.id } },
  order: { id: civilities.id },
  defaultOrder: [['id', 'asc']],
};

export const readCivilityPage = (db: DbOrTx, query: Record<string, unknown>) => {
  return findTablePage(db, civilities, civilityCollection, query, {
    collection: 'civilities',
    type: 'Civility',
  });
};

export const currencyCollection: CollectionSpec = {
  filters: { id: { kind: 'int', column: currencies.id }, code: { kind: 'exact', column: currencies.code } },
  order: { id: currencies.id, name: currencies.name },
  defaultOrder: [['id', 'asc']],
};

export const readCurrencyPage = (db: DbOrTx, query: Record<string, unknown>) => {
  return findTablePage(db, currencies, currencyCollection, query, {
    collection: 'currencies',
    type: 'Currency',
  });
};
