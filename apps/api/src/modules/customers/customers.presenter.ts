import {
  type CommentRead,
  type ContactRead,
  type CustomerDetail,
  CustomerErrorCode,
  type CustomerRead,
} from '@velodesk/contract/api/customers';
import { CustomerType } from '@velodesk/contract/ids';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { ref } from '../../platform/hydra.ts';
import { maskedIdentity } from '../../platform/identity-key.ts';
import { readUserNames, type UserName } from '../access/access.api.ts';
import { contactsOfCustomer } from './contacts.read.ts';
import {
  type CommentRow,
  type ContactRow,
  type CustomerRow,
  commentsOfCustomer,
  findCustomerRow,
  phonesOfCustomers,
} from './customers.repository.ts';

/** The answers of the customers module, built from the repository's rows. */

type PhoneRow = { id: number; number: string; customerId: number | null };

export const phoneEmbed = (row: { id: number; number: string }) => ({
  '@id': ref('phones', row.id),
  id: row.id,
  number: row.number,
});

export const toCustomerRead = (row: CustomerRow, phoneRows: PhoneRow[]): CustomerRead => ({
  '@id': ref('customers', row.id),
  '@type': 'Customer',
  id: row.id,
  type: { '@id': ref('customer_types', row.typeId), id: row.typeId, description: row.typeDescription },
  name: row.name,
  lastname: row.lastname,
  civility:
    row.civilityId === null
      ? null
      : {
          '@id': ref('civilities', row.civilityId),
          id: row.civilityId,
          description: row.civilityDescription ?? '',
        },
  address: row.address,
  complement: row.complement,
  city: row.city,
  country:
    row.countryId === null
      ? null
      : {
          '@id': ref('countries', row.countryId),
          id: row.countryId,
          name: row.countryName ?? '',
          codeIso31662: row.countryCode ?? '',
        },
  language:
    row.languageId === null
      ? null
      : {
          '@id': ref('languages', row.languageId),
          id: row.languageId,
          name: row.languageName ?? '',
          description: row.languageDescription ?? '',
        },
  fidelity: { '@id': ref('fidelities', row.fidelityId), id: row.fidelityId, level: row.fidelityLevel },
  email:
    row.emailId === null
      ? null
      : { '@id': ref('emails', row.emailId), id: row.emailId, email: row.email ?? '' },
  phoneNumber:
    row.typeId === CustomerType.individual && phoneRows[0] !== undefined ? phoneEmbed(phoneRows[0]) : null,
  phones: phoneRows.map(phoneEmbed),
  canvassing: row.canvassing,
  huttosoft: row.huttosoft,
  huttosoftCode: row.huttosoftCode,
  isActive: row.isActive,
  birthDate: row.birthDate,
  identityNumber: maskedIdentity(row.identityNumber),
  tradeCompanyRegister: row.tradeCompanyRegister,
  tvaIntracom: row.tvaIntracom,
  anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
  identityObscuredAt: row.identityObscuredAt?.toISOString() ?? null,
});

/** Customers of a page with their phones (one query for the phones of the whole page). */
export const toCustomerReads = async (db: DbOrTx, rows: CustomerRow[]): Promise<CustomerRead[]> => {
  const phoneRows = await phonesOfCustomers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toCustomerRead(
      row,
      phoneRows.filter((phone) => phone.customerId === row.id),
    ),
  );
};

export const toContactRead = (row: ContactRow): ContactRead => ({
  '@id': ref('contacts', row.id),
  '@type': 'Contact',
  id: row.id,
  customer: ref('customers', row.customerId),
  civility:
    row.civilityId === null
      ? null
      : {
          '@id': ref('civilities', row.civilityId),
          id: row.civilityId,
          description: row.civilityDescription ?? '',
        },
  firstname: row.firstname,
  lastname: row.lastname,
  email:
    row.emailId === null
      ? null
      : { '@id': ref('emails', row.emailId), id: row.emailId, email: row.email ?? '' },
  phoneNumber: row.phoneId === null ? null : phoneEmbed({ id: row.phoneId, number: row.phoneNumber ?? '' }),
  function: row.function,
  identityNumber: maskedIdentity(row.identityNumber),
  birthDate: row.birthDate,
});

/** A comment, its author's names given (the access module's read API has them). */
export const toCommentRead = (
  row: CommentRow,
  author: Pick<UserName, 'firstName' | 'lastName'> | undefined,
): CommentRead => ({
  '@id': ref('comments', row.id),
  '@type': 'Comment',
  id: row.id,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
  createdBy: {
    '@id': ref('users', row.userId),
    id: row.userId,
    firstName: author?.firstName ?? null,
    lastName: author?.lastName ?? null,
  },
  customer: row.customerId === null ? null : ref('customers', row.customerId),
  rental: row.rentalId === null ? null : ref('rentals', row.rentalId),
});

/** Comments with their authors' names. */
export const toCommentReads = async (db: DbOrTx, rows: CommentRow[]): Promise<CommentRead[]> => {
  const authors = await readUserNames(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => toCommentRead(row, authors.get(row.userId)));
};

/**
 * GET /api/customers/{id}: the customer, its phones, contacts and comments (newest first) within
 * `commentScope` (the comments the reader sees: comments.read.ts commentScopeOf).
 */
export const customerDetailOf = async (
  db: DbOrTx,
  id: number,
  commentScope: SQL | undefined,
): Promise<CustomerDetail> => {
  const row = await findCustomerRow(db, id);
  if (!row) throw notFound('Customer').withCode(CustomerErrorCode.customerNotFound);
  const phoneRows = await phonesOfCustomers(db, [id]);
  const contactRows = await contactsOfCustomer(db, id);
  const commentRows = await commentsOfCustomer(db, id, commentScope);
  return {
    ...toCustomerRead(row, phoneRows),
    contacts: contactRows.map(toContactRead),
    comments: await toCommentReads(db, commentRows),
  };
};

export const toPhoneRead = (row: { id: number; number: string; customerId: number | null }) => ({
  '@id': ref('phones', row.id),
  '@type': 'Phone' as const,
  id: row.id,
  number: row.number,
  customer: row.customerId === null ? null : ref('customers', row.customerId),
});

export const toEmailRead = (row: { id: number; email: string }) => ({
  '@id': ref('emails', row.id),
  '@type': 'Email' as const,
  id: row.id,
  email: row.email,
});
