import {
  type ContactRead,
  CustomerErrorCode,
  type contactCreate,
  type contactPatch,
  isEmailIri,
  isPhoneIri,
} from '@velodesk/contract/api/customers';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, violationOf } from '../../platform/errors.ts';
import { normalPhoneOrViolation } from '../../platform/phones.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { phoneRegionFor } from '../sites/sites.api.ts';
import {
  emailTaken,
  isEmailFree,
  isEmailRowFree,
  isPhoneFree,
  phoneTaken,
  refuseIfAny,
  saveEmail,
  savePhone,
} from './contact-points.service.ts';
import { civilityExists, contactCollection, contactPageOf, contactRowsById } from './contacts.read.ts';
import {
  type ContactValues,
  deleteContactRow,
  insertContact,
  updateContactRow,
} from './contacts.repository.ts';
import { accessCustomers } from './customers.access.ts';
import { toContactRead } from './customers.presenter.ts';
import { customerCountryRows, customerExists } from './customers.read.ts';
import {
  contactBase,
  deleteEmailsIfUnused,
  deletePhonesIfUnused,
  findEmail,
  findPhone,
  phoneUsedByContact,
} from './customers.repository.ts';
import { storedIdentity } from './identity-numbers.ts';

/** Contacts of a customer (a company's contact people), with their own e-mail and phone. */

export { contactCollection } from './contacts.read.ts';

export const findContacts = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessCustomers(actor);
  const db = dbOf(ctx);
  return findPage(contactCollection, query, contactPageOf(db), (rows) => rows.map(toContactRead));
};

const contactReadOf = async (db: Tx | AppContext['db'], id: number): Promise<ContactRead> => {
  const [row] = await contactRowsById(db, id);
  if (!row) throw notFound('Contact').withCode(CustomerErrorCode.contactNotFound);
  return toContactRead(row);
};

export const getContact = async (ctx: AppContext, actor: Actor, id: number) => {
  accessCustomers(actor);
  return contactReadOf(dbOf(ctx), id);
};

type ContactCreate = z.output<typeof contactCreate>;
type ContactPatch = z.output<typeof contactPatch>;

const text = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

interface Holding {
  contactId?: number;
  emailId: number | null;
  phoneId: number | null;
}

/** Checks the e-mail and phone a body gives (IRI of a free row, or a new value) and the civility. */
const checkContactPoints = async (
  tx: Tx,
  input: { email?: string | null; phoneNumber?: string | null; civility?: string | null },
  holding: Holding,
  violations: Violation[],
) => {
  const holder = holding.contactId === undefined ? {} : { contactId: holding.contactId };
  if (input.email) {
    if (isEmailIri(input.email)) {
      const id = idFromIri(input.email);
      if (!(await findEmail(tx, id))) violations.push(violationOf('email', `${input.email} does not exist.`));
      else if (!(await isEmailRowFree(tx, id, { ...holder, emailId: holding.emailId })))
        violations.push(emailTaken('email'));
    } else if (!(await isEmailFree(tx, input.email, { ...holder, emailId: holding.emailId }))) {
      violations.push(emailTaken('email'));
    }
  }
  if (input.phoneNumber) {
    if (isPhoneIri(input.phoneNumber)) {
      const id = idFromIri(input.phoneNumber);
      const phone = await findPhone(tx, id);
      if (!phone) violations.push(violationOf('phoneNumber', `${input.phoneNumber} does not exist.`));
      else if (
        id !== holding.phoneId &&
        (phone.customerId !== null || (await phoneUsedByContact(tx, id, holding.contactId)))
      )
        violations.push(phoneTaken('phoneNumber'));
    } else if (
      !(await isPhoneFree(tx, input.phoneNumber, { ...holder, customerId: null, phoneId: holding.phoneId }))
    ) {
      violations.push(phoneTaken('phoneNumber'));
    }
  }
  if (input.civility && !(await civilityExists(tx, idFromIri(input.civility)))) {
    violations.push(violationOf('civility', `civility ${input.civility} does not exist.`));
  }
};

/**
 * The contact's phone as a body gives it, in its normal form: an IRI stays, a typed number is read
 * in the country of the contact's customer (a 422 violation when it is not a valid number).
 */
const contactPhoneOf = async (
  tx: Tx,
  actor: Actor,
  value: string | null | undefined,
  customerId: number,
  violations: Violation[],
): Promise<string | null | undefined> => {
  if (!value || isPhoneIri(value)) return value;
  const [customer] = await customerCountryRows(tx, customerId);
  const region = await phoneRegionFor(tx, actor, customer?.countryId);
  return normalPhoneOrViolation(value, region, 'phoneNumber', violations) ?? undefined;
};

