import { and, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import {
  declinations,
  productHistories,
  productStatuses,
  products,
  ranges,
} from '../../db/schema/catalogue.ts';
import type { CollectionQuery } from '../../platform/filters.ts';
import { missingReferences } from '../../platform/references.ts';

/**
 * Drizzle queries of the fleet: ranges, declinations, products, statuses and history. They read
 * the catalogue's tables only: site and user names come from their modules' read APIs.
 */

export const selectDeclinations = (db: DbOrTx) =>
  db
    .select({
      id: declinations.id,
      model: declinations.model,
      size: declinations.size,
      min: declinations.min,
      max: declinations.max,
      unit: declinations.unit,
      type: declinations.type,
      rangeId: ranges.id,
      rangeName: ranges.name,
    })
    .from(declinations)
    .innerJoin(ranges, eq(ranges.id, declinations.rangeId));
export const countDeclinations = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(declinations)
    .innerJoin(ranges, eq(ranges.id, declinations.rangeId))
    .where(where);
export type DeclinationRow = Awaited<ReturnType<typeof selectDeclinations>>[number];

export const findDeclinationRow = async (db: DbOrTx, id: number) => {
  const [row] = await selectDeclinations(db).where(eq(declinations.id, id));
  return row ?? null;
};

/** The range of this id; null for an unknown one, including an id beyond the integer column. */
export const findRangeRow = async (db: DbOrTx, id: number) => {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(ranges).where(eq(ranges.id, id));
  return row ?? null;
};

/** The ranges whose name is this one whatever its case (compared as the CSV import does). */
export const rangesNamed = async (db: DbOrTx, name: string, exceptId?: number) => {
  const rows = await db
    .select()
    .from(ranges)
    .where(exceptId === undefined ? undefined : ne(ranges.id, exceptId));
  const key = name.trim().toLowerCase();
  return rows.filter((row) => row.name.trim().toLowerCase() === key);
};

/** The declinations of a range with this model and size whatever their case (as the CSV import matches them). */
export const declinationsNamed = async (
  db: DbOrTx,
  key: { rangeId: number; model: string; size: string },
  exceptId?: number,
) => {
  const rows = await db
    .select({ id: declinations.id, model: declinations.model, size: declinations.size })
    .from(declinations)
    .where(
      and(
        eq(declinations.rangeId, key.rangeId),
        exceptId === undefined ? undefined : ne(declinations.id, exceptId),
      ),
    );
  const model = key.model.trim().toLowerCase();
  const size = key.size.trim().toLowerCase();
  return rows.filter(
    (row) => row.model.trim().toLowerCase() === model && row.size.trim().toLowerCase() === size,
  );
};

export const selectProducts = (db: DbOrTx) =>
  db
    .select({
      id: products.id,
      internalNumber: products.internalNumber,
      serialNumber: products.serialNumber,
      statusId: productStatuses.id,
      status: productStatuses.status,
      siteId: products.siteId,
      declinationId: declinations.id,
      model: declinations.model,
      size: declinations.size,
      min: declinations.min,
      max: declinations.max,
      unit: declinations.unit,
      type: declinations.type,
      rangeId: ranges.id,
      rangeName: ranges.name,
    })
    .from(products)
    .innerJoin(productStatuses, eq(productStatuses.id, products.statusId))
    .innerJoin(declinations, eq(declinations.id, products.declinationId))
    .innerJoin(ranges, eq(ranges.id, declinations.rangeId));
export const countProducts = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(products)
    .innerJoin(productStatuses, eq(productStatuses.id, products.statusId))
    .innerJoin(declinations, eq(declinations.id, products.declinationId))
    .where(where);
export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

/**
 * A page of every product and their count, as findPage reads them through selectProducts and
 * countProducts without a condition, from statements prepared once per sort (null in a
 * transaction, or for an unpaged list). Page 1 has no offset clause, as the query builder writes it.
 */
export const unfilteredProductPage = (
  db: DbOrTx,
  parsed: CollectionQuery,
): Promise<{ rows: ProductRow[]; total: number }> | null => {
  if (parsed.limit === undefined) return null;
  const first = parsed.offset === 0;
  const prepared = productPage(db, `${parsed.orderKey}${first ? '' : ' offset'}`, parsed.orderBy);
  if (!prepared) return null;
  const values = first ? { limit: parsed.limit } : { limit: parsed.limit, offset: parsed.offset };
  return Promise.all([prepared.rows.execute(values), prepared.total.execute()]).then(([rows, counted]) => ({
    rows,
    total: Number(counted[0]?.count ?? 0),
  }));
};
let productPageShapes = 0;
const productPage = preparedOn('products_page', (db, _name, key, orderBy: SQL[]) => {
  const name = `products_page_${++productPageShapes}`;
  const page = selectProducts(db)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'));
  return {
    rows: (key.endsWith(' offset') ? page.offset(sql.placeholder('offset')) : page).prepare(name),
    total: countProducts(db, undefined).prepare(`${name}_total`),
  };
});

/** The product of this id (locked `for update` when `lock`); null for an unknown one. */
export const findProductRow = async (db: DbOrTx, id: number, lock = false) => {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const query = selectProducts(db).where(eq(products.id, id));
  const [row] = lock ? await query.for('update', { of: products }) : await query;
  return row ?? null;
};

/** Which of these values a product already uses as internal (or serial) number. */
export const takenNumbers = async (
  db: DbOrTx,
  column: 'internalNumber' | 'serialNumber',
  values: string[],
  exceptProductId?: number,
): Promise<Set<string>> => {
  const taken = new Set<string>();
  const target = column === 'internalNumber' ? products.internalNumber : products.serialNumber;
  for (let i = 0; i < values.length; i += 1000) {
    const chunk = values.slice(i, i + 1000).map((v) => v.toLowerCase());
    const rows = await db
      .select({ value: target })
      .from(products)
      .where(
        and(
          inArray(sql`lower(${target})`, chunk),
          exceptProductId === undefined ? undefined : ne(products.id, exceptProductId),
        ),
      );
    for (const row of rows) if (row.value) taken.add(row.value.toLowerCase());
  }
  return taken;
};

export const oldStatuses = alias(productStatuses, 'old_status');
export const newStatuses = alias(productStatuses, 'new_status');

export const selectHistories = (db: DbOrTx) =>
  db
    .select({
      id: productHistories.id,
      productId: products.id,
      internalNumber: products.internalNumber,
      siteId: products.siteId,
      oldStatusId: oldStatuses.id,
      oldStatus: oldStatuses.status,
      newStatusId: newStatuses.id,
      newStatus: newStatuses.status,
      comment: productHistories.comment,
      createdAt: productHistories.createdAt,
      userId: productHistories.createdById,
    })
    .from(productHistories)
    .innerJoin(products, eq(products.id, productHistories.productId))
    .innerJoin(oldStatuses, eq(oldStatuses.id, productHistories.oldStatusId))
    .innerJoin(newStatuses, eq(newStatuses.id, productHistories.newStatusId));
export const countHistories = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(productHistories)
    .innerJoin(products, eq(products.id, productHistories.productId))
    .where(where);
export type HistoryRow = Awaited<ReturnType<typeof selectHistories>>[number];

export const insertHistory = async (
  db: DbOrTx,
  entry: {
    productId: number;
    oldStatusId: number;
    newStatusId: number;
    comment: string | null;
    createdById: number | null;
  },
) => {
  const [created] = await db.insert(productHistories).values(entry).returning({ id: productHistories.id });
  return created!.id;
};

/** A product's status and site, its row locked until the transaction ends (a status change). */
export const lockProductStatus = async (tx: DbOrTx, productId: number) => {
  const [current] = await tx
    .select({ statusId: products.statusId, siteId: products.siteId })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return current ?? null;
};

export const setProductStatus = (tx: DbOrTx, productId: number, statusId: number) =>
  tx.update(products).set({ statusId }).where(eq(products.id, productId));

/** The products of these sites (none: no product). */
export const productsOfSites = (siteIds: number[]): SQL =>
  siteIds.length === 0 ? sql`false` : inArray(products.siteId, siteIds);

/** One history entry, as the list reads it. */
export const findHistoryRow = async (db: DbOrTx, id: number) => {
  const [row] = await selectHistories(db).where(eq(productHistories.id, id));
  return row;
};

/** A 422 violation for each of these fields whose product status does not exist (in field order). */
export const missingStatuses = (db: DbOrTx, statusIds: Record<string, number>) =>
  missingReferences(
    db,
    Object.entries(statusIds).map(([field, id]) => ({ field, table: productStatuses, id, what: 'status' })),
  );

/** A new range: its row. */
export const insertRange = async (db: DbOrTx, name: string) => {
  const [created] = await db.insert(ranges).values({ name }).returning();
  return created!;
};

/** A range renamed: its row. */
export const renameRange = async (db: DbOrTx, id: number, name: string) => {
  const [updated] = await db.update(ranges).set({ name }).where(eq(ranges.id, id)).returning();
  return updated!;
};

/** A new declination of a range; its id. */
export const insertDeclination = async (
  db: DbOrTx,
  values: typeof declinations.$inferInsert,
): Promise<number> => {
  const [created] = await db.insert(declinations).values(values).returning({ id: declinations.id });
  return created!.id;
};

/** Changes a declination's columns (the fields left undefined stay). */
export const updateDeclinationRow = async (
  db: DbOrTx,
  id: number,
  changes: Partial<typeof declinations.$inferInsert>,
): Promise<void> => {
  await db.update(declinations).set(changes).where(eq(declinations.id, id));
};

/** The declination and status a product body names that do not exist, as violations. */
export const missingProductReferences = (
  db: DbOrTx,
  fields: { declinationId?: number | undefined; statusId?: number | undefined },
) =>
  missingReferences(db, [
    { field: 'declination', table: declinations, id: fields.declinationId },
    { field: 'status', table: productStatuses, id: fields.statusId },
  ]);

/** A new product; its id. */
export const insertProduct = async (db: DbOrTx, values: typeof products.$inferInsert): Promise<number> => {
  const [created] = await db.insert(products).values(values).returning({ id: products.id });
  return created!.id;
};

/** Changes a product's own columns (site, declination, numbers; the fields left undefined stay). */
export const updateProductRow = async (
  db: DbOrTx,
  id: number,
  changes: Partial<typeof products.$inferInsert>,
): Promise<void> => {
  await db.update(products).set(changes).where(eq(products.id, id));
};

export type NewProduct = typeof products.$inferInsert;

/** Every range, declination and status (the product import's look-ups, a few hundred rows). */
export const allRanges = (db: DbOrTx) => db.select().from(ranges);
export const allDeclinations = (db: DbOrTx) => db.select().from(declinations);
export const allProductStatuses = (db: DbOrTx) => db.select().from(productStatuses);

/** New products, 1,000 a statement; their ids in the order given. */
export const insertProducts = async (db: DbOrTx, values: NewProduct[]): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += 1000) {
    const inserted = await db
      .insert(products)
      .values(values.slice(i, i + 1000))
      .returning({ id: products.id });
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
};
