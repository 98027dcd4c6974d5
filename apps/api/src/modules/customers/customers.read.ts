import type { CustomerRead } from '@velodesk/contract/api/customers';
import { type AnyColumn, and, asc, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { listPlaceholders, listValues, preparedOn } from '../../db/prepared.ts';
import { comments, customers, emails, fidelities, phones } from '../../db/schema/customers.ts';
import { findTablePage } from '../../platform/collection.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { rowExists } from '../../platform/references.ts';
import { toCustomerRead } from './customers.presenter.ts';
import { selectCustomersWithPhones } from './customers.repository.ts';

/** Many ids as one parameter (a PostgreSQL array literal), not one parameter each. */
const intArray = (ids: number[]) => `{${[...new Set(ids)].map((id) => Math.trunc(id)).join(',')}}`;

/**
 * What other modules (rentals) may read and link of customers, in the caller's transaction when
 * one is under way.
 */

/** Customers by id, with their phones, country and fidelity level. */
export const readCustomers = async (db: DbOrTx, ids: number[]): Promise<Map<number, CustomerRead>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows =
    (await customersById(db, String(unique.length))?.execute(listValues(unique))) ??
    (await selectCustomersWithPhones(db).where(inArray(customers.id, unique)));
  return new Map(
    rows.map(({ phones: phoneList, ...row }) => [
      row.id,
      toCustomerRead(
        row,
        (typeof phoneList === 'string' ? (JSON.parse(phoneList) as typeof phoneList) : phoneList).map(
          (phone) => ({ ...phone, customerId: row.id }),
        ),
      ),
    ]),
  );
};

const customersById = preparedOn('customers_by_id', (db, name, key) =>
  selectCustomersWithPhones(db)
    .where(inArray(customers.id, listPlaceholders(key)))
    .prepare(name),
);

/** The comments written on rentals, oldest first, per rental. */
export const commentsOfRentals = async (
  db: DbOrTx,
  rentalIds: number[],
): Promise<Map<number, Array<{ id: number; comment: string }>>> => {
  const found = new Map<number, Array<{ id: number; comment: string }>>();
  if (rentalIds.length === 0) return found;
  const rows = await db
    .select({ id: comments.id, comment: comments.comment, rentalId: comments.rentalId })
    .from(comments)
    .where(sql`${comments.rentalId} = any(${intArray(rentalIds)}::int[])`)
    .orderBy(asc(comments.id));
  for (const row of rows) {
    if (row.rentalId === null) continue;
    const list = found.get(row.rentalId) ?? [];
    list.push({ id: row.id, comment: row.comment });
    found.set(row.rentalId, list);
  }
  return found;
};

/**
 * Links comments to a rental. A comment may be linked when it is not linked to another rental and
 * is about the same customer (or no customer); answers the ids that could not be linked.
 */
export const linkCommentsToRental = async (
  db: DbOrTx,
  commentIds: number[],
  rental: { id: number; customerId: number },
): Promise<number[]> => {
  const unique = [...new Set(commentIds)];
  if (unique.length === 0) return [];
  const linked = await db
    .update(comments)
    .set({ rentalId: rental.id })
    .where(
      and(
        inArray(comments.id, unique),
        or(isNull(comments.rentalId), eq(comments.rentalId, rental.id)),
        or(isNull(comments.customerId), eq(comments.customerId, rental.customerId)),
      ),
    )
    .returning({ id: comments.id });
  const done = new Set(linked.map((row) => row.id));
  return unique.filter((id) => !done.has(id));
};

