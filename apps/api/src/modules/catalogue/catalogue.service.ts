import {
  type DeclinationCreate,
  type DeclinationRead,
  type DeclinationUpdate,
  declinationBoundsOrder,
  declinationTaken,
  minAboveMax,
  type ProductCreate,
  type ProductHistoryCreate,
  type ProductHistoryRead,
  type ProductRead,
  type ProductStatusRead,
  type ProductUpdate,
  type RangeCreate,
  type RangeRead,
  type RangeUpdate,
  rangeNameTaken,
  statusCommentRequired,
} from '@velodesk/contract/api/catalogue';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import { ProductStatus } from '@velodesk/contract/ids';
import { hasFeature } from '@velodesk/contract/permissions';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { declinations, productHistories, productStatuses, products, ranges, sites } from '../../db/schema.ts';
import { type Actor, assertCanSeeSite, visibleSiteIds } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  forbidden,
  notFound,
  uniqueViolation,
  unprocessable,
  valueTaken,
  violationOf,
} from '../../platform/errors.ts';
import { type CollectionSpec, parseCollectionQuery } from '../../platform/filters.ts';
import { ref } from '../../platform/hydra.ts';
import { runPage } from '../../platform/pagination.ts';
import { inTransaction } from '../../platform/transactions.ts';
import {
  countDeclinations,
  countHistories,
  countProducts,
  type DeclinationRow,
  declinationsNamed,
  findDeclinationRow,
  findProductRow,
  findRangeRow,
  type HistoryRow,
  insertHistory,
  type ProductRow,
  rangesNamed,
  selectDeclinations,
  selectHistories,
  selectProducts,
  takenNumbers,
} from './catalogue.repository.ts';

/** The fleet (DOMAIN.md "Catalogue and availability"): products belong to one site and one declination. */

// ---- ranges, declinations, statuses ----

export const rangeCollection: CollectionSpec = {
  filters: { id: { kind: 'int', column: ranges.id }, name: { kind: 'partial', column: ranges.name } },
  order: { id: ranges.id, name: ranges.name },
  defaultOrder: [['name', 'asc']],
};

export const findRanges = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(rangeCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(ranges).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(ranges).where(parsed.where),
    parsed,
  );
  const members = rows.map((row): RangeRead => ({ '@id': ref('ranges', row.id), '@type': 'Range', ...row }));
  return { parsed, members, total };
};

export const declinationCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: declinations.id },
    'range.id': { kind: 'int', column: declinations.rangeId },
    model: { kind: 'partial', column: declinations.model },
    size: { kind: 'exact', column: declinations.size },
    type: { kind: 'exact', column: declinations.type },
  },
  order: {
    id: declinations.id,
    model: declinations.model,
    size: declinations.size,
    'range.name': ranges.name,
  },
  defaultOrder: [
    ['range.name', 'asc'],
    ['model', 'asc'],
    ['size', 'asc'],
  ],
};

const declinationOf = (row: Omit<DeclinationRow, 'id'>, id: number) => ({
  '@id': ref('declinations', id),
  id,
  range: { '@id': ref('ranges', row.rangeId), id: row.rangeId, name: row.rangeName },
  model: row.model,
  size: row.size,
  min: row.min,
  max: row.max,
  unit: row.unit,
  type: row.type,
});

export const findDeclinations = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(declinationCollection, query);
  const { rows, total } = await runPage(
    selectDeclinations(ctx.db).where(parsed.where).$dynamic(),
    countDeclinations(ctx.db, parsed.where),
    parsed,
  );
  const members = rows.map(
    (row): DeclinationRead => ({ ...declinationOf(row, row.id), '@type': 'Declination' }),
  );
  return { parsed, members, total };
};

// ---- writing ranges and declinations (application settings; no DELETE, see
// docs/decisions/ranges-and-declinations.md) ----

const toRangeRead = (row: { id: number; name: string }): RangeRead => ({
  '@id': ref('ranges', row.id),
  '@type': 'Range',
  id: row.id,
  name: row.name,
});

const readRange = async (db: DbOrTx, id: number) => {
  const row = await findRangeRow(db, id);
  if (!row) throw notFound('Range');
  return row;
};

const rangeNameClash = (name: string) => valueTaken('name', rangeNameTaken(name));

