import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { taxes } from '../../db/schema/pricing.ts';
import { countries } from '../../db/schema/reference.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { missingReferences } from '../../platform/references.ts';
import { countTaxes, selectTaxes } from './pricing.repository.ts';

/** `country=/api/countries/3` (an IRI), `country.id=3` or `country.codeIso31662=FR`. */
const countryFilters = (countryId: PgColumn) => ({
  country: { kind: 'exact' as const, column: sql`'/api/countries/' || ${countryId}` },
  'country.id': { kind: 'int' as const, column: countryId },
  'country.codeIso31662': { kind: 'exact' as const, column: countries.codeIso31662 },
});

/** The list of taxes (GET /taxes): filters, order, and a page's rows and count. */
export const taxCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: taxes.id },
    description: { kind: 'partial', column: taxes.description },
    'country.name': { kind: 'partial', column: countries.name },
    ...countryFilters(taxes.countryId),
  },
  order: { id: taxes.id, description: taxes.description, 'country.name': countries.name },
  defaultOrder: [['id', 'desc']],
  itemsPerPage: 10,
};

export const taxPageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: selectTaxes(db).where(where).$dynamic(),
  total: countTaxes(db, where),
});

/** A tax with its country, by id (none when it does not exist). */
export const taxRowsById = (db: DbOrTx, id: number) => selectTaxes(db).where(eq(taxes.id, id));

/** The violation of a tax body's country that does not exist (none when it exists or is absent). */
export const missingTaxCountry = (db: DbOrTx, countryId: number | undefined) =>
  missingReferences(db, [{ field: 'country', table: countries, id: countryId }]);
