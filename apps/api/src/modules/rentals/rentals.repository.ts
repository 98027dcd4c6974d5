import { RentalState, RentalType } from '@velodesk/contract/ids';
import { and, count, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import {
  rentalProducts,
  rentalStates,
  rentals,
  rentalTypes,
  replacedProducts,
} from '../../db/schema/rentals.ts';
import { siteNameOf } from '../sites/sites.api.ts';

/**
 * Drizzle queries of rentals, their lines and replaced products. Only this module's tables: the
 * products, customers and sites are read through their modules' read functions.
 */

/** The instants of a rental as a closed tstzrange (both ends belong to the rental). */
export const heldRange = (startsAt: Date, endsAt: Date): SQL =>
  sql`tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, '[]')`;

/** A rental's own columns, read by the list and given back by an insert. */
const rentalColumns = {
  id: rentals.id,
  rentalTypeId: rentals.rentalTypeId,
  stateId: rentals.stateId,
  siteId: rentals.siteId,
  customerId: rentals.customerId,
  startDate: rentals.startDate,
  startPeriod: rentals.startPeriod,
  endDate: rentals.endDate,
  endPeriod: rentals.endPeriod,
  startsAt: rentals.startsAt,
  endsAt: rentals.endsAt,
  pricingTypeId: rentals.pricingTypeId,
  discount: rentals.discount,
  stayId: rentals.stayId,
  stayLink: rentals.stayLink,
  emplacementName: rentals.emplacementName,
  dutyFreeAmount: rentals.dutyFreeAmount,
  taxAmount: rentals.taxAmount,
  allTaxesIncludedAmount: rentals.allTaxesIncludedAmount,
  invoicingDisabled: rentals.invoicingDisabled,
  fds: rentals.fds,
  paymentLink: rentals.paymentLink,
};

export const selectRentals = (db: DbOrTx) =>
  db
    .select({
      ...rentalColumns,
      rentalType: rentalTypes.description,
      state: rentalStates.description,
      productCount: sql<number>`(select count(*)::int from ${rentalProducts} where ${rentalProducts.rentalId} = ${rentals.id})`,
      // The site's name in the same statement (the list and the answer show it).
      siteName: sql<string>`${siteNameOf(rentals.siteId)}`,
    })
    .from(rentals)
    .innerJoin(rentalTypes, eq(rentalTypes.id, rentals.rentalTypeId))
    .innerJoin(rentalStates, eq(rentalStates.id, rentals.stateId));
export type RentalRow = Awaited<ReturnType<typeof selectRentals>>[number];

/** What a new rental is written with (amounts as decimal text, the period twice). */
export interface NewRental {
  rentalTypeId: number;
  stateId: number;
  siteId: number;
  createdById: number;
  customerId: number;
  startDate: string;
  startPeriod: number;
  endDate: string;
  endPeriod: number;
  startsAt: Date;
  endsAt: Date;
  pricingTypeId: number;
  discount: string;
  stayId: string | null;
  stayLink: string | null;
  emplacementName: string | null;
  dutyFreeAmount: string;
  taxAmount: string;
  allTaxesIncludedAmount: string;
  invoicingDisabled: boolean;
  fds: boolean;
  paymentLink: string | null;
  updatedAt: Date;
}

export interface NewLine {
  productId: number;
  dutyFreeAmount: string;
  taxAmount: string;
  allTaxesIncludedAmount: string;
  declinationPricingModels: unknown[];
}

/**
 * A new rental and all its lines in ONE statement (its own transaction when no transaction is
 * under way): the rental's id, its type and state descriptions, and each line's id by product.
 * The lines hold the rental's range; the exclusion constraint refuses an overlap (23P01).
 */
/**
 * The products' holds taken one booking at a time: a transaction-level advisory lock per product,
 * in id order, held until the writer commits. The exclusion constraint stays the guard; the lock
 * only makes two writers of conflicting holds wait for each other instead of both inserting and then
 * each waiting for the other's row (PostgreSQL checks an exclusion constraint after the insert, so two
 * concurrent conflicting inserts deadlock; one was aborted with 40P01). With the lock the second
 * writer finds the first's committed hold and answers 409 PRODUCT_ALREADY_HELD
 * (docs/decisions/rentals-transactions.md).
 */
const holdsLock = (productIds: number[]): SQL =>
  sql`select count(pg_advisory_xact_lock(hashtext('velodesk.holds'), id)) as locked
      from (select distinct id from unnest(${`{${productIds.join(',')}}`}::int[]) as id order by id) ids`;

/** Takes the holds lock of these products until the transaction ends (see `holdsLock`). */
export const lockHolds = async (tx: DbOrTx, productIds: number[]): Promise<void> => {
  if (productIds.length > 0) await tx.execute(holdsLock(productIds));
};

export const insertRentalWithLines = async (
  db: DbOrTx,
  rental: NewRental,
  lines: NewLine[],
): Promise<{ id: number; rentalType: string; state: string; lineIds: Map<number, number> }> => {
  const held = heldRange(rental.startsAt, rental.endsAt);
  // One statement (its own transaction when outside one). Its lines are selected from the holds
  // lock's one row, so every lock is taken before the first line is inserted.
  const result = await db.execute(sql`
    with lock as (${holdsLock(lines.map((line) => line.productId))}),
    r as (
      insert into rentals (rental_type_id, state_id, site_id, created_by_id, customer_id, start_date,
                           start_period, end_date, end_period, starts_at, ends_at, pricing_type_id,
                           discount, stay_id, stay_link, emplacement_name, duty_free_amount, tax_amount,
                           all_taxes_included_amount, invoicing_disabled, fds, payment_link, updated_at)
      values (${rental.rentalTypeId}, ${rental.stateId}, ${rental.siteId}, ${rental.createdById},
              ${rental.customerId}, ${rental.startDate}::date, ${rental.startPeriod}, ${rental.endDate}::date,
              ${rental.endPeriod}, ${rental.startsAt.toISOString()}::timestamptz,
              ${rental.endsAt.toISOString()}::timestamptz, ${rental.pricingTypeId}, ${rental.discount}::numeric,
              ${rental.stayId}, ${rental.stayLink}, ${rental.emplacementName}, ${rental.dutyFreeAmount}::numeric,
              ${rental.taxAmount}::numeric, ${rental.allTaxesIncludedAmount}::numeric,
              ${rental.invoicingDisabled}, ${rental.fds}, ${rental.paymentLink}, ${rental.updatedAt.toISOString()}::timestamptz)
      returning id, rental_type_id, state_id
    ),
    l as (
      insert into rental_products (rental_id, product_id, held, live, duty_free_amount, tax_amount,
                                   all_taxes_included_amount, declination_pricing_models)
      select r.id, x."productId", ${held}, true, x."dutyFreeAmount", x."taxAmount", x."allTaxesIncludedAmount",
             x."declinationPricingModels"
      from r cross join lock cross join json_to_recordset(${JSON.stringify(lines)}::json)
        as x("productId" int, "dutyFreeAmount" numeric, "taxAmount" numeric, "allTaxesIncludedAmount" numeric,
             "declinationPricingModels" jsonb)
      returning id, product_id
    )
    select r.id, t.description as rental_type, s.description as state,
           (select string_agg(l.product_id || ':' || l.id, ',') from l) as lines
    from r join rental_types t on t.id = r.rental_type_id join rental_states s on s.id = r.state_id`);
  const [row] = (
    result as unknown as {
      rows: Array<{ id: number; rental_type: string; state: string; lines: string | null }>;
    }
  ).rows;
  const lineIds = new Map(
    (row!.lines ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split(':').map(Number) as [number, number]),
  );
  return { id: Number(row!.id), rentalType: row!.rental_type, state: row!.state, lineIds };
};

/** An edited rental's own columns (NewRental but what never changes: type, state, site, author). */
export type RentalColumns = Omit<NewRental, 'rentalTypeId' | 'stateId' | 'siteId' | 'createdById'>;

/** An edited rental's columns, written over its row. */
export const updateRentalColumns = (db: DbOrTx, id: number, values: RentalColumns) =>
  db.update(rentals).set(values).where(eq(rentals.id, id));

/** What a life-cycle step changes of a rental's row (state, type, totals, fds, updatedAt). */
export type RentalChanges = Partial<typeof rentals.$inferInsert>;

/** Changes a rental's columns (the fields left undefined stay). */
export const updateRentalRow = async (db: DbOrTx, id: number, changes: RentalChanges): Promise<void> => {
  await db.update(rentals).set(changes).where(eq(rentals.id, id));
};

/** A line the edit no longer holds, deleted. */
export const deleteLine = (db: DbOrTx, lineId: number) =>
  db.delete(rentalProducts).where(eq(rentalProducts.id, lineId));

/** A kept line's range and prices, written again (its validated flag stays). */
export const updateLinePrices = (
  db: DbOrTx,
  lineId: number,
  prices: Omit<NewLine, 'productId'> & { held: SQL },
) => db.update(rentalProducts).set(prices).where(eq(rentalProducts.id, lineId));

/** A line's product and prices replaced (PATCH /rental_products/{id}/replace); its range and flags stay. */
export const setLineProduct = async (db: DbOrTx, lineId: number, values: NewLine): Promise<void> => {
  await lockHolds(db, [values.productId]);
  await db.update(rentalProducts).set(values).where(eq(rentalProducts.id, lineId));
};

/** Marks a line validated. */
export const setLineValidated = async (db: DbOrTx, lineId: number): Promise<void> => {
  await db.update(rentalProducts).set({ validated: true }).where(eq(rentalProducts.id, lineId));
};

/** Records a replaced product of a line (the old and new product, the comment, the author). */
export const insertReplacedProduct = async (
  db: DbOrTx,
  values: typeof replacedProducts.$inferInsert,
): Promise<void> => {
  await db.insert(replacedProducts).values(values);
};

/** An edit's new lines, in one statement: each line's id with its product. */
export const insertLines = (
  db: DbOrTx,
  lines: Array<NewLine & { rentalId: number; held: SQL; live: boolean }>,
) =>
  db
    .insert(rentalProducts)
    .values(lines)
    .returning({ id: rentalProducts.id, productId: rentalProducts.productId });

export const countRentalsWhere = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ count: count() }).from(rentals).where(where);

