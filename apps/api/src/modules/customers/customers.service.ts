import {
  type CustomerDetail,
  CustomerErrorCode,
  CustomerServerDescription,
  CustomerViolationCode,
  type customerCreate,
  type customerPatch,
} from '@velodesk/contract/api/customers';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import { CustomerType, fidelityIdForLevel, LanguageId } from '@velodesk/contract/ids';
import { normalisePhone } from '@velodesk/contract/phones';
import { and, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, DomainError, notFound, violationOf } from '../../platform/errors.ts';
import { normalPhoneOrViolation } from '../../platform/phones.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { phoneRegionFor } from '../sites/sites.api.ts';
import { commentScopeOf } from './comments.read.ts';
import {
  emailTaken,
  isEmailFree,
  isPhoneFree,
  phoneTaken,
  refuseIfAny,
  rethrowPhoneClash,
  saveEmail,
  savePhone,
} from './contact-points.service.ts';
import { contactPointsOfCustomer } from './contacts.read.ts';
import { deleteContactsOfCustomer } from './contacts.repository.ts';
import { accessCustomers } from './customers.access.ts';
import { customersPort } from './customers.ports.ts';
import { customerDetailOf, toCustomerReads } from './customers.presenter.ts';
import {
  type CustomerValues,
  countContactsOf,
  countryByIso,
  customerBase,
  deleteCustomerRow,
  deleteEmailsIfUnused,
  deletePhoneById,
  deletePhonesById,
  deletePhonesIfUnused,
  deletePhonesOfCustomer,
  findCustomerByHuttosoft,
  insertCustomer,
  languageByCode,
  missingCustomerReferences,
  phonesOfCustomers,
  updateCustomerRow,
} from './customers.repository.ts';
import {
  customerCollection,
  customerOrderTail,
  customerPage,
  customerPhonesContain,
} from './customers-list.read.ts';
import { storedIdentity } from './identity-numbers.ts';

/**
 * Customers: individuals (type 2) and companies (type 1). Not site-scoped: every signed-in user
 * may list, create, edit and delete them (the spec gives the customers screens no feature).
 */

export { customerCollection } from './customers-list.read.ts';

const listOf = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

/**
 * A phone search as stored numbers (E.164) hold it: a whole number in its normal form, else the
 * digits typed, "00" read as "+" and a national leading 0 dropped ("06 10 07" finds +3361007…).
 */
const phoneSearchKey = (value: string): string => {
  const whole = value.trim().startsWith('+') ? normalisePhone(value) : null;
  if (whole) return whole;
  const typed = value.replace(/[^\d+]/g, '');
  if (typed.startsWith('00')) return `+${typed.slice(2)}`;
  return /^0[1-9]/.test(typed) ? typed.slice(1) : typed;
};

const phonesCondition = (query: Record<string, unknown>): SQL | undefined => {
  const values = [...listOf(query['phones.number']), ...listOf(query['phones.number[]'])]
    .map(phoneSearchKey)
    .filter((value) => value !== '' && value !== '+');
  return customerPhonesContain(values);
};

export const findCustomers = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessCustomers(actor);
  const db = dbOf(ctx);
  return findPage(
    customerCollection,
    query,
    (filters) => customerPage(db, and(filters, phonesCondition(query))),
    (rows) => toCustomerReads(db, rows),
    { orderTail: customerOrderTail() },
  );
};

export const getCustomer = async (ctx: AppContext, actor: Actor, id: number): Promise<CustomerDetail> => {
  accessCustomers(actor);
  return customerDetailOf(dbOf(ctx), id, commentScopeOf(actor));
};

/** Whether the customer has rentals, which forbids deleting it (spec §5): the rentals module answers. */
export const customerHasRentals = (db: DbOrTx, customerId: number): Promise<boolean> =>
  customersPort('customerHasRentals')(db, customerId);

// ---- writing ----

type CustomerCreate = z.output<typeof customerCreate>;
type CustomerPatch = z.output<typeof customerPatch>;

/** Trimmed text, or null for blank; undefined when the field was not given. */
const text = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();
const iriId = (value: string | null | undefined): number | null | undefined =>
  value === undefined ? undefined : value === null ? null : idFromIri(value);

/** The civility, country and language a body points to exist. */
const checkReferences = async (
  db: DbOrTx,
  input: { civility?: string | null; country?: string | null; language?: string | null },
  violations: Violation[],
) => {
  const check = (field: 'civility' | 'country' | 'language') => {
    const value = input[field];
    return typeof value === 'string'
      ? { id: idFromIri(value), message: `${field} ${value} does not exist.` }
      : undefined;
  };
  violations.push(
    ...(await missingCustomerReferences(db, {
      civility: check('civility'),
      country: check('country'),
      language: check('language'),
    })),
  );
};