/** Range names are unique whatever their case (the CSV import matches ranges that way). */
const assertRangeNameFree = async (tx: DbOrTx, name: string, exceptId?: number) => {
  const [taken] = await rangesNamed(tx, name, exceptId);
  if (taken) throw rangeNameClash(taken.name);
};

const rethrowRangeClash =
  (name: string | undefined) =>
  (error: unknown): never => {
    if (uniqueViolation(error) === 'ranges_name_unique') throw rangeNameClash(name ?? '');
    throw error;
  };

export const getRange = async (ctx: AppContext, id: number) => toRangeRead(await readRange(ctx.db, id));

/** POST /ranges: name required, trimmed, unique whatever its case (409 on name). */
export const createRange = (ctx: AppContext, _actor: Actor, input: RangeCreate) =>
  inTransaction(ctx.db, async (tx) => {
    await assertRangeNameFree(tx, input.name);
    const [created] = await tx.insert(ranges).values({ name: input.name }).returning();
    return toRangeRead(created!);
  }).catch(rethrowRangeClash(input.name));

/** PATCH /ranges/{id}: renames the range (its declinations and products follow). */
export const updateRange = (ctx: AppContext, _actor: Actor, id: number, input: RangeUpdate) =>
  inTransaction(ctx.db, async (tx) => {
    const current = await readRange(tx, id);
    if (input.name === undefined || input.name === current.name) return toRangeRead(current);
    await assertRangeNameFree(tx, input.name, id);
    const [updated] = await tx.update(ranges).set({ name: input.name }).where(eq(ranges.id, id)).returning();
    return toRangeRead(updated!);
  }).catch(rethrowRangeClash(input.name));

const toDeclinationRead = (row: DeclinationRow): DeclinationRead => ({
  ...declinationOf(row, row.id),
  '@type': 'Declination',
});

const readDeclination = async (db: DbOrTx, id: number) => {
  const row = await findDeclinationRow(db, id);
  if (!row) throw notFound('Declination');
  return row;
};

export const getDeclination = async (ctx: AppContext, id: number) =>
  toDeclinationRead(await readDeclination(ctx.db, id));

type DeclinationKey = { range: string; model: string; size: string };

const declinationClash = (key: DeclinationKey | undefined) =>
  valueTaken('model', key ? declinationTaken(key) : 'This model already exists in this size in the range.');

const rethrowDeclinationClash =
  (clash: { key?: DeclinationKey }) =>
  (error: unknown): never => {
    if (uniqueViolation(error) === 'declinations_range_id_model_size_unique') {
      throw declinationClash(clash.key);
    }
    throw error;
  };

/**
 * The rules of a declination's final values: the range exists (422), min <= max when both are
 * known (422 on the field sent), and (range, model, size) is free whatever the case (409 on model).
 */
const checkDeclination = async (
  tx: DbOrTx,
  next: { rangeId: number; model: string; size: string; min: number | null; max: number | null },
  sent: { range: boolean; min: boolean; max: boolean },
  clash: { key?: DeclinationKey },
  exceptId?: number,
) => {
  const violations: Violation[] = [];
  const range = await findRangeRow(tx, next.rangeId);
  if (!range && sent.range) violations.push(violationOf('range', 'This range does not exist.'));
  if (minAboveMax(next.min, next.max)) {
    const field = sent.max || !sent.min ? 'max' : 'min';
    violations.push(violationOf(field, declinationBoundsOrder[field]));
  }
  if (violations.length > 0) throw unprocessable(violations);
  clash.key = { range: range?.name ?? '', model: next.model, size: next.size };
  const [taken] = await declinationsNamed(tx, next, exceptId);
  if (taken) throw declinationClash({ range: clash.key.range, model: taken.model, size: taken.size });
};

