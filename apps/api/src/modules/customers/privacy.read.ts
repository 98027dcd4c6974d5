import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contacts, customers, phones, retentionSettings } from '../../db/schema/customers.ts';

/** A company's retention settings (none when it keeps the defaults). */
export const retentionSettingsOf = async (db: DbOrTx, companyId: number) =>
  (await db.select().from(retentionSettings).where(eq(retentionSettings.companyId, companyId)))[0];

/** Every company's retention settings (the companies keeping the defaults have none). */
export const allRetentionSettings = (db: DbOrTx) => db.select().from(retentionSettings);

/** The retention job's candidates (not anonymised, by id): creation, and whether identity data remain. */
export const retentionCandidates = (db: DbOrTx) =>
  db
    .select({
      id: customers.id,
      createdAt: customers.createdAt,
      hasIdentity: sql<boolean>`(${customers.identityNumber} is not null or ${customers.birthDate} is not null or exists (select 1 from ${contacts} where ${contacts.customerId} = ${customers.id} and (${contacts.identityNumber} is not null or ${contacts.birthDate} is not null)))`,
    })
    .from(customers)
    .where(isNull(customers.anonymisedAt))
    .orderBy(asc(customers.id));

/** A customer's phone numbers, by phone id (the data export). */
export const phoneNumbersOfCustomer = (db: DbOrTx, customerId: number) =>
  db
    .select({ number: phones.number })
    .from(phones)
    .where(eq(phones.customerId, customerId))
    .orderBy(asc(phones.id));
