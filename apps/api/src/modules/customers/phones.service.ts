import {
  CustomerErrorCode,
  type emailCreate,
  type phoneCreate,
  type phonePatch,
} from '@velodesk/contract/api/customers';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, violationOf } from '../../platform/errors.ts';
import { normalPhoneOrViolation } from '../../platform/phones.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { phoneRegionFor } from '../sites/sites.api.ts';
import {
  deletePhoneRow,
  findPhoneIdByNumber,
  insertEmailRow,
  insertPhoneRow,
  updatePhoneRow,
} from './contact-points.repository.ts';
import { emailTaken, phoneTaken, refuseIfAny, rethrowPhoneClash } from './contact-points.service.ts';
import { accessCustomers } from './customers.access.ts';
import { toEmailRead, toPhoneRead } from './customers.presenter.ts';
import { customerCountryRows, customerExists } from './customers.read.ts';
import { findEmail, findEmailByAddress, findPhone } from './customers.repository.ts';

/**
 * /api/phones and /api/emails: a company's phones are posted one by one with the customer IRI
 * (spec: company creation, then each non-empty phone); a contact's phone or e-mail may be posted
 * first and linked by its IRI.
 */

export const getPhone = async (ctx: AppContext, actor: Actor, id: number) => {
  accessCustomers(actor);
  const row = await findPhone(dbOf(ctx), id);
  if (!row) throw notFound('Phone').withCode(CustomerErrorCode.phoneNotFound);
  return toPhoneRead(row);
};

const checkCustomer = async (db: DbOrTx, value: string | null | undefined, violations: Violation[]) => {
  if (value && !(await customerExists(db, idFromIri(value)))) {
    violations.push(violationOf('customer', `customer ${value} does not exist.`));
  }
};

/** The country a phone's national number is read in: its customer's, else the user's site's. */
const regionOfCustomer = async (db: DbOrTx, actor: Actor, customerId: number | null) => {
  const [customer] = customerId === null ? [] : await customerCountryRows(db, customerId);
  return phoneRegionFor(db, actor, customer?.countryId);
};

export const createPhone = async (ctx: AppContext, actor: Actor, input: z.output<typeof phoneCreate>) =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const violations: Violation[] = [];
    const customerId = input.customer ? idFromIri(input.customer) : null;
    await checkCustomer(tx, input.customer, violations);
    const region = await regionOfCustomer(tx, actor, customerId);
    const number = normalPhoneOrViolation(input.number, region, 'number', violations);
    // A new row: the number must not exist yet (numbers are unique in their normal form, E.164).
    if (number !== null && (await findPhoneIdByNumber(tx, number))) violations.push(phoneTaken('number'));
    refuseIfAny(violations);
    return toPhoneRead(await insertPhoneRow(tx, number!, customerId));
  }).catch(rethrowPhoneClash('number'));

export const updatePhone = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: z.output<typeof phonePatch>,
) =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const current = await findPhone(tx, id);
    if (!current) throw notFound('Phone').withCode(CustomerErrorCode.phoneNotFound);
    const violations: Violation[] = [];
    await checkCustomer(tx, patch.customer, violations);
    let number: string | null = null;
    if (patch.number !== undefined) {
      const customerId =
        patch.customer === undefined ? current.customerId : patch.customer ? idFromIri(patch.customer) : null;
      const region = await regionOfCustomer(tx, actor, customerId);
      number = normalPhoneOrViolation(patch.number, region, 'number', violations);
      const other = number === null ? undefined : await findPhoneIdByNumber(tx, number);
      if (other && other.id !== id) violations.push(phoneTaken('number'));
    }
    refuseIfAny(violations);
    const set: { number?: string; customerId?: number | null } = {};
    if (number !== null) set.number = number;
    if (patch.customer !== undefined) set.customerId = patch.customer ? idFromIri(patch.customer) : null;
    if (Object.keys(set).length > 0) await updatePhoneRow(tx, id, set);
    return toPhoneRead((await findPhone(tx, id))!);
  }).catch(rethrowPhoneClash('number'));

/** Deletes a phone; a contact that used it keeps no phone. */
export const deletePhone = async (ctx: AppContext, actor: Actor, id: number): Promise<void> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    if (!(await findPhone(tx, id))) throw notFound('Phone').withCode(CustomerErrorCode.phoneNotFound);
    await deletePhoneRow(tx, id);
  });

export const getEmail = async (ctx: AppContext, actor: Actor, id: number) => {
  accessCustomers(actor);
  const row = await findEmail(dbOf(ctx), id);
  if (!row) throw notFound('Email').withCode(CustomerErrorCode.emailNotFound);
  return toEmailRead(row);
};

/** A new e-mail row (unique whatever the case), to link to a contact by its IRI. */
export const createEmail = async (ctx: AppContext, actor: Actor, input: z.output<typeof emailCreate>) =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    if (await findEmailByAddress(tx, input.email)) refuseIfAny([emailTaken('email')]);
    return toEmailRead(await insertEmailRow(tx, input.email));
  });
