import { and, count, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/access.ts';

/** Drizzle queries of the single-use account tokens (only their SHA-256 hash is stored). */

export type AccountTokenPurpose = 'confirmation' | 'reset_password';

export const insertAccountToken = (
  db: DbOrTx,
  values: {
    userId: number;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
) => db.insert(accountTokens).values(values);

/** Marks the user's unused tokens (of one purpose, or all) as used: their links stop working. */
export const retireAccountTokens = (db: DbOrTx, userId: number, at: Date, purpose?: AccountTokenPurpose) =>
  db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.userId, userId),
        isNull(accountTokens.usedAt),
        purpose ? eq(accountTokens.purpose, purpose) : undefined,
      ),
    );

const usable = (tokenHash: string, purposes: AccountTokenPurpose[], now: Date) =>
  and(
    eq(accountTokens.tokenHash, tokenHash),
    inArray(accountTokens.purpose, purposes),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

export const findUsableToken = async (
  db: DbOrTx,
  tokenHash: string,
  purposes: AccountTokenPurpose[],
  now: Date,
) => {
  const [row] = await db
    .select({ id: accountTokens.id, userId: accountTokens.userId, purpose: accountTokens.purpose })
    .from(accountTokens)
    .where(usable(tokenHash, purposes, now));
  return row;
};

/** Uses a token: one statement, so two concurrent uses cannot both succeed. */
export const consumeToken = async (
  db: DbOrTx,
  tokenHash: string,
  purposes: AccountTokenPurpose[],
  now: Date,
) => {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, purposes, now))
    .returning({ userId: accountTokens.userId, purpose: accountTokens.purpose });
  return row;
};

export const countTokensSince = async (
  db: DbOrTx,
  userId: number,
  purpose: AccountTokenPurpose,
  since: Date,
) => {
  const [row] = await db
    .select({ count: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gte(accountTokens.createdAt, since),
      ),
    );
  return Number(row?.count ?? 0);
};