/**
 * A rental's row; `lock`: the rental's row is locked first (for update), then read. Two statements
 * on purpose: a locking read that joins the state and type tables waits for a concurrent action,
 * then re-checks its joins against the committed row (PostgreSQL's read committed) and finds no
 * row when that action changed the state, so the loser of a race answered "Rental not found."
 * instead of the 409 of the state it finds. The read after the lock sees the committed row.
 */
export const findRentalRow = async (db: DbOrTx, id: number, lock = false): Promise<RentalRow | null> => {
  if (lock) {
    const [locked] = await db
      .select({ id: rentals.id })
      .from(rentals)
      .where(eq(rentals.id, id))
      .for('update');
    if (!locked) return null;
  }
  const prepared = lock ? null : rentalById(db);
  const [row] = prepared ? await prepared.execute({ id }) : await selectRentals(db).where(eq(rentals.id, id));
  return row ?? null;
};
const rentalById = preparedOn('rental_by_id', (db, name) =>
  selectRentals(db)
    .where(eq(rentals.id, sql.placeholder('id')))
    .prepare(name),
);

export const selectLines = (db: DbOrTx) =>
  db
    .select({
      id: rentalProducts.id,
      rentalId: rentalProducts.rentalId,
      productId: rentalProducts.productId,
      live: rentalProducts.live,
      dutyFreeAmount: rentalProducts.dutyFreeAmount,
      taxAmount: rentalProducts.taxAmount,
      allTaxesIncludedAmount: rentalProducts.allTaxesIncludedAmount,
      declinationPricingModels: rentalProducts.declinationPricingModels,
      validated: rentalProducts.validated,
      rentalTypeId: rentals.rentalTypeId,
      rentalType: rentalTypes.description,
      siteId: rentals.siteId,
    })
    .from(rentalProducts)
    .innerJoin(rentals, eq(rentals.id, rentalProducts.rentalId))
    .innerJoin(rentalTypes, eq(rentalTypes.id, rentals.rentalTypeId));