/** Names and fidelity levels only (the planning's blocks: thousands of customers at once). */
export const customerNames = async (
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, { name: string | null; lastname: string | null; fidelityLevel: number }>> => {
  const unique = [...new Set(ids)];
  const found = new Map<number, { name: string | null; lastname: string | null; fidelityLevel: number }>();
  if (unique.length > 0) {
    const rows = await db
      .select({
        id: customers.id,
        name: customers.name,
        lastname: customers.lastname,
        fidelityLevel: fidelities.level,
      })
      .from(customers)
      .innerJoin(fidelities, eq(fidelities.id, customers.fidelityId))
      .where(sql`${customers.id} = any(${intArray(unique)}::int[])`);
    for (const row of rows) found.set(row.id, row);
  }
  return found;
};

// ---- the top-bar search (the search module; any signed-in user may read customers) ----

/** `text` as a LIKE pattern's literal part (its % _ and \\ escaped). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface CustomerHit {
  id: number;
  typeId: number;
  name: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
}

/**
 * Customers (top-bar search, at most `limit`): every word of `term` starts their first name,
 * last name or company name; or `term` starts their e-mail address; or its digits (4 or more, a
 * national number's leading 0 dropped) are in one of their phones. By last name, then name, among
 * the first 50 matches of each kind (a short text matches thousands: the user types on).
 */
export const searchCustomers = async (db: DbOrTx, term: string, limit: number): Promise<CustomerHit[]> => {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean).map(likeLiteral);
  if (words.length === 0) return [];
  const byName = sql.join(
    words.map(
      (word) =>
        sql`(lower(${customers.name}) like ${`${word}%`} or lower(${customers.lastname}) like ${`${word}%`})`,
    ),
    sql` and `,
  );
  const digits = term.replace(/\D/g, '').replace(/^0/, '');
  const byPhone =
    digits.length >= 4 && /^[+\d\s().-]+$/.test(term)
      ? sql`union select ${phones.customerId} from ${phones}
            where ${phones.number} like ${`%${digits}%`} and ${phones.customerId} is not null`
      : sql``;
  const result = await db.execute(sql`
    with found as (
      (select ${customers.id} as id from ${customers} where ${byName} limit 50)
      union
      (select ${customers.id} from ${emails} join ${customers} on ${customers.emailId} = ${emails.id}
       where ${emails.email} like ${`${likeLiteral(term.trim().toLowerCase())}%`} limit 50)
      ${byPhone}
    )
    select c.id, c.type_id, c.name, c.lastname, e.email,
           (select p.number from ${phones} p where p.customer_id = c.id order by p.id limit 1) as phone
    from ${customers} c join found f on f.id = c.id left join ${emails} e on e.id = c.email_id
    order by lower(coalesce(c.lastname, c.name)), lower(c.name), c.id
    limit ${limit}`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((row) => ({
    id: Number(row.id),
    typeId: Number(row.type_id),
    name: (row.name as string | null) ?? null,
    lastname: (row.lastname as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
  }));
};

// ---- loyalty levels (fidelities), read by the pricing module (its loyalty discounts and GET
// /fidelities; added by issue 10). The caller checks access. ----

/** GET /fidelities: the loyalty levels (filters id and level; by level). */
export const fidelityCollection: CollectionSpec = {
  filters: { id: { kind: 'int', column: fidelities.id }, level: { kind: 'int', column: fidelities.level } },
  order: { id: fidelities.id, level: fidelities.level },
  defaultOrder: [['level', 'asc']],
};

/** A page of the loyalty levels, as GET /fidelities answers them. */
export const findFidelityPage = (db: DbOrTx, query: Record<string, unknown>) =>
  findTablePage(db, fidelities, fidelityCollection, query, { collection: 'fidelities', type: 'Fidelity' });

/** Whether a loyalty level of this id exists. */
export const fidelityExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ id: fidelities.id }).from(fidelities).where(eq(fidelities.id, id)).limit(1)).length > 0;

/** The levels of these fidelities, by id. */
export const readFidelityLevels = async (db: DbOrTx, ids: number[]): Promise<Map<number, number>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(fidelities).where(inArray(fidelities.id, unique));
  return new Map(rows.map((row) => [row.id, row.level]));
};

/** The level of the fidelity whose id is in `fidelityId`, as an SQL expression (filters, sorts). */
export const fidelityLevelOf = (fidelityId: AnyColumn): SQL =>
  sql`(select ${fidelities.level} from ${fidelities} where ${fidelities.id} = ${fidelityId})`;

// ---- counts and uniqueness (the reference module asks; the caller checks access) ----

/** How many customers exist (GET /count/customer). */
export const countAllCustomers = async (db: DbOrTx): Promise<number> =>
  Number((await db.select({ count: count() }).from(customers))[0]?.count ?? 0);

/** Whether an e-mail row other than `exceptId` holds this address, whatever its case. */
export const isEmailAddressUsed = async (db: DbOrTx, address: string, exceptId?: number): Promise<boolean> =>
  (
    await db
      .select({ id: emails.id })
      .from(emails)
      .where(
        and(
          sql`lower(${emails.email}) = lower(${address})`,
          exceptId === undefined ? undefined : ne(emails.id, exceptId),
        ),
      )
      .limit(1)
  ).length > 0;

/** The country of the customer holding a phone row (its numbers are read there), if any. */
export const readPhoneCountryId = async (db: DbOrTx, phoneId: number): Promise<number | null | undefined> =>
  (
    await db
      .select({ countryId: customers.countryId })
      .from(phones)
      .innerJoin(customers, eq(customers.id, phones.customerId))
      .where(eq(phones.id, phoneId))
  )[0]?.countryId;

/** Whether a customer has this id. */
export const customerExists = (db: DbOrTx, id: number): Promise<boolean> => rowExists(db, customers, id);

/** A customer's country (none when the customer does not exist). */
export const customerCountryRows = (db: DbOrTx, customerId: number) =>
  db.select({ countryId: customers.countryId }).from(customers).where(eq(customers.id, customerId));
