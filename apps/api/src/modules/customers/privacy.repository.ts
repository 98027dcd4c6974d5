import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, retentionJobDays, retentionSettings } from '../../db/schema/customers.ts';

/** A company's retention settings, written whether or not it had some. */
export const upsertRetentionSettings = async (
  db: DbOrTx,
  companyId: number,
  values: Omit<typeof retentionSettings.$inferInsert, 'companyId'>,
) => {
  await db
    .insert(retentionSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: retentionSettings.companyId, set: values });
};

/** Claims a day of the daily retention job: whether this call claimed it (false: already claimed). */
export const claimRetentionDay = async (db: DbOrTx, values: typeof retentionJobDays.$inferInsert) => {
  const claimed = await db
    .insert(retentionJobDays)
    .values(values)
    .onConflictDoNothing()
    .returning({ day: retentionJobDays.day });
  return claimed.length > 0;
};

/** Locks a customer's row until the transaction ends (a rental or payment written meanwhile waits). */
export const lockCustomerRow = async (db: DbOrTx, customerId: number) => {
  await db.execute(sql`select 1 from ${customers} where ${customers.id} = ${customerId} for update`);
};
