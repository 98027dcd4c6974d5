import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contacts } from '../../db/schema/customers.ts';
import { civilities } from '../../db/schema/reference.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { rowExists } from '../../platform/references.ts';
import { selectContacts } from './customers.repository.ts';

/** The list of contacts (GET /contacts): filters, order, and a page's rows and count. */
export const contactCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: contacts.id },
    'customer.id': { kind: 'int', column: contacts.customerId },
    firstname: { kind: 'partial', column: contacts.firstname },
    lastname: { kind: 'partial', column: contacts.lastname },
  },
  order: { id: contacts.id, firstname: contacts.firstname, lastname: contacts.lastname },
  defaultOrder: [['id', 'asc']],
  itemsPerPage: 30,
};

export const contactPageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: selectContacts(db).where(where).$dynamic(),
  total: db.select({ count: count() }).from(contacts).where(where),
});

/** A contact with its e-mail and phone, by id (none when it does not exist). */
export const contactRowsById = (db: DbOrTx, id: number) => selectContacts(db).where(eq(contacts.id, id));

/** The contacts of a company customer, in the order they were added. */
export const contactsOfCustomer = (db: DbOrTx, customerId: number) =>
  selectContacts(db).where(eq(contacts.customerId, customerId)).orderBy(asc(contacts.id));

/** Whether a civility has this id. */
export const civilityExists = (db: DbOrTx, id: number): Promise<boolean> => rowExists(db, civilities, id);

/** The e-mail and phone rows the contacts of a company customer hold. */
export const contactPointsOfCustomer = (db: DbOrTx, customerId: number) =>
  db
    .select({ emailId: contacts.emailId, phoneId: contacts.phoneId })
    .from(contacts)
    .where(eq(contacts.customerId, customerId));

/** A company customer's contacts: their ids and the e-mail and phone rows they hold. */
export const contactsWithPointsOfCustomer = (db: DbOrTx, customerId: number) =>
  db
    .select({ id: contacts.id, emailId: contacts.emailId, phoneId: contacts.phoneId })
    .from(contacts)
    .where(eq(contacts.customerId, customerId));

/** A contact's company and stored identity number (none when the contact does not exist). */
export const contactIdentityRows = (db: DbOrTx, contactId: number) =>
  db
    .select({ customerId: contacts.customerId, identityNumber: contacts.identityNumber })
    .from(contacts)
    .where(eq(contacts.id, contactId));

/** A company customer's contacts, every column, in the order they were added (the data export). */
export const contactRowsOfCustomer = (db: DbOrTx, customerId: number) =>
  db.select().from(contacts).where(eq(contacts.customerId, customerId)).orderBy(asc(contacts.id));
