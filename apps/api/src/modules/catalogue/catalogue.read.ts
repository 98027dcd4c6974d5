import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPlaceholders, listValues, preparedOn } from '../../db/prepared.ts';
import { declinations, productStatuses, products, ranges } from '../../db/schema/catalogue.ts';
import { type ProductRow, selectDeclinations, selectProducts } from './catalogue.repository.ts';

/**
 * What other modules (rentals, pricing) may read of the fleet, in the caller's transaction when
 * one is under way; the caller checks the actor's access. Writes go through the catalogue's
 * services (catalogue.service.ts: changeProductStatus).
 */
export type FleetProduct = ProductRow;

/** Products by id, with their status, site id, declination and range. */
export const readProducts = async (db: DbOrTx, ids: number[]): Promise<FleetProduct[]> => {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  return (
    productsById(db, String(unique.length))?.execute(listValues(unique)) ??
    selectProducts(db).where(inArray(products.id, unique))
  );
};
const productsById = preparedOn('products_by_id', (db, name, key) =>
  selectProducts(db)
    .where(inArray(products.id, listPlaceholders(key)))
    .prepare(name),
);

/**
 * readProducts as an SQL expression: the products of these ids as a JSON array (text) of
 * FleetProduct, for a caller that reads them in a statement it runs anyway (the booking: one round
 * trip less). Every field is an integer or text, so JSON keeps its type.
 */
export const productsJsonSql = (ids: number[]): SQL =>
  sql`(select coalesce(json_agg(json_build_object(
    'id', ${products.id}, 'internalNumber', ${products.internalNumber}, 'serialNumber', ${products.serialNumber},
    'statusId', ${productStatuses.id}, 'status', ${productStatuses.status}, 'siteId', ${products.siteId},
    'declinationId', ${declinations.id}, 'model', ${declinations.model}, 'size', ${declinations.size},
    'min', ${declinations.min}, 'max', ${declinations.max}, 'unit', ${declinations.unit}, 'type', ${declinations.type},
    'rangeId', ${ranges.id}, 'rangeName', ${ranges.name})), '[]')::text
    from ${products}
    join ${productStatuses} on ${productStatuses.id} = ${products.statusId}
    join ${declinations} on ${declinations.id} = ${products.declinationId}
    join ${ranges} on ${ranges.id} = ${declinations.rangeId}
    where ${products.id} in (${sql.join(
      [...new Set(ids)].map((id) => sql`${Math.trunc(id)}`),
      sql`, `,
    )}))`;

/** A declination with some of its products (id and internal number, by internal number). */
export interface DeclinationGroup {
  declinationId: number;
  model: string;
  size: string;
  min: number | null;
  max: number | null;
  unit: string | null;
  type: string;
  rangeId: number;
  rangeName: string;
  products: Array<{ id: number; internalNumber: string }>;
}

/**
 * A site's products of some statuses, but those whose id `excludedIds` (an SQL subquery of
 * product ids, e.g. the rentals module's holders of a period) answers, grouped by declination in
 * the database: one row per declination instead of one per product (the availability of a site of
 * 2,000 products).
 */
export const readProductGroups = async (
  db: DbOrTx,
  siteId: number,
  statusIds: number[],
  excludedIds: SQL,
): Promise<DeclinationGroup[]> => {
  const result = await db.execute(sql`
    select ${declinations.id} as "declinationId", ${declinations.model} as model, ${declinations.size} as size,
           ${declinations.min} as min, ${declinations.max} as max, ${declinations.unit} as unit,
           ${declinations.type} as type, ${ranges.id} as "rangeId", ${ranges.name} as "rangeName",
           json_agg(json_build_object('id', ${products.id}, 'internalNumber', ${products.internalNumber})
                    order by ${products.internalNumber})::text as products
    from ${products}
    join ${declinations} on ${declinations.id} = ${products.declinationId}
    join ${ranges} on ${ranges.id} = ${declinations.rangeId}
    where ${products.siteId} = ${siteId} and ${inArray(products.statusId, statusIds)}
      and ${products.id} not in (${excludedIds})
    group by ${declinations.id}, ${ranges.id}`);
  return (
    result as unknown as { rows: Array<Omit<DeclinationGroup, 'products'> & { products: string }> }
  ).rows.map((row) => ({
    ...row,
    declinationId: Number(row.declinationId),
    // Nullable integers (a declination without sizes has neither).
    min: row.min === null ? null : Number(row.min),
    max: row.max === null ? null : Number(row.max),
    rangeId: Number(row.rangeId),
    products: JSON.parse(row.products) as DeclinationGroup['products'],
  }));
};

export interface DeclinationSummary {
  id: number;
  model: string;
  size: string;
  rangeId: number;
  rangeName: string;
}

/** Declinations by id, with their range's name. */
export const readDeclinations = async (
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, DeclinationSummary>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectDeclinations(db).where(inArray(declinations.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
};

/** Whether a declination of this id exists. */
export const declinationExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ id: declinations.id }).from(declinations).where(eq(declinations.id, id)).limit(1))
    .length > 0;

/** The condition "the declination in `declinationId` is one of these ranges'" (a list filter). */
export const isDeclinationOfRanges = (declinationId: AnyColumn, rangeIds: number[]): SQL =>
  sql`${declinationId} in (select ${declinations.id} from ${declinations} where ${inArray(
    declinations.rangeId,
    rangeIds,
  )})`;

// ---- the top-bar search (the search module checks the fleet permission and the sites) ----

export interface ProductHit {
  id: number;
  internalNumber: string;
  serialNumber: string | null;
  model: string;
  rangeName: string;
  siteId: number;
  /** Its status now, as product_statuses names it. */
  status: { id: number; status: string };
}

/**
 * Products whose internal or serial number starts with `term` (case ignored), of these sites
 * (null: every site), at most `limit`, by internal number (top-bar search).
 */
export const searchProducts = async (
  db: DbOrTx,
  term: string,
  siteIds: number[] | null,
  limit: number,
): Promise<ProductHit[]> => {
  if (siteIds?.length === 0) return [];
  const literal = term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  const prefix = `${literal}%`;
  return db
    .select({
      id: products.id,
      internalNumber: products.internalNumber,
      serialNumber: products.serialNumber,
      model: declinations.model,
      rangeName: ranges.name,
      siteId: products.siteId,
      status: { id: productStatuses.id, status: productStatuses.status },
    })
    .from(products)
    .innerJoin(declinations, eq(declinations.id, products.declinationId))
    .innerJoin(ranges, eq(ranges.id, declinations.rangeId))
    .innerJoin(productStatuses, eq(productStatuses.id, products.statusId))
    .where(
      and(
        sql`(lower(${products.internalNumber}) like ${prefix} or lower(${products.serialNumber}) like ${prefix})`,
        siteIds === null ? undefined : inArray(products.siteId, siteIds),
      ),
    )
    .orderBy(products.internalNumber)
    .limit(limit);
};

/** Ranges' names by id (the deposit rules show them). */
export const readRangeNames = async (db: DbOrTx, ids: number[]): Promise<Map<number, string>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: ranges.id, name: ranges.name })
    .from(ranges)
    .where(inArray(ranges.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
};
