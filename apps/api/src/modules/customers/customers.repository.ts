import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  comments,
  contacts,
  customers,
  customerTypes,
  emails,
  fidelities,
  phones,
} from '../../db/schema/customers.ts';
import { civilities, countries, languages } from '../../db/schema/reference.ts';
import { missingReferences } from '../../platform/references.ts';

/** Drizzle queries of customers, their e-mails, phones, contacts and comments. */

export const customerCountries = alias(countries, 'customer_country');
export const customerEmails = alias(emails, 'customer_email');

const customerColumns = {
  id: customers.id,
  typeId: customers.typeId,
  typeDescription: customerTypes.description,
  name: customers.name,
  lastname: customers.lastname,
  civilityId: civilities.id,
  civilityDescription: civilities.description,
  address: customers.address,
  complement: customers.complement,
  city: customers.city,
  countryId: customerCountries.id,
  countryName: customerCountries.name,
  countryCode: customerCountries.codeIso31662,
  languageId: languages.id,
  languageName: languages.name,
  languageDescription: languages.description,
  fidelityId: fidelities.id,
  fidelityLevel: fidelities.level,
  emailId: customerEmails.id,
  email: customerEmails.email,
  canvassing: customers.canvassing,
  huttosoft: customers.huttosoft,
  huttosoftCode: customers.huttosoftCode,
  isActive: customers.isActive,
  birthDate: customers.birthDate,
  identityNumber: customers.identityNumber,
  tradeCompanyRegister: customers.tradeCompanyRegister,
  tvaIntracom: customers.tvaIntracom,
  anonymisedAt: customers.anonymisedAt,
  identityObscuredAt: customers.identityObscuredAt,
};

/** The customer's columns and joins, with more columns when asked. */
const selectCustomersAnd = <Extra extends SelectedFields>(db: DbOrTx, extra: Extra) =>
  db
    .select({ ...customerColumns, ...extra })
    .from(customers)
    .innerJoin(customerTypes, eq(customerTypes.id, customers.typeId))
    .innerJoin(fidelities, eq(fidelities.id, customers.fidelityId))
    .leftJoin(civilities, eq(civilities.id, customers.civilityId))
    .leftJoin(customerCountries, eq(customerCountries.id, customers.countryId))
    .leftJoin(languages, eq(languages.id, customers.languageId))
    .leftJoin(customerEmails, eq(customerEmails.id, customers.emailId));

export const selectCustomers = (db: DbOrTx) => selectCustomersAnd(db, {});
export type CustomerRow = Awaited<ReturnType<typeof selectCustomers>>[number];

/** The count of a filtered customer list (only the joins the filters can use). */
export const countCustomers = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ count: count() })
    .from(customers)
    .leftJoin(customerCountries, eq(customerCountries.id, customers.countryId))
    .leftJoin(customerEmails, eq(customerEmails.id, customers.emailId))
    .where(where);

export const findCustomerRow = async (db: DbOrTx, id: number) =>
  (await selectCustomers(db).where(eq(customers.id, id)))[0];

export const findCustomerByHuttosoft = async (db: DbOrTx, clientId: string) =>
  (await db.select().from(customers).where(eq(customers.huttosoft, clientId)))[0];

export const customerBase = async (db: DbOrTx, id: number) =>
  (await db.select().from(customers).where(eq(customers.id, id)))[0];

/**
 * Customers with their phones in the same statement (one round trip: a booking reads its customer
 * this way), the phones as a JSON array ordered by id.
 */
export const selectCustomersWithPhones = (db: DbOrTx) =>
  selectCustomersAnd(db, {
    phones: sql<
      Array<{ id: number; number: string }>
    >`coalesce((select json_agg(json_build_object('id', ${phones.id}, 'number', ${phones.number}) order by ${phones.id}) from ${phones} where ${phones.customerId} = ${customers.id}), '[]'::json)`,
  });

export const phonesOfCustomers = (db: DbOrTx, customerIds: number[]) =>
  customerIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: phones.id, number: phones.number, customerId: phones.customerId })
        .from(phones)
        .where(inArray(phones.customerId, customerIds))
        .orderBy(asc(phones.id));

// ---- contacts ----

const contactEmails = alias(emails, 'contact_email');
const contactPhones = alias(phones, 'contact_phone');

export const selectContacts = (db: DbOrTx) =>
  db
    .select({
      id: contacts.id,
      customerId: contacts.customerId,
      civilityId: civilities.id,
      civilityDescription: civilities.description,
      firstname: contacts.firstname,
      lastname: contacts.lastname,
      emailId: contactEmails.id,
      email: contactEmails.email,
      phoneId: contactPhones.id,
      phoneNumber: contactPhones.number,
      function: contacts.function,
      identityNumber: contacts.identityNumber,
      birthDate: contacts.birthDate,
    })
    .from(contacts)
    .leftJoin(civilities, eq(civilities.id, contacts.civilityId))
    .leftJoin(contactEmails, eq(contactEmails.id, contacts.emailId))
    .leftJoin(contactPhones, eq(contactPhones.id, contacts.phoneId));
export type ContactRow = Awaited<ReturnType<typeof selectContacts>>[number];

export const contactBase = async (db: DbOrTx, id: number) =>
  (await db.select().from(contacts).where(eq(contacts.id, id)))[0];

export const countContactsOf = async (db: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await db.select({ count: count() }).from(contacts).where(eq(contacts.customerId, customerId));
  return Number(row?.count ?? 0);
};

// ---- comments ----