export type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

export const countLinesWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(rentalProducts)
    .innerJoin(rentals, eq(rentals.id, rentalProducts.rentalId))
    .where(where);

export const linesOfRental = (db: DbOrTx, rentalId: number): Promise<LineRow[]> =>
  linesOfRentalPrepared(db)?.execute({ rentalId }) ??
  selectLines(db).where(eq(rentalProducts.rentalId, rentalId)).orderBy(rentalProducts.id).execute();
const linesOfRentalPrepared = preparedOn('lines_of_rental', (db, name) =>
  selectLines(db)
    .where(eq(rentalProducts.rentalId, sql.placeholder('rentalId')))
    .orderBy(rentalProducts.id)
    .prepare(name),
);

export const findLineRow = async (db: DbOrTx, id: number): Promise<LineRow | null> => {
  const [row] = await selectLines(db).where(eq(rentalProducts.id, id));
  return row ?? null;
};

/**
 * The live lines of other rentals holding any of these products over a range that meets
 * [startsAt, endsAt]: who holds what, and whether by a contract.
 */
export const holdersOf = async (
  db: DbOrTx,
  productIds: number[],
  startsAt: Date,
  endsAt: Date,
  exceptRentalId: number | null,
): Promise<Array<{ productId: number; rentalId: number; rentalTypeId: number }>> => {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: rentalProducts.productId,
      rentalId: rentalProducts.rentalId,
      rentalTypeId: rentals.rentalTypeId,
    })
    .from(rentalProducts)
    .innerJoin(rentals, eq(rentals.id, rentalProducts.rentalId))
    .where(
      and(
        eq(rentalProducts.live, true),
        inArray(rentalProducts.productId, productIds),
        sql`${rentalProducts.held} && ${heldRange(startsAt, endsAt)}`,
        exceptRentalId === null ? undefined : ne(rentalProducts.rentalId, exceptRentalId),
      ),
    );
};