/**
 * Company phones, read in `region`: valid numbers (422 on `phones.N`), each once in the list, and
 * not held by anyone else. Gives the normal forms of the valid ones.
 */
const checkCompanyPhones = async (
  db: DbOrTx,
  typed: string[],
  region: string | undefined,
  customerId: number | null,
  violations: Violation[],
): Promise<string[]> => {
  const seen = new Set<string>();
  for (const [index, value] of typed.entries()) {
    const number = normalPhoneOrViolation(value, region, `phones.${index}`, violations, 'phone');
    if (number === null) continue;
    if (seen.has(number)) {
      violations.push(
        violationOf(
          `phones.${index}`,
          'This number is already in the list.',
          CustomerViolationCode.phoneTaken,
        ),
      );
      continue;
    }
    seen.add(number);
    if (!(await isPhoneFree(db, number, { customerId, phoneId: null }))) {
      violations.push(phoneTaken(`phones.${index}`));
    }
  }
  return [...seen];
};

export const createCustomer = async (
  ctx: AppContext,
  actor: Actor,
  input: CustomerCreate,
): Promise<CustomerDetail> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const violations: Violation[] = [];
    await checkReferences(tx, input, violations);
    if (!(await isEmailFree(tx, input.email, { emailId: null }))) violations.push(emailTaken('email'));
    const isIndividual = input.type === '/api/customer_types/2';
    // Phones are stored in their normal form, national numbers read in the customer's country.
    const region = await phoneRegionFor(tx, actor, iriId(input.country));
    let numbers: string[] = [];
    if (isIndividual) {
      const number = input.phoneNumber
        ? normalPhoneOrViolation(input.phoneNumber, region, 'phoneNumber', violations)
        : null;
      if (number !== null) {
        numbers = [number];
        if (!(await isPhoneFree(tx, number, { customerId: null, phoneId: null }))) {
          violations.push(phoneTaken('phoneNumber'));
        }
      }
    } else {
      numbers = await checkCompanyPhones(tx, input.phones ?? [], region, null, violations);
    }
    refuseIfAny(violations);

    const emailId = await saveEmail(tx, input.email, { emailId: null });
    const common = {
      name: text(input.name) ?? null,
      civilityId: null as number | null,
      address: text(input.address) ?? null,
      complement: text(input.complement) ?? null,
      city: text(input.city) ?? null,
      countryId: iriId(input.country) ?? null,
      emailId,
      fidelityId: fidelityIdForLevel(0),
      canvassing: input.canvassing ?? false,
      isActive: input.isActive ?? true,
    };
    const values: CustomerValues = isIndividual
      ? {
          ...common,
          typeId: CustomerType.individual,
          lastname: text(input.lastname) ?? null,
          civilityId: iriId(input.civility) ?? null,
          birthDate: text(input.birthDate) ?? null,
          identityNumber: storedIdentity(ctx, input.identityNumber) ?? null,
          languageId: iriId(input.language) ?? LanguageId.fr,
        }
      : {
          ...common,
          typeId: CustomerType.company,
          tradeCompanyRegister: text(input.tradeCompanyRegister) ?? null,
          tvaIntracom: text(input.tvaIntracom) ?? null,
          languageId: idFromIri(input.language),
        };
    const id = await insertCustomer(tx, { ...values, createdAt: ctx.now() });
    for (const number of numbers) await savePhone(tx, number, { customerId: id, phoneId: null });
    return customerDetailOf(tx, id, commentScopeOf(actor));
  }).catch(rethrowPhoneClash(input.type === '/api/customer_types/2' ? 'phoneNumber' : 'phones'));