export const selectComments = (db: DbOrTx) =>
  db
    .select({
      id: comments.id,
      comment: comments.comment,
      createdAt: comments.createdAt,
      customerId: comments.customerId,
      rentalId: comments.rentalId,
      userId: comments.createdById,
    })
    .from(comments);
export type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

/** A customer's comments, within `scope` (the comments the reader sees). */
export const commentsOfCustomer = (db: DbOrTx, customerId: number, scope: SQL | undefined) =>
  selectComments(db)
    .where(and(eq(comments.customerId, customerId), scope))
    .orderBy(desc(comments.createdAt), desc(comments.id));

// ---- e-mails and phones: who holds them ----

export const findEmailByAddress = async (db: DbOrTx, address: string) =>
  (await db.select().from(emails).where(sql`lower(${emails.email}) = lower(${address})`))[0];

export const findEmail = async (db: DbOrTx, id: number) =>
  (await db.select().from(emails).where(eq(emails.id, id)))[0];

/** Whether a customer or contact other than `except` uses the e-mail. */
export const emailUsedByOther = async (
  db: DbOrTx,
  emailId: number,
  except: { customerId?: number; contactId?: number } = {},
): Promise<boolean> => {
  const byCustomer = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.emailId, emailId),
        except.customerId === undefined ? undefined : ne(customers.id, except.customerId),
      ),
    )
    .limit(1);
  if (byCustomer.length > 0) return true;
  const byContact = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.emailId, emailId),
        except.contactId === undefined ? undefined : ne(contacts.id, except.contactId),
      ),
    )
    .limit(1);
  return byContact.length > 0;
};

export const findPhoneByNumber = async (db: DbOrTx, number: string) =>
  (await db.select().from(phones).where(eq(phones.number, number)))[0];

export const findPhone = async (db: DbOrTx, id: number) =>
  (await db.select().from(phones).where(eq(phones.id, id)))[0];

/** Whether a contact other than `exceptContactId` uses the phone. */
export const phoneUsedByContact = async (
  db: DbOrTx,
  phoneId: number,
  exceptContactId?: number,
): Promise<boolean> =>
  (
    await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.phoneId, phoneId),
          exceptContactId === undefined ? undefined : ne(contacts.id, exceptContactId),
        ),
      )
      .limit(1)
  ).length > 0;

/** Deletes e-mail rows that nobody uses any more (after a customer or contact let them go). */
export const deleteEmailsIfUnused = async (db: DbOrTx, ids: Array<number | null>) => {
  const candidates = ids.filter((id): id is number => id !== null);
  if (candidates.length === 0) return;
  await db
    .delete(emails)
    .where(
      and(
        inArray(emails.id, candidates),
        sql`not exists (select 1 from ${customers} where ${customers.emailId} = ${emails.id})`,
        sql`not exists (select 1 from ${contacts} where ${contacts.emailId} = ${emails.id})`,
      ),
    );
};

/** Deletes free-standing phone rows (no customer) that no contact uses any more. */
export const deletePhonesIfUnused = async (db: DbOrTx, ids: Array<number | null>) => {
  const candidates = ids.filter((id): id is number => id !== null);
  if (candidates.length === 0) return;
  await db
    .delete(phones)
    .where(
      and(
        inArray(phones.id, candidates),
        sql`${phones.customerId} is null`,
        sql`not exists (select 1 from ${contacts} where ${contacts.phoneId} = ${phones.id})`,
      ),
    );
};

export const countryByIso = async (db: DbOrTx, iso: string) =>
  (
    await db
      .select({ id: countries.id })
      .from(countries)
      .where(sql`upper(${countries.codeIso31662}) = upper(${iso})`)
  )[0];

export const languageByCode = async (db: DbOrTx, code: string) =>
  (
    await db
      .select({ id: languages.id })
      .from(languages)
      .where(sql`lower(${languages.code}) = lower(${code})`)
  )[0];

// ---- customers written ----

/** A customer's columns, as written. */
export type CustomerValues = typeof customers.$inferInsert;

/** A new customer: its id. */
export const insertCustomer = async (db: DbOrTx, values: CustomerValues): Promise<number> => {
  const [created] = await db.insert(customers).values(values).returning({ id: customers.id });
  return created!.id;
};

/** A customer's changed columns (the fields left undefined stay). */
export const updateCustomerRow = async (db: DbOrTx, id: number, set: Partial<CustomerValues>) => {
  await db.update(customers).set(set).where(eq(customers.id, id));
};

/** A customer removed (its comments go with it). */
export const deleteCustomerRow = async (db: DbOrTx, id: number) => {
  await db.delete(customers).where(eq(customers.id, id));
};

/** A phone row removed. */
export const deletePhoneById = async (db: DbOrTx, id: number) => {
  await db.delete(phones).where(eq(phones.id, id));
};

/** Phone rows removed, by id. */
export const deletePhonesById = async (db: DbOrTx, ids: number[]) => {
  await db.delete(phones).where(inArray(phones.id, ids));
};

/** A customer's phones removed. */
export const deletePhonesOfCustomer = async (db: DbOrTx, customerId: number) => {
  await db.delete(phones).where(eq(phones.customerId, customerId));
};

/** The civility, country and language a customer body names that do not exist, as violations. */
export const missingCustomerReferences = (
  db: DbOrTx,
  refs: Partial<Record<'civility' | 'country' | 'language', { id: number; message: string }>>,
) => {
  const tables = { civility: civilities, country: countries, language: languages };
  return missingReferences(
    db,
    (['civility', 'country', 'language'] as const).flatMap((field) => {
      const ref = refs[field];
      return ref ? [{ field, table: tables[field], id: ref.id, message: ref.message }] : [];
    }),
  );
};
