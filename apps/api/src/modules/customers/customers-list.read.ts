import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { customers, phones } from '../../db/schema/customers.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import {
  countCustomers,
  customerCountries,
  customerEmails,
  selectCustomers,
} from './customers.repository.ts';

const stringOrList = z.union([z.string(), z.array(z.string())]).optional();
const firstPhone = sql`(select min(${phones.number}) from ${phones} where ${phones.customerId} = ${customers.id})`;

/** The list of customers (GET /customers): its filters and orders, always paginated. */
export const customerCollection: CollectionSpec = {
  alwaysPaginated: true,
  filters: {
    id: { kind: 'int', column: customers.id },
    'type.id': { kind: 'int', column: customers.typeId },
    name: { kind: 'partial', column: customers.name },
    firstname: { kind: 'partial', column: customers.name },
    lastname: { kind: 'partial', column: customers.lastname },
    email: { kind: 'partial', column: customerEmails.email },
    'email.email': { kind: 'partial', column: customerEmails.email },
    'country.id': { kind: 'int', column: customers.countryId },
    'country.name': { kind: 'partial', column: customerCountries.name },
    city: { kind: 'partial', column: customers.city },
    address: { kind: 'partial', column: customers.address },
    huttosoft: { kind: 'exact', column: customers.huttosoft },
    'fidelity.id': { kind: 'int', column: customers.fidelityId },
    isActive: { kind: 'boolean', column: customers.isActive },
  },
  order: {
    id: customers.id,
    name: customers.name,
    firstname: customers.name,
    lastname: customers.lastname,
    'email.email': customerEmails.email,
    'country.name': customerCountries.name,
    city: customers.city,
    address: customers.address,
    'phones.number': firstPhone,
  },
  defaultOrder: [['id', 'desc']],
  itemsPerPage: 30,
  // Phones are rows of their own: `phones.number` (like, spaces and dots ignored) is read here.
  extra: { 'phones.number': stringOrList, 'phones.number[]': stringOrList },
};

/** Customers holding a phone whose number contains one of these texts (none given: no condition). */
export const customerPhonesContain = (values: string[]): SQL | undefined => {
  if (values.length === 0) return undefined;
  const parts = values.map(
    (value) =>
      sql`exists (select 1 from ${phones} where ${phones.customerId} = ${customers.id} and ${phones.number} ilike ${`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
  );
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
};

/** The last sort of the customer list, after the asked ones: the newest first. */
export const customerOrderTail = (): SQL[] => [sql`${customers.id} desc`];

/** A page of the customers: its rows and count. */
export const customerPage = (db: DbOrTx, where: SQL | undefined) => ({
  rows: selectCustomers(db).where(where).$dynamic(),
  total: countCustomers(db, where),
});
