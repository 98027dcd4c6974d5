import { and, isNotNull, like, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contacts, customers } from '../../db/schema/customers.ts';

/**
 * The identity numbers of customers and contacts stored in clear, and their encrypted values
 * written back (identity-numbers.ts encrypts them at each start).
 */

const clearValue = (column: typeof customers.identityNumber | typeof contacts.identityNumber) =>
  and(isNotNull(column), not(like(column, 'pii1:%')));

/** Locks the encryption run until the transaction ends: a second process waits for the first. */
export const lockIdentityEncryption = async (tx: DbOrTx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('velodesk.identity_encryption'))`);
};

/** The customers whose identity number does not look encrypted. */
export const customersWithClearIdentity = (tx: DbOrTx) =>
  tx
    .select({ id: customers.id, value: customers.identityNumber })
    .from(customers)
    .where(clearValue(customers.identityNumber));

export const setCustomerIdentity = (tx: DbOrTx, id: number, identityNumber: string) =>
  tx.update(customers).set({ identityNumber }).where(sql`${customers.id} = ${id}`);

/** The contacts whose identity number does not look encrypted. */
export const contactsWithClearIdentity = (tx: DbOrTx) =>
  tx
    .select({ id: contacts.id, value: contacts.identityNumber })
    .from(contacts)
    .where(clearValue(contacts.identityNumber));

export const setContactIdentity = (tx: DbOrTx, id: number, identityNumber: string) =>
  tx.update(contacts).set({ identityNumber }).where(sql`${contacts.id} = ${id}`);
