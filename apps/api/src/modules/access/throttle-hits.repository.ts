import { and, count, eq, gt, inArray, lte, min, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { throttleHits } from '../../db/schema/access.ts';

/**
 * The throttled attempts of the database (table throttle_hits): what the sign-in throttle and the
 * account routes' rate limits count, shared by every API process on the database.
 */

export interface ThrottleKey {
  bucket: string;
  key: string;
}

const isKey = (k: ThrottleKey) => and(eq(throttleHits.bucket, k.bucket), eq(throttleHits.key, k.key));

/** How many attempts each key has since `since`, with its oldest one (keys without any are left out). */
export const countHitsSince = async (
  db: DbOrTx,
  keys: ThrottleKey[],
  since: Date,
): Promise<Array<ThrottleKey & { count: number; oldest: Date }>> => {
  const rows = await db
    .select({
      bucket: throttleHits.bucket,
      key: throttleHits.key,
      count: count(),
      oldest: min(throttleHits.at),
    })
    .from(throttleHits)
    .where(and(or(...keys.map(isKey)), gt(throttleHits.at, since)))
    .groupBy(throttleHits.bucket, throttleHits.key);
  return rows.map((row) => ({ ...row, oldest: new Date(row.oldest ?? since) }));
};

/** Records one attempt for each key, and forgets their attempts older than `forgetBefore`. */
export const recordHits = async (db: DbOrTx, keys: ThrottleKey[], at: Date, forgetBefore: Date) => {
  await db.delete(throttleHits).where(and(or(...keys.map(isKey)), lte(throttleHits.at, forgetBefore)));
  await db.insert(throttleHits).values(keys.map((k) => ({ ...k, at })));
};

/**
 * Records one attempt for the key when it has fewer than `max` since `since`, in one statement:
 * answers the count before it and the oldest attempt within the window.
 */
export const hitWithinBudget = async (
  db: DbOrTx,
  k: ThrottleKey,
  max: number,
  since: Date,
  at: Date,
): Promise<{ count: number; oldest: Date | null }> => {
  const result = (await db.execute(sql`
    with recent as (
      select count(*)::int as n, min(${throttleHits.at}) as oldest
      from ${throttleHits}
      where ${throttleHits.bucket} = ${k.bucket} and ${throttleHits.key} = ${k.key}
        and ${throttleHits.at} > ${since.toISOString()}::timestamptz
    ),
    added as (
      insert into ${throttleHits} (bucket, key, at)
      select ${k.bucket}, ${k.key}, ${at.toISOString()}::timestamptz from recent where n < ${max}
      returning 1
    )
    select n, oldest from recent`)) as unknown as {
    rows: Array<{ n: number; oldest: string | Date | null }>;
  };
  const row = result.rows[0];
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
};

/** Forgets every attempt of these keys (a successful sign-in clears its account's failures). */
export const forgetHits = async (db: DbOrTx, bucket: string, keys: string[]) => {
  await db.delete(throttleHits).where(and(eq(throttleHits.bucket, bucket), inArray(throttleHits.key, keys)));
};

/** Forgets attempts older than `before`, of every key (keeps the table small). */
export const forgetHitsBefore = async (db: DbOrTx, before: Date) => {
  await db.delete(throttleHits).where(lte(throttleHits.at, before));
};