/**
 * holdersOf, and in the same statement (one round trip) SQL expressions of the caller's (e.g. the
 * products, the pricing version), each as text. Each product is its own equality (not `= any(array)`, which the
 * exclusion constraint's gist index cannot use), so that the index finds its lines by product and
 * range together.
 */
export const holdersAnd = async (
  db: DbOrTx,
  productIds: number[],
  startsAt: Date,
  endsAt: Date,
  exceptRentalId: number | null,
  also: SQL[],
): Promise<{
  holders: Array<{ productId: number; rentalId: number; rentalTypeId: number }>;
  also: string[];
}> => {
  const result = await db.execute(sql`
    select (select string_agg(rp.product_id || ':' || rp.rental_id || ':' || r.rental_type_id, ',')
            from rental_products rp join rentals r on r.id = rp.rental_id
            where (${sql.join(
              productIds.map((id) => sql`rp.product_id = ${Math.trunc(id)}`),
              sql` or `,
            )}) and rp.live and rp.held && ${heldRange(startsAt, endsAt)}
              ${exceptRentalId === null ? sql`` : sql`and rp.rental_id <> ${exceptRentalId}`}) as holders,
           ${sql.join(
             also.map((expression, index) => sql`${expression} as ${sql.raw(`also${index}`)}`),
             sql`, `,
           )}`);
  const [row] = (result as unknown as { rows: Array<Record<string, string | null>> }).rows;
  const holders = (row?.holders ?? '')
    .split(',')
    .filter(Boolean)
    .map((text) => {
      const [productId, rentalId, rentalTypeId] = text.split(':').map(Number) as [number, number, number];
      return { productId, rentalId, rentalTypeId };
    });
  return { holders, also: also.map((_, index) => String(row?.[`also${index}`] ?? '')) };
};

/**
 * The ids of the products a live line of a rental of the site holds over a range meeting
 * [startsAt, endsAt], as an SQL subquery, for a statement that reads the products anyway (the
 * availability: one statement for 2,000 products).
 */
export const heldProductIdsSql = (
  siteId: number,
  startsAt: Date,
  endsAt: Date,
  exceptRentalId: number | null,
): SQL =>
  sql`select ${rentalProducts.productId} from ${rentalProducts}
      join ${rentals} on ${rentals.id} = ${rentalProducts.rentalId}
      where ${rentals.siteId} = ${siteId} and ${rentalProducts.live}
        and ${rentalProducts.held} && ${heldRange(startsAt, endsAt)}
        ${exceptRentalId === null ? sql`` : sql`and ${rentalProducts.rentalId} <> ${exceptRentalId}`}`;

/**
 * The planning's version (migration 0008): the sum of the change counters that triggers on every
 * table the planning reads bump. Read in the planning's own statement, it names exactly the
 * committed writes that statement saw (docs/decisions/planning-answer.md).
 */
const planningVersionSql = sql`select coalesce(sum(changes), 0)::text from planning_versions`;

export const planningVersion = async (db: DbOrTx): Promise<string> => {
  const result = await db.execute(
    sql`select coalesce(sum(changes), 0)::text as version from planning_versions`,
  );
  const [row] = (result as unknown as { rows: Array<{ version: string | null }> }).rows;
  return row?.version ?? '0';
};

