import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contacts, emails, phones } from '../../db/schema/customers.ts';

/** Writes of e-mail and phone rows ("contact points"), each held by a customer or a contact. */

/** An e-mail row's address changed. */
export const setEmailAddress = async (db: DbOrTx, id: number, address: string) => {
  await db.update(emails).set({ email: address }).where(eq(emails.id, id));
};

/** A new e-mail row: its id. */
export const insertEmail = async (db: DbOrTx, address: string) => {
  const [created] = await db.insert(emails).values({ email: address }).returning({ id: emails.id });
  return created!.id;
};

/** A new e-mail row: the row. */
export const insertEmailRow = async (db: DbOrTx, address: string) => {
  const [created] = await db.insert(emails).values({ email: address }).returning();
  return created!;
};

/** A phone row taken over by a customer (or by none, for a contact's phone). */
export const setPhoneCustomer = async (db: DbOrTx, id: number, customerId: number | null) => {
  await db.update(phones).set({ customerId }).where(eq(phones.id, id));
};

/** A phone row's number changed in place. */
export const setPhoneNumber = async (db: DbOrTx, id: number, number: string) => {
  await db.update(phones).set({ number }).where(eq(phones.id, id));
};

/** A new phone row: its id. */
export const insertPhone = async (db: DbOrTx, number: string, customerId: number | null) => {
  const [created] = await db.insert(phones).values({ number, customerId }).returning({ id: phones.id });
  return created!.id;
};

/** A new phone row: the row. */
export const insertPhoneRow = async (db: DbOrTx, number: string, customerId: number | null) => {
  const [created] = await db.insert(phones).values({ number, customerId }).returning();
  return created!;
};

/** A phone row's changed number or customer. */
export const updatePhoneRow = async (db: DbOrTx, id: number, set: Partial<typeof phones.$inferInsert>) => {
  await db.update(phones).set(set).where(eq(phones.id, id));
};

/** A phone removed; a contact that used it keeps no phone. */
export const deletePhoneRow = async (db: DbOrTx, id: number) => {
  await db.update(contacts).set({ phoneId: null }).where(eq(contacts.phoneId, id));
  await db.delete(phones).where(eq(phones.id, id));
};

/** The id of the phone row of this number (in its normal form), if any. */
export const findPhoneIdByNumber = async (db: DbOrTx, number: string) =>
  (await db.select({ id: phones.id }).from(phones).where(eq(phones.number, number)))[0];