export const updateCustomer = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: CustomerPatch,
): Promise<CustomerDetail> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const current = await customerBase(tx, id);
    if (!current) throw notFound('Customer').withCode(CustomerErrorCode.customerNotFound);
    const isCompany = current.typeId === CustomerType.company;
    const violations: Violation[] = [];
    if (patch.type !== undefined && idFromIri(patch.type) !== current.typeId) {
      violations.push(violationOf('type', 'The type of a customer cannot change.'));
    }
    if (!isCompany && patch.lastname !== undefined && !text(patch.lastname)) {
      violations.push(violationOf('lastname', 'lastname is required.'));
    }
    if (isCompany && patch.name !== undefined && !text(patch.name)) {
      violations.push(violationOf('name', 'name is required.'));
    }
    if (isCompany && patch.phoneNumber !== undefined) {
      violations.push(violationOf('phoneNumber', 'A company has a list of phones: send phones.'));
    }
    if (!isCompany && patch.phones !== undefined) {
      violations.push(violationOf('phones', 'An individual has one phone: send phoneNumber.'));
    }
    if (patch.email === null) violations.push(violationOf('email', 'email is required.'));
    if (patch.language === null) violations.push(violationOf('language', 'language is required.'));
    await checkReferences(tx, patch, violations);
    if (patch.email && !(await isEmailFree(tx, patch.email, { customerId: id, emailId: current.emailId }))) {
      violations.push(emailTaken('email'));
    }
    const ownPhones = await phonesOfCustomers(tx, [id]);
    const ownPhone = ownPhones[0] ?? null;
    // Phones in their normal form, national numbers read in the customer's (new) country.
    const region = await phoneRegionFor(
      tx,
      actor,
      patch.country !== undefined ? iriId(patch.country) : current.countryId,
    );
    let phoneNumber: string | null = null;
    if (!isCompany && patch.phoneNumber) {
      phoneNumber = normalPhoneOrViolation(patch.phoneNumber, region, 'phoneNumber', violations);
      if (
        phoneNumber !== null &&
        !(await isPhoneFree(tx, phoneNumber, { customerId: id, phoneId: ownPhone?.id ?? null }))
      ) {
        violations.push(phoneTaken('phoneNumber'));
      }
    }
    const companyPhones =
      isCompany && patch.phones !== undefined
        ? await checkCompanyPhones(tx, patch.phones, region, id, violations)
        : undefined;
    refuseIfAny(violations);

    const set: Partial<CustomerValues> = {};
    if (patch.email) {
      set.emailId = await saveEmail(tx, patch.email, { customerId: id, emailId: current.emailId });
    }
    if (patch.civility !== undefined) set.civilityId = iriId(patch.civility);
    if (patch.country !== undefined) set.countryId = iriId(patch.country);
    if (patch.language) set.languageId = idFromIri(patch.language);
    for (const field of [
      'name',
      'lastname',
      'address',
      'complement',
      'city',
      'birthDate',
      'tradeCompanyRegister',
      'tvaIntracom',
    ] as const) {
      if (patch[field] !== undefined) set[field] = text(patch[field]);
    }
    const identityNumber = storedIdentity(ctx, patch.identityNumber);
    if (identityNumber !== undefined) set.identityNumber = identityNumber;
    if (patch.canvassing !== undefined) set.canvassing = patch.canvassing;
    if (patch.isActive !== undefined) set.isActive = patch.isActive;
    if (Object.keys(set).length > 0) await updateCustomerRow(tx, id, set);
    if (set.emailId !== undefined && set.emailId !== current.emailId) {
      await deleteEmailsIfUnused(tx, [current.emailId]);
    }

    if (!isCompany && patch.phoneNumber !== undefined) {
      const kept = phoneNumber
        ? await savePhone(tx, phoneNumber, { customerId: id, phoneId: ownPhone?.id ?? null })
        : null;
      if (ownPhone && ownPhone.id !== kept) await deletePhoneById(tx, ownPhone.id);
    }
    if (companyPhones !== undefined) {
      const wanted = new Set(companyPhones);
      const dropped = ownPhones.filter((phone) => !wanted.has(phone.number)).map((phone) => phone.id);
      if (dropped.length > 0) await deletePhonesById(tx, dropped);
      const held = new Set(ownPhones.map((phone) => phone.number));
      for (const number of wanted) {
        if (!held.has(number)) await savePhone(tx, number, { customerId: id, phoneId: null });
      }
    }
    return customerDetailOf(tx, id, commentScopeOf(actor));
  }).catch(rethrowPhoneClash(patch.phones === undefined ? 'phoneNumber' : 'phones'));

/**
 * Deletes a customer in one transaction: refused for a company that still has contacts and for a
 * customer with rentals; otherwise its contacts (and their e-mails and phones), then its phones,
 * then the customer (its comments go with it), then its e-mail.
 */
export const deleteCustomer = async (ctx: AppContext, actor: Actor, id: number): Promise<void> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const current = await customerBase(tx, id);
    if (!current) throw notFound('Customer').withCode(CustomerErrorCode.customerNotFound);
    if (current.typeId === CustomerType.company && (await countContactsOf(tx, id)) > 0) {
      throw conflict(CustomerServerDescription.hasContacts).withCode(CustomerErrorCode.hasContacts);
    }
    if (await customerHasRentals(tx, id)) {
      throw conflict(CustomerServerDescription.hasRentals).withCode(CustomerErrorCode.hasRentals);
    }
    await deleteContactsOf(tx, id);
    await deletePhonesOfCustomer(tx, id);
    await deleteCustomerRow(tx, id);
    await deleteEmailsIfUnused(tx, [current.emailId]);
  });

