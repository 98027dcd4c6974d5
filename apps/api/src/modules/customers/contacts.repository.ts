import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contacts } from '../../db/schema/customers.ts';

/** A contact's columns, as written. */
export type ContactValues = typeof contacts.$inferInsert;

/** A new contact: its id. */
export const insertContact = async (db: DbOrTx, values: ContactValues) => {
  const [created] = await db.insert(contacts).values(values).returning({ id: contacts.id });
  return created!.id;
};

/** A contact's changed columns. */
export const updateContactRow = async (db: DbOrTx, id: number, set: Partial<ContactValues>) => {
  await db.update(contacts).set(set).where(eq(contacts.id, id));
};

/** A contact removed (its e-mail and phone rows stay). */
export const deleteContactRow = async (db: DbOrTx, id: number) => {
  await db.delete(contacts).where(eq(contacts.id, id));
};

/** The contacts of a company customer changed alike (anonymised, identity obscured). */
export const updateContactsOfCustomer = async (
  db: DbOrTx,
  customerId: number,
  set: Partial<ContactValues>,
) => {
  await db.update(contacts).set(set).where(eq(contacts.customerId, customerId));
};

/** The contacts of a company customer removed (their e-mail and phone rows stay). */
export const deleteContactsOfCustomer = async (db: DbOrTx, customerId: number) => {
  await db.delete(contacts).where(eq(contacts.customerId, customerId));
};