/**
 * The planning of a site (GET /plannings) as JSON text built by the database in ONE round trip
 * (compact: text joined with string_agg, strings escaped by to_json)
 * (docs/decisions/planning-answer.md): one row per range (its name, to sort, and its products
 * `[id, internalNumber, statusId, declinationId, model, size, blocks]`, each block
 * `[rentalId, startDay, startPeriod, endDay, endPeriod]`, days counted from `day0`, the search's
 * first date) and one row (name null) with the
 * rentals dictionary `{ "id": [typeId, stateId, colour, productCount, amountTTC, customerName,
 * fidelityLevel, comments, fds] }`. The one exception to "this module's tables only": it reads the
 * products, declinations, ranges, customers, fidelities and comments by their tables, because
 * 2,000 products and 20,000 blocks read row by row through each module cost seconds.
 * The rentals are found by `rentals_site_period_idx` (site and held range); every line of a
 * rental holds the rental's range.
 */
export const planningSql = (
  siteId: number,
  day0: string,
  startsAt: Date,
  endsAt: Date,
  rangeId: number | null,
): SQL => {
  const range = heldRange(startsAt, endsAt);
  const inRange = rangeId === null ? sql`` : sql`and d.range_id = ${rangeId}`;
  // Written so that every join is an equality the planner can hash whatever it guesses of the
  // CTEs' row counts (a materialized CTE has no statistics: the old shape joined the products to
  // the blocks' aggregate, guessed at 200 rows, by a nested loop that compared 50 million pairs at
  // 10,000 products). One line of `found` per line of a held rental of the site, marked `shown`
  // when its product is one of the planning's; the products' blocks are aggregated straight from
  // the products (grouped by their primary keys, whose counts the planner knows).
  return sql`
    with found as materialized (
      select r.id, r.rental_type_id, r.state_id, r.start_date, r.start_period, r.end_date, r.end_period,
             r.customer_id, r.all_taxes_included_amount, r.fds, rp.product_id, sp.id is not null as shown
      from rentals r join rental_products rp on rp.rental_id = r.id
      left join (select p.id from products p join declinations d on d.id = p.declination_id
                 where p.site_id = ${siteId} ${inRange}) sp on sp.id = rp.product_id
      where r.site_id = ${siteId} and r.state_id <> ${RentalState.failed}
        and tstzrange(r.starts_at, r.ends_at, '[]') && ${range}
        and rp.live and rp.held && ${range}
    ),
    prods as (
      select p.id, p.internal_number, p.status_id, d.id as declination_id, d.model, d.size, d.range_id,
             coalesce(string_agg('[' || f.id || ',' || (f.start_date - ${day0}::date) || ',' || f.start_period || ','
                                  || (f.end_date - ${day0}::date) || ',' || f.end_period || ']', ','
                                  order by f.start_date, f.start_period, f.id), '') as list
      from products p join declinations d on d.id = p.declination_id
      left join found f on f.product_id = p.id
      where p.site_id = ${siteId} ${inRange}
      group by p.id, d.id
    ),
    shown as (
      select f.id, min(f.rental_type_id) as rental_type_id, min(f.state_id) as state_id,
             min(f.customer_id) as customer_id, min(f.all_taxes_included_amount) as amount,
             bool_or(f.fds) as fds,
             count(*)::int as product_count
      from found f
      group by f.id
      having bool_or(f.shown)
    )
    select g.id, g.name,
           '[' || string_agg('[' || p.id || ',' || to_json(p.internal_number)::text || ',' || p.status_id || ','
                             || p.declination_id || ',' || to_json(p.model)::text || ','
                             || to_json(p.size)::text || ',[' || p.list || ']]', ','
                             order by p.internal_number) || ']' as data
    from prods p join ranges g on g.id = p.range_id
    group by g.id, g.name
    union all
    select null, null, '{' || coalesce(string_agg('"' || s.id || '":[' || s.rental_type_id || ',' || s.state_id || ','
             || case when s.state_id = ${RentalState.failed} then '"error"'
                     when s.state_id = ${RentalState.validated} then '"validated"'
                     when s.rental_type_id = ${RentalType.contract} then '"contract"'
                     else '"reservation"' end
             || ',' || s.product_count || ',' || s.amount::text || ','
             || to_json(trim(coalesce(c.name, '') || ' ' || coalesce(c.lastname, '')))::text || ','
             || coalesce(fi.level, 0) || ',' || coalesce(m.list, '[]') || ','
             || case when s.fds then 'true' else 'false' end || ']', ','), '') || '}'
    from shown s
    left join customers c on c.id = s.customer_id
    left join fidelities fi on fi.id = c.fidelity_id
    left join (select m.rental_id, json_agg(m.comment order by m.id)::text as list
               from comments m join shown x on x.id = m.rental_id group by m.rental_id) m on m.rental_id = s.id
    union all
    select -1, null, (${planningVersionSql})`;
};