/** POST /declinations: a model in one size of an existing range. */
export const createDeclination = (ctx: AppContext, _actor: Actor, input: DeclinationCreate) => {
  const clash: { key?: DeclinationKey } = {};
  return inTransaction(ctx.db, async (tx) => {
    const values = {
      rangeId: idFromIri(input.range),
      model: input.model,
      size: input.size,
      min: input.min ?? null,
      max: input.max ?? null,
      unit: blankToNull(input.unit) ?? null,
      type: blankToNull(input.type) ?? null,
    };
    await checkDeclination(
      tx,
      values,
      { range: true, min: input.min != null, max: input.max != null },
      clash,
    );
    const [created] = await tx.insert(declinations).values(values).returning({ id: declinations.id });
    return toDeclinationRead(await readDeclination(tx, created!.id));
  }).catch(rethrowDeclinationClash(clash));
};

/** PATCH /declinations/{id} (merge-patch): any field; null clears min, max, unit and type. */
export const updateDeclination = (ctx: AppContext, _actor: Actor, id: number, input: DeclinationUpdate) => {
  const clash: { key?: DeclinationKey } = {};
  return inTransaction(ctx.db, async (tx) => {
    const current = await readDeclination(tx, id);
    const changes = {
      rangeId: input.range === undefined ? undefined : idFromIri(input.range),
      model: input.model,
      size: input.size,
      min: input.min,
      max: input.max,
      unit: blankToNull(input.unit),
      type: blankToNull(input.type),
    };
    await checkDeclination(
      tx,
      {
        rangeId: changes.rangeId ?? current.rangeId,
        model: changes.model ?? current.model,
        size: changes.size ?? current.size,
        min: changes.min === undefined ? current.min : changes.min,
        max: changes.max === undefined ? current.max : changes.max,
      },
      { range: input.range !== undefined, min: input.min != null, max: input.max != null },
      clash,
      id,
    );
    if (Object.values(changes).some((value) => value !== undefined)) {
      await tx.update(declinations).set(changes).where(eq(declinations.id, id));
    }
    return toDeclinationRead(await readDeclination(tx, id));
  }).catch(rethrowDeclinationClash(clash));
};

export const statusCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: productStatuses.id },
    status: { kind: 'exact', column: productStatuses.status },
  },
  order: { id: productStatuses.id },
  defaultOrder: [['id', 'asc']],
};

export const findStatuses = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(statusCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(productStatuses).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(productStatuses).where(parsed.where),
    parsed,
  );
  const members = rows.map(
    (row): ProductStatusRead => ({
      '@id': ref('product_statuses', row.id),
      '@type': 'ProductStatus',
      ...row,
    }),
  );
  return { parsed, members, total };
};

// ---- products ----

export const productCollection: CollectionSpec = {
  alwaysPaginated: true,
  filters: {
    id: { kind: 'int', column: products.id },
    internalNumber: { kind: 'exact', column: products.internalNumber },
    serialNumber: { kind: 'partial', column: products.serialNumber },
    'status.status': { kind: 'exact', column: productStatuses.status },
    'status.id': { kind: 'int', column: products.statusId },
    'site.id': { kind: 'int', column: products.siteId },
    'declination.id': { kind: 'int', column: products.declinationId },
    'declination.range.id': { kind: 'int', column: declinations.rangeId },
    'declination.model': { kind: 'partial', column: declinations.model },
  },
  order: {
    id: products.id,
    internalNumber: products.internalNumber,
    serialNumber: products.serialNumber,
    'status.id': products.statusId,
    'declination.model': declinations.model,
    'site.name': sites.name,
  },
  defaultOrder: [['id', 'desc']],
};

export const toProductRead = (row: ProductRow): ProductRead => ({
  '@id': ref('products', row.id),
  '@type': 'Product',
  id: row.id,
  internalNumber: row.internalNumber,
  serialNumber: row.serialNumber,
  status: { '@id': ref('product_statuses', row.statusId), id: row.statusId, status: row.status },
  declination: declinationOf(row, row.declinationId),
  site: { '@id': ref('sites', row.siteId), id: row.siteId, name: row.siteName },
});

/** Products of the sites the actor may see (DOMAIN.md "Sites and access"). */
const visibleProducts = (actor: Actor) => {
  const ids = visibleSiteIds(actor);
  if (ids === null) return undefined;
  return ids.length === 0 ? sql`false` : inArray(products.siteId, ids);
};

export const findProducts = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(productCollection, query);
  const where = and(parsed.where, visibleProducts(actor));
  const { rows, total } = await runPage(
    selectProducts(ctx.db).where(where).$dynamic(),
    countProducts(ctx.db, where),
    parsed,
  );
  return { parsed, members: rows.map(toProductRead), total };
};

