import {
  PricingErrorCode,
  type TaxCreate,
  type TaxRead,
  type TaxUpdate,
} from '@velodesk/contract/api/pricing';
import { idFromIri } from '@velodesk/contract/hydra';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { taxes } from '../../db/schema/pricing.ts';
import { countries } from '../../db/schema/reference.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, unprocessable } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { missingReferences } from '../../platform/references.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessFeature, settingsFeature, taxReadFeature } from './pricing.access.ts';
import { toTaxRead } from './pricing.presenter.ts';
import { countTaxes, selectTaxes } from './pricing.repository.ts';

/** Taxes (a description per country), read by the rental and settings screens. */

/** `country=/api/countries/3` (an IRI), `country.id=3` or `country.codeIso31662=FR`. */
const countryFilters = (countryId: PgColumn) => ({
  country: { kind: 'exact' as const, column: sql`'/api/countries/' || ${countryId}` },
  'country.id': { kind: 'int' as const, column: countryId },
  'country.codeIso31662': { kind: 'exact' as const, column: countries.codeIso31662 },
});

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

/** GET /taxes. */
export const findTaxes = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessFeature(actor, taxReadFeature);
  const db = dbOf(ctx);
  return findPage(
    taxCollection,
    query,
    (where) => ({ rows: selectTaxes(db).where(where).$dynamic(), total: countTaxes(db, where) }),
    (rows) => rows.map(toTaxRead),
  );
};

const readTax = async (db: DbOrTx, id: number): Promise<TaxRead> => {
  const [row] = await selectTaxes(db).where(eq(taxes.id, id));
  if (!row) throw notFound('Tax').withCode(PricingErrorCode.taxNotFound);
  return toTaxRead(row);
};

/** The country of a tax body exists (422 on country). */
const checkCountry = async (db: DbOrTx, countryId: number | undefined) => {
  const violations = await missingReferences(db, [{ field: 'country', table: countries, id: countryId }]);
  if (violations.length > 0) throw unprocessable(violations).withCode(PricingErrorCode.referenceNotFound);
};

/** GET /taxes/{id}. */
export const getTax = (ctx: AppContext, actor: Actor, id: number): Promise<TaxRead> => {
  accessFeature(actor, taxReadFeature);
  return readTax(dbOf(ctx), id);
};

/** POST /taxes. */
export const createTax = async (ctx: AppContext, actor: Actor, input: TaxCreate): Promise<TaxRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    const countryId = idFromIri(input.country);
    await checkCountry(tx, countryId);
    const [created] = await tx
      .insert(taxes)
      .values({ description: input.description, countryId })
      .returning({ id: taxes.id });
    return readTax(tx, created!.id);
  });
};

/** PATCH /taxes/{id}. */
export const updateTax = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: TaxUpdate,
): Promise<TaxRead> => {
  accessFeature(actor, settingsFeature);
  return transaction(ctx, async (tx) => {
    await readTax(tx, id);
    const countryId = input.country === undefined ? undefined : idFromIri(input.country);
    await checkCountry(tx, countryId);
    const changes = { description: input.description, countryId };
    if (Object.values(changes).some((v) => v !== undefined)) {
      await tx.update(taxes).set(changes).where(eq(taxes.id, id));
    }
    return readTax(tx, id);
  });
};