const deleteContactsOf = async (tx: Tx, customerId: number) => {
  const held = await contactPointsOfCustomer(tx, customerId);
  if (held.length === 0) return;
  await deleteContactsOfCustomer(tx, customerId);
  await deleteEmailsIfUnused(
    tx,
    held.map((h) => h.emailId),
  );
  await deletePhonesIfUnused(
    tx,
    held.map((h) => h.phoneId),
  );
};

// ---- customers from the stay system ----

/** A stay-system client as the customers module needs it (the stay module maps the connector's). */
export interface StayClient {
  clientId: string;
  clientCode: string | null;
  firstName: string | null;
  lastName: string | null;
  /** 'M' or 'MME' (or null). */
  civilityCode: string | null;
  countryIso: string | null;
  address: string | null;
  addressComplement: string | null;
  city: string | null;
  /** A language code: fr, en, de, nl, it, es. */
  language: string | null;
  fidelityRank: number | null;
  email: string | null;
  phone: string | null;
}

/** The stay system's civility codes and the civilities they are (ids seeded by migration 0001). */
const civilityIdForCode: Record<string, number> = { M: 1, MME: 2, MX: 3 };
const emailShape = z.string().regex(z.regexes.email);

export const unknownCountryIso = (iso: string | null) =>
  new DomainError(422, 'An error occurred', CustomerServerDescription.unknownCountryIso, [
    violationOf(
      'countryIso',
      `The country code "${iso ?? ''}" is unknown to Velodesk.`,
      CustomerErrorCode.unknownCountryIso,
    ),
  ]).withCode(CustomerErrorCode.unknownCountryIso);

/**
 * Creates or updates the local customer of a stay-system client (matched on `huttosoft` =
 * clientId), in one transaction. A country ISO code the product does not know refuses the import
 * before anything is written. The e-mail and the phone are taken only when nobody else holds them.
 */
export const saveStayClient = async (
  ctx: AppContext,
  actor: Actor,
  client: StayClient,
): Promise<{ customer: CustomerDetail; created: boolean }> =>
  transaction(ctx, async (tx) => {
    accessCustomers(actor);
    const iso = client.countryIso?.trim() ?? '';
    const country = iso === '' ? undefined : await countryByIso(tx, iso);
    if (!country) throw unknownCountryIso(client.countryIso);
    const language = client.language ? await languageByCode(tx, client.language.trim()) : undefined;
    const rank = Math.min(2, Math.max(0, Math.trunc(client.fidelityRank ?? 0)));
    const values = {
      typeId: CustomerType.individual,
      name: text(client.firstName) ?? null,
      lastname: text(client.lastName) ?? null,
      civilityId: civilityIdForCode[client.civilityCode?.trim().toUpperCase() ?? ''] ?? null,
      address: text(client.address) ?? null,
      complement: text(client.addressComplement) ?? null,
      city: text(client.city) ?? null,
      countryId: country.id,
      languageId: language?.id ?? LanguageId.fr,
      fidelityId: fidelityIdForLevel(rank),
      huttosoft: client.clientId,
      huttosoftCode: text(client.clientCode) ?? null,
    };
    const existing = await findCustomerByHuttosoft(tx, client.clientId);
    let id: number;
    if (existing) {
      id = existing.id;
      await updateCustomerRow(tx, id, values);
    } else {
      id = await insertCustomer(tx, { ...values, createdAt: ctx.now() });
    }

    const address = client.email?.trim().toLowerCase() ?? '';
    const currentEmailId = existing?.emailId ?? null;
    if (
      emailShape.safeParse(address).success &&
      (await isEmailFree(tx, address, { customerId: id, emailId: currentEmailId }))
    ) {
      const emailId = await saveEmail(tx, address, { customerId: id, emailId: currentEmailId });
      if (emailId !== currentEmailId) {
        await updateCustomerRow(tx, id, { emailId });
        await deleteEmailsIfUnused(tx, [currentEmailId]);
      }
    }
    // The stay system's number, read in the guest's country; kept only when valid and free.
    const number = normalisePhone(client.phone ?? '', iso);
    if (number !== null && (await phonesOfCustomers(tx, [id])).length === 0) {
      if (await isPhoneFree(tx, number, { customerId: id, phoneId: null })) {
        await savePhone(tx, number, { customerId: id, phoneId: null });
      }
    }
    return { customer: await customerDetailOf(tx, id, commentScopeOf(actor)), created: !existing };
  });