/** The e-mail row to link: the IRI's, or the address saved (in place when the contact has one). */
const emailIdFor = async (tx: Tx, value: string | null, holding: Holding): Promise<number | null> => {
  if (!value) return null;
  if (isEmailIri(value)) return idFromIri(value);
  return saveEmail(tx, value, {
    ...(holding.contactId === undefined ? {} : { contactId: holding.contactId }),
    emailId: holding.emailId,
  });
};

const phoneIdFor = async (tx: Tx, value: string | null, holding: Holding): Promise<number | null> => {
  if (!value) return null;
  if (isPhoneIri(value)) return idFromIri(value);
  return savePhone(tx, value, {
    customerId: null,
    ...(holding.contactId === undefined ? {} : { contactId: holding.contactId }),
    phoneId: holding.phoneId,
  });
};

export const createContact = async (
  ctx: AppContext,
  actor: Actor,
  body: ContactCreate,
): Promise<ContactRead> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const violations: Violation[] = [];
    const customerId = idFromIri(body.customer);
    if (!(await customerExists(tx, customerId))) {
      violations.push(violationOf('customer', `customer ${body.customer} does not exist.`));
    }
    const phoneNumber = await contactPhoneOf(tx, actor, body.phoneNumber, customerId, violations);
    const input = { ...body, phoneNumber };
    const holding: Holding = { emailId: null, phoneId: null };
    await checkContactPoints(tx, input, holding, violations);
    refuseIfAny(violations);
    const createdId = await insertContact(tx, {
      customerId,
      civilityId: input.civility ? idFromIri(input.civility) : null,
      firstname: text(input.firstname) ?? null,
      lastname: input.lastname,
      emailId: await emailIdFor(tx, input.email ?? null, holding),
      phoneId: await phoneIdFor(tx, input.phoneNumber ?? null, holding),
      function: text(input.function) ?? null,
      identityNumber: storedIdentity(ctx, input.identityNumber) ?? null,
      birthDate: text(input.birthDate) ?? null,
    });
    return contactReadOf(tx, createdId);
  });

export const updateContact = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ContactPatch,
): Promise<ContactRead> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const current = await contactBase(tx, id);
    if (!current) throw notFound('Contact').withCode(CustomerErrorCode.contactNotFound);
    const holding: Holding = { contactId: id, emailId: current.emailId, phoneId: current.phoneId };
    const violations: Violation[] = [];
    const phoneNumber = await contactPhoneOf(tx, actor, body.phoneNumber, current.customerId, violations);
    const patch = { ...body, phoneNumber };
    await checkContactPoints(tx, patch, holding, violations);
    refuseIfAny(violations);

    const set: Partial<ContactValues> = {};
    if (patch.email !== undefined) set.emailId = await emailIdFor(tx, patch.email, holding);
    if (patch.phoneNumber !== undefined) set.phoneId = await phoneIdFor(tx, patch.phoneNumber, holding);
    if (patch.civility !== undefined) set.civilityId = patch.civility ? idFromIri(patch.civility) : null;
    if (patch.lastname !== undefined) set.lastname = patch.lastname;
    for (const field of ['firstname', 'function', 'birthDate'] as const) {
      if (patch[field] !== undefined) set[field] = text(patch[field]);
    }
    const identityNumber = storedIdentity(ctx, patch.identityNumber);
    if (identityNumber !== undefined) set.identityNumber = identityNumber;
    if (Object.keys(set).length > 0) await updateContactRow(tx, id, set);
    // The e-mail and phone the contact let go of are its own: they go.
    if (set.emailId !== undefined && set.emailId !== current.emailId) {
      await deleteEmailsIfUnused(tx, [current.emailId]);
    }
    if (set.phoneId !== undefined && set.phoneId !== current.phoneId) {
      await deletePhonesIfUnused(tx, [current.phoneId]);
    }
    return contactReadOf(tx, id);
  });

export const deleteContact = async (ctx: AppContext, actor: Actor, id: number): Promise<void> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const current = await contactBase(tx, id);
    if (!current) throw notFound('Contact').withCode(CustomerErrorCode.contactNotFound);
    await deleteContactRow(tx, id);
    await deleteEmailsIfUnused(tx, [current.emailId]);
    await deletePhonesIfUnused(tx, [current.phoneId]);
  });