const readProduct = async (db: DbOrTx, actor: Actor, id: number): Promise<ProductRow> => {
  const row = await findProductRow(db, id);
  if (!row) throw notFound('Product');
  assertCanSeeSite(actor, row.siteId);
  return row;
};

export const getProduct = async (ctx: AppContext, actor: Actor, id: number) =>
  toProductRead(await readProduct(ctx.db, actor, id));

const exists = async (
  db: DbOrTx,
  table: typeof sites | typeof declinations | typeof productStatuses,
  id: number,
) => {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
};

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

const numberTaken = (field: 'internalNumber' | 'serialNumber', value: string) =>
  valueTaken(field, `${field} "${value}" is already used by another product.`);

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

/** References of a product body: each must exist (422), and the site must be one the actor sees (403). */
const checkProductFields = async (
  db: DbOrTx,
  actor: Actor,
  fields: {
    siteId?: number;
    declinationId?: number;
    statusId?: number;
    internalNumber?: string;
    serialNumber?: string | null;
  },
  exceptProductId?: number,
) => {
  const violations: Violation[] = [];
  if (fields.siteId !== undefined && !(await exists(db, sites, fields.siteId))) {
    violations.push(violationOf('site', 'This site does not exist.'));
  }
  if (fields.declinationId !== undefined && !(await exists(db, declinations, fields.declinationId))) {
    violations.push(violationOf('declination', 'This declination does not exist.'));
  }
  if (fields.statusId !== undefined && !(await exists(db, productStatuses, fields.statusId))) {
    violations.push(violationOf('status', 'This status does not exist.'));
  }
  if (violations.length > 0) throw unprocessable(violations);
  if (fields.siteId !== undefined) assertCanSeeSite(actor, fields.siteId);
  if (fields.internalNumber !== undefined) {
    const taken = await takenNumbers(db, 'internalNumber', [fields.internalNumber], exceptProductId);
    if (taken.size > 0) throw numberTaken('internalNumber', fields.internalNumber);
  }
  if (fields.serialNumber) {
    const taken = await takenNumbers(db, 'serialNumber', [fields.serialNumber], exceptProductId);
    if (taken.size > 0) throw numberTaken('serialNumber', fields.serialNumber);
  }
};

export const createProduct = (ctx: AppContext, actor: Actor, input: ProductCreate) =>
  inTransaction(ctx.db, async (tx) => {
    const values = {
      siteId: idFromIri(input.site),
      declinationId: idFromIri(input.declination),
      statusId: input.status === undefined ? ProductStatus.inCarton : idFromIri(input.status),
      internalNumber: input.internalNumber,
      serialNumber: blankToNull(input.serialNumber) ?? null,
    };
    await checkProductFields(tx, actor, values);
    const [created] = await tx.insert(products).values(values).returning({ id: products.id });
    return toProductRead((await findProductRow(tx, created!.id))!);
  }).catch(rethrowNumberClash(input));

/**
 * Changes a product's status and records the change in its history, in the caller's transaction.
 * The caller checks permissions (PATCH /products, closing a contract, replacing a product).
 * Does nothing when the status is already the one asked.
 */
export const changeProductStatus = async (
  tx: Tx,
  actor: Actor | null,
  productId: number,
  newStatusId: number,
  comment: string | null,
): Promise<{ changed: boolean; oldStatusId: number }> => {
  const [current] = await tx
    .select({ statusId: products.statusId })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!current) throw notFound('Product');
  if (current.statusId === newStatusId) return { changed: false, oldStatusId: current.statusId };
  await tx.update(products).set({ statusId: newStatusId }).where(eq(products.id, productId));
  await insertHistory(tx, {
    productId,
    oldStatusId: current.statusId,
    newStatusId,
    comment,
    createdById: actor?.userId ?? null,
  });
  return { changed: true, oldStatusId: current.statusId };
};

/**
 * PATCH /products/{id}: editing the product's fields needs application settings; a status change
 * needs planning, writes a history entry in the same transaction, and needs a comment to make the
 * product unavailable (status 4).
 */
