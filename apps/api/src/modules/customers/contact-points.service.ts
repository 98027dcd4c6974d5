import { CustomerViolationCode } from '@velodesk/contract/api/customers';
import type { Violation } from '@velodesk/contract/hydra';
import type { DbOrTx } from '../../db/client.ts';
import { DomainError, uniqueViolation, unprocessable, violationOf } from '../../platform/errors.ts';
import {
  insertEmail,
  insertPhone,
  setEmailAddress,
  setPhoneCustomer,
  setPhoneNumber,
} from './contact-points.repository.ts';
import {
  emailUsedByOther,
  findEmailByAddress,
  findPhoneByNumber,
  phoneUsedByContact,
} from './customers.repository.ts';

/**
 * E-mails and phones ("contact points") are rows of their own, each held by one customer or one
 * contact: an address or a number is never shared (spec §5, uniqueness on key-up). A row nobody
 * holds (left by a failed form, or posted to /api/emails or /api/phones before its contact) is free
 * and is reused. The checks return violations so a form gets all its refusals at once; the
 * database's unique indexes stay the last guard (a race answers 409).
 */

export interface EmailHolder {
  customerId?: number;
  contactId?: number;
  /** The holder's current e-mail row, if any: its own address never clashes. */
  emailId: number | null;
}

export interface PhoneHolder {
  /** The customer that holds the phone (null for a contact's phone). */
  customerId: number | null;
  contactId?: number;
  /** The holder's current phone row, if any, which a new number replaces in place. */
  phoneId: number | null;
}

// ---- phones: one rule (contract phones.ts), read in the country of their context ----

export const emailTaken = (path: string): Violation =>
  violationOf(path, 'This e-mail address is already used.', CustomerViolationCode.emailTaken);
export const phoneTaken = (path: string): Violation =>
  violationOf(path, 'This phone number is already used.', CustomerViolationCode.phoneTaken);

const clashCodes: readonly string[] = [CustomerViolationCode.emailTaken, CustomerViolationCode.phoneTaken];

/**
 * Throws the violations, if any: 409 when they are all uniqueness clashes (as every uniqueness
 * clash of the API, docs/decisions/uniqueness-conflicts.md), else 422 with all of them.
 */
export const refuseIfAny = (violations: Violation[]): void => {
  if (violations.length === 0) return;
  const refusal = unprocessable(violations);
  if (violations.every((v) => v.code !== undefined && clashCodes.includes(v.code))) {
    const codes = new Set(violations.map((v) => v.code));
    const clash = new DomainError(409, 'Conflict', refusal.description, violations);
    throw codes.size === 1 ? clash.withCode([...codes][0]!) : clash;
  }
  throw refusal;
};

/**
 * A phone saved by a concurrent request between the check and the insert: the unique constraint on
 * the normal form refuses it; this answers the same 409 as the check (violation code on `path`).
 */
export const rethrowPhoneClash =
  (path: string) =>
  (error: unknown): never => {
    if (uniqueViolation(error) === 'phones_number_unique') refuseIfAny([phoneTaken(path)]);
    throw error;
  };

const except = (holder: { customerId?: number; contactId?: number }) => ({
  ...(holder.customerId === undefined ? {} : { customerId: holder.customerId }),
  ...(holder.contactId === undefined ? {} : { contactId: holder.contactId }),
});

/** Is the address free for the holder? */
export const isEmailFree = async (db: DbOrTx, address: string, holder: EmailHolder): Promise<boolean> => {
  const row = await findEmailByAddress(db, address);
  if (!row || row.id === holder.emailId) return true;
  return !(await emailUsedByOther(db, row.id, except(holder)));
};

/** Is the e-mail row (given by its IRI) free for the holder? */
export const isEmailRowFree = async (db: DbOrTx, emailId: number, holder: EmailHolder): Promise<boolean> =>
  emailId === holder.emailId || !(await emailUsedByOther(db, emailId, except(holder)));

/**
 * Saves the holder's address (checked free before) and gives back the row id to link: the
 * holder's row changed in place, a free row reused, or a new row.
 */
export const saveEmail = async (db: DbOrTx, address: string, holder: EmailHolder): Promise<number> => {
  const row = await findEmailByAddress(db, address);
  if (row) {
    if (row.email !== address) await setEmailAddress(db, row.id, address);
    return row.id;
  }
  if (holder.emailId !== null) {
    await setEmailAddress(db, holder.emailId, address);
    return holder.emailId;
  }
  return insertEmail(db, address);
};

/** Is the number free for the holder? A customer's own phones and free rows are. */
export const isPhoneFree = async (db: DbOrTx, number: string, holder: PhoneHolder): Promise<boolean> => {
  const row = await findPhoneByNumber(db, number);
  if (!row || row.id === holder.phoneId) return true;
  if (row.customerId !== null) return row.customerId === holder.customerId;
  return !(await phoneUsedByContact(db, row.id, holder.contactId));
};

/**
 * Saves the holder's number (checked free before) and gives back the row id: an existing row of
 * that number (taken over), the holder's row changed in place, or a new row.
 */
export const savePhone = async (db: DbOrTx, number: string, holder: PhoneHolder): Promise<number> => {
  const row = await findPhoneByNumber(db, number);
  if (row) {
    if (row.customerId !== holder.customerId) {
      await setPhoneCustomer(db, row.id, holder.customerId);
    }
    return row.id;
  }
  if (holder.phoneId !== null) {
    await setPhoneNumber(db, holder.phoneId, number);
    return holder.phoneId;
  }
  return insertPhone(db, number, holder.customerId);
};
