import {
  PricingErrorCode,
  type TaxCreate,
  type TaxRead,
  type TaxUpdate,
} from '@velodesk/contract/api/pricing';
import { idFromIri } from '@velodesk/contract/hydra';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, unprocessable } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessFeature, settingsFeature, taxReadFeature } from './pricing.access.ts';
import { toTaxRead } from './pricing.presenter.ts';
import { insertTax, updateTaxRow } from './pricing.repository.ts';
import { missingTaxCountry, taxCollection, taxPageOf, taxRowsById } from './taxes.read.ts';

/** Taxes (a description per country), read by the rental and settings screens. */

export { taxCollection } from './taxes.read.ts';

/** GET /taxes. */
export const findTaxes = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessFeature(actor, taxReadFeature);
  return findPage(taxCollection, query, taxPageOf(dbOf(ctx)), (rows) => rows.map(toTaxRead));
};

const readTax = async (db: DbOrTx, id: number): Promise<TaxRead> => {
  const [row] = await taxRowsById(db, id);
  if (!row) throw notFound('Tax').withCode(PricingErrorCode.taxNotFound);
  return toTaxRead(row);
};

/** The country of a tax body exists (422 on country). */
const checkCountry = async (db: DbOrTx, countryId: number | undefined) => {
  const violations = await missingTaxCountry(db, countryId);
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
    return readTax(tx, await insertTax(tx, { description: input.description, countryId }));
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
      await updateTaxRow(tx, id, changes);
    }
    return readTax(tx, id);
  });
};