export const updateProduct = (ctx: AppContext, actor: Actor, id: number, input: ProductUpdate) => {
  const editsFields =
    input.site !== undefined ||
    input.declination !== undefined ||
    input.internalNumber !== undefined ||
    input.serialNumber !== undefined;
  if (editsFields && !hasFeature(actor, 'settings_application')) {
    throw forbidden("Changing a product's details needs the application settings permission.");
  }
  if (input.status !== undefined && !hasFeature(actor, 'planning')) {
    throw forbidden("Changing a product's status needs the planning permission.");
  }
  const comment = blankToNull(input.comment) ?? null;
  if (comment !== null && input.status === undefined) {
    throw unprocessable([violationOf('comment', 'A comment goes with a status change.')]);
  }
  return inTransaction(ctx.db, async (tx) => {
    const current = await readProduct(tx, actor, id);
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
      throw unprocessable([violationOf('comment', statusCommentRequired)]);
    }
    if (editsFields) await tx.update(products).set(fields).where(eq(products.id, id));
    if (statusId !== undefined) await changeProductStatus(tx, actor, id, statusId, comment);
    return toProductRead((await findProductRow(tx, id))!);
  }).catch(rethrowNumberClash(input));
};

// ---- product histories ----

export const historyCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: productHistories.id },
    'product.id': { kind: 'int', column: productHistories.productId },
    'product.internalNumber': { kind: 'exact', column: products.internalNumber },
    'newStatus.id': { kind: 'int', column: productHistories.newStatusId },
    createdAt: { kind: 'date', column: productHistories.createdAt },
  },
  order: { id: productHistories.id, createdAt: productHistories.createdAt },
  defaultOrder: [
    ['createdAt', 'desc'],
    ['id', 'desc'],
  ],
};

const toHistoryRead = (row: HistoryRow): ProductHistoryRead => ({
  '@id': ref('product_histories', row.id),
  '@type': 'ProductHistory',
  id: row.id,
  product: { '@id': ref('products', row.productId), id: row.productId, internalNumber: row.internalNumber },
  oldStatus: { '@id': ref('product_statuses', row.oldStatusId), id: row.oldStatusId, status: row.oldStatus },
  newStatus: { '@id': ref('product_statuses', row.newStatusId), id: row.newStatusId, status: row.newStatus },
  comment: row.comment,
  createdBy:
    row.userId === null
      ? null
      : {
          '@id': ref('users', row.userId),
          id: row.userId,
          username: row.username ?? '',
          firstName: row.firstName,
          lastName: row.lastName,
        },
  createdAt: row.createdAt.toISOString(),
});

export const findHistories = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(historyCollection, query);
  const where = and(parsed.where, visibleProducts(actor));
  const { rows, total } = await runPage(
    selectHistories(ctx.db).where(where).$dynamic(),
    countHistories(ctx.db, where),
    parsed,
  );
  return { parsed, members: rows.map(toHistoryRead), total };
};

/**
 * POST /product_histories: an entry written by hand (PATCH /products already records its own
 * status changes). createdBy is always the signed-in user.
 */
export const createHistory = (ctx: AppContext, actor: Actor, input: ProductHistoryCreate) =>
  inTransaction(ctx.db, async (tx) => {
    const product = await readProduct(tx, actor, idFromIri(input.product));
    const oldStatusId = idFromIri(input.oldStatus);
    const newStatusId = idFromIri(input.newStatus);
    const violations: Violation[] = [];
    if (!(await exists(tx, productStatuses, oldStatusId))) {
      violations.push(violationOf('oldStatus', 'This status does not exist.'));
    }
    if (!(await exists(tx, productStatuses, newStatusId))) {
      violations.push(violationOf('newStatus', 'This status does not exist.'));
    }
    const comment = blankToNull(input.comment) ?? null;
    if (newStatusId === ProductStatus.unavailable && oldStatusId !== newStatusId && !comment) {
      violations.push(violationOf('comment', statusCommentRequired));
    }
    if (violations.length > 0) throw unprocessable(violations);
    const id = await insertHistory(tx, {
      productId: product.id,
      oldStatusId,
      newStatusId,
      comment,
      createdById: actor.userId,
    });
    const [row] = await selectHistories(tx).where(eq(productHistories.id, id));
    return toHistoryRead(row!);
  });
