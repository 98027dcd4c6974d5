import {
  CatalogueDescription,
  CatalogueErrorCode,
  type ProductCreate,
  type ProductRead,
  type ProductUpdate,
  statusCommentRequired,
} from '@velodesk/contract/api/catalogue';
import { blankToNull } from '@velodesk/contract/fields';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import { ProductStatus } from '@velodesk/contract/ids';
import { and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireAccess } from '../../platform/access.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { uniqueViolation, unprocessable, valueTaken, violationOf } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { siteExists } from '../sites/sites.api.ts';
import {
  accessProduct,
  accessProductChange,
  accessProductList,
  accessSite,
  fleetFeature,
  settingsFeature,
} from './catalogue.access.ts';
import { toProductRead, toProductReads } from './catalogue.presenter.ts';
import {
  countProducts,
  findProductRow,
  insertProduct,
  missingProductReferences,
  selectProducts,
  takenNumbers,
  unfilteredProductPage,
  updateProductRow,
} from './catalogue.repository.ts';
import { changeProductStatus } from './product-status.service.ts';
import { productCollection } from './products.read.ts';

/**
 * Products: each belongs to one site and one declination. Read with planning on the user's sites;
 * created and edited with application settings; a status change needs planning and is recorded
 * in the product's history (docs/decisions/product-status-changes.md).
 */

export { productCollection } from './products.read.ts';

/** GET /products: the products of the sites the user sees. */
export const findProducts = (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  const scope = accessProductList(actor, fleetFeature);
  const db = dbOf(ctx);
  return findPage(
    productCollection,
    query,
    (where) => ({
      rows: selectProducts(db).where(and(where, scope)).$dynamic(),
      total: countProducts(db, and(where, scope)),
    }),
    (rows) => toProductReads(db, rows),
    // The fleet screen's first page: every product of every site (an actor who sees them all).
    { unfiltered: scope === undefined ? (parsed) => unfilteredProductPage(db, parsed) : undefined },
  );
};

/**
 * GET /products/{id} (planning), and the product of a label (planning or application settings:
 * `anyOf`).
 */
export const getProduct = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  anyOf = fleetFeature,
): Promise<ProductRead> => toProductRead(dbOf(ctx), await accessProduct(ctx, actor, id, anyOf));

const numberTaken = (field: 'internalNumber' | 'serialNumber', value: string) =>
  valueTaken(
    field,
    `${field} "${value}" is already used by another product.`,
    CatalogueErrorCode.productNumberTaken,
  ).withCode(CatalogueErrorCode.productNumberTaken);

/** A clash that slipped past the checks under concurrency gets the same answer as the checks. */
const rethrowNumberClash =
  (numbers: { internalNumber?: string | undefined; serialNumber?: string | null | undefined }) =>
  (error: unknown): never => {
    const constraint = uniqueViolation(error);
    if (constraint === 'products_internal_number_unique') {
      throw numberTaken('internalNumber', numbers.internalNumber ?? '');
    }
    if (constraint === 'products_serial_number_unique')
      throw numberTaken('serialNumber', numbers.serialNumber ?? '');
    throw error;
  };

/**
 * References of a product body: each must exist (422), the site must be one the actor sees (403),
 * and the numbers must be free whatever their case (409).
 */
const checkProductFields = async (
  db: DbOrTx,
  actor: Actor,
  fields: {
    siteId?: number | undefined;
    declinationId?: number | undefined;
    statusId?: number | undefined;
    internalNumber?: string | undefined;
    serialNumber?: string | null | undefined;
  },
  exceptProductId?: number,
) => {
  const violations: Violation[] = [];
  if (fields.siteId !== undefined && !(await siteExists(db, fields.siteId))) {
    violations.push(violationOf('site', 'This site does not exist.'));
  }
  violations.push(...(await missingProductReferences(db, fields)));
  if (violations.length > 0) throw unprocessable(violations).withCode(CatalogueErrorCode.referenceNotFound);
  if (fields.siteId !== undefined) requireAccess(actor, 'login', { siteId: fields.siteId });
  if (fields.internalNumber !== undefined) {
    const taken = await takenNumbers(db, 'internalNumber', [fields.internalNumber], exceptProductId);
    if (taken.size > 0) throw numberTaken('internalNumber', fields.internalNumber);
  }
  if (fields.serialNumber) {
    const taken = await takenNumbers(db, 'serialNumber', [fields.serialNumber], exceptProductId);
    if (taken.size > 0) throw numberTaken('serialNumber', fields.serialNumber);
  }
};

/** POST /products: a product of a site the user sees, "in carton" unless told. */
export const createProduct = async (
  ctx: AppContext,
  actor: Actor,
  input: ProductCreate,
): Promise<ProductRead> => {
  const siteId = idFromIri(input.site);
  accessSite(actor, settingsFeature, siteId);
  return transaction(ctx, async (tx) => {
    const values = {
      siteId,
      declinationId: idFromIri(input.declination),
      statusId: input.status === undefined ? ProductStatus.inCarton : idFromIri(input.status),
      internalNumber: input.internalNumber,
      serialNumber: blankToNull(input.serialNumber) ?? null,
    };
    await checkProductFields(tx, actor, values);
    const createdId = await insertProduct(tx, values);
    return toProductRead(tx, (await findProductRow(tx, createdId))!);
  }).catch(rethrowNumberClash(input));
};

/**
 * PATCH /products/{id}: editing the product's fields needs application settings; a status change
 * needs planning, writes a history entry in the same transaction, and needs a comment to make the
 * product unavailable (status 4).
 */
export const updateProduct = (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: ProductUpdate,
): Promise<ProductRead> => {
  const editsFields =
    input.site !== undefined ||
    input.declination !== undefined ||
    input.internalNumber !== undefined ||
    input.serialNumber !== undefined;
  return transaction(ctx, async (tx) => {
    const current = await accessProductChange(ctx, actor, id, {
      details: editsFields,
      status: input.status !== undefined,
    });
    const comment = blankToNull(input.comment) ?? null;
    if (comment !== null && input.status === undefined) {
      throw unprocessable([
        violationOf(
          'comment',
          CatalogueDescription.commentWithoutStatus,
          CatalogueErrorCode.commentWithoutStatus,
        ),
      ]).withCode(CatalogueErrorCode.commentWithoutStatus);
    }
    const fields = {
      siteId: input.site === undefined ? undefined : idFromIri(input.site),
      declinationId: input.declination === undefined ? undefined : idFromIri(input.declination),
      internalNumber: input.internalNumber,
      serialNumber: blankToNull(input.serialNumber),
    };
    const statusId = input.status === undefined ? undefined : idFromIri(input.status);
    await checkProductFields(tx, actor, { ...fields, statusId }, id);
    if (
      statusId !== undefined &&
      statusId !== current.statusId &&
      statusId === ProductStatus.unavailable &&
      !comment
    ) {
      throw unprocessable([
        violationOf('comment', statusCommentRequired, CatalogueErrorCode.statusCommentRequired),
      ]).withCode(CatalogueErrorCode.statusCommentRequired);
    }
    if (editsFields) await updateProductRow(tx, id, fields);
    if (statusId !== undefined) await changeProductStatus(tx, actor, id, statusId, comment);
    return toProductRead(tx, (await findProductRow(tx, id))!);
  }).catch(rethrowNumberClash(input));
};