/** The planning statement's own settings, for its transaction only (SET LOCAL). */
export const planningSettingsSql = sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true),
  set_config('enable_nestloop', 'off', true)`;

/**
 * The planning's pieces: one per range (name set), the rentals dictionary (id null, name null), and
 * the version of the data they were read at (id -1).
 */
export const planningJson = async (
  db: DbOrTx,
  siteId: number,
  day0: string,
  startsAt: Date,
  endsAt: Date,
  rangeId: number | null,
): Promise<Array<{ id: number | null; name: string | null; data: string }>> => {
  // In its own transaction, for its settings alone (issue 28): no JIT (PostgreSQL compiled the
  // statement for seconds at 10,000 products, longer than running it), room for its sorts and
  // hashes in memory (100,000 blocks spilled to disk at the default 4 MB), and no nested loop: the
  // statement reads whole sets, which hash joins read in linear time whatever the estimates. set_config(…, true) is
  // SET LOCAL: the pooled connection keeps its defaults. PGlite has no JIT; the settings are the same.
  const result = await db.transaction(async (tx) => {
    await tx.execute(planningSettingsSql);
    return tx.execute(planningSql(siteId, day0, startsAt, endsAt, rangeId));
  });
  return (result as unknown as { rows: Array<{ id: number | null; name: string | null; data: string }> })
    .rows;
};

/** The fixed reference rows of pricing types (migration 0003). */
export const pricingTypeRows = async (db: DbOrTx): Promise<Array<{ id: number; description: string }>> => {
  const result = await db.execute(sql`select id, description from pricing_types order by id`);
  return (result as unknown as { rows: Array<{ id: number; description: string }> }).rows.map((row) => ({
    id: Number(row.id),
    description: row.description,
  }));
};

export const replacedOfRental = (db: DbOrTx, rentalId: number) =>
  replacedOfRentalPrepared(db)?.execute({ rentalId }) ??
  db
    .select()
    .from(replacedProducts)
    .where(eq(replacedProducts.rentalId, rentalId))
    .orderBy(replacedProducts.id)
    .execute();
const replacedOfRentalPrepared = preparedOn('replaced_of_rental', (db, name) =>
  db
    .select()
    .from(replacedProducts)
    .where(eq(replacedProducts.rentalId, sql.placeholder('rentalId')))
    .orderBy(replacedProducts.id)
    .prepare(name),
);

/** Whether a customer has any rental (a customer with rentals cannot be deleted). */
export const customerHasRentalRows = async (db: DbOrTx, customerId: number): Promise<boolean> => {
  const rows = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(eq(rentals.customerId, customerId))
    .limit(1);
  return rows.length > 0;
};

/**
 * Which of these products are out on ANOTHER contract in progress (a live line of it): such a
 * product stays rented when this rental lets it go (closed, cancelled, edited or replaced), since
 * it is with that contract's customer (an overdue contract closed after the next one started).
 */
export const productsOutOnOtherContracts = async (
  db: DbOrTx,
  productIds: number[],
  rentalId: number,
): Promise<Set<number>> => {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: rentalProducts.productId })
    .from(rentalProducts)
    .innerJoin(rentals, eq(rentals.id, rentalProducts.rentalId))
    .where(
      and(
        inArray(rentalProducts.productId, productIds),
        eq(rentalProducts.live, true),
        ne(rentals.id, rentalId),
        eq(rentals.rentalTypeId, RentalType.contract),
        eq(rentals.stateId, RentalState.inProgress),
      ),
    );
  return new Set(rows.map((row) => row.productId));
};

/** Lines leave the holds (cancel, fail) or come back: `live` follows the rental's state. */
export const setLinesLive = (db: DbOrTx, rentalId: number, live: boolean) =>
  db.update(rentalProducts).set({ live }).where(eq(rentalProducts.rentalId, rentalId));

export const listedStates = notInArray(rentals.stateId, [RentalState.failed]);
