import { and, count, eq, gt, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountTokens, users } from '../../db/schema/access.ts';

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

/** The active accounts with a password and an e-mail that a reset request names (at most 5). */
export const findResettableAccounts = (
  db: DbOrTx,
  input: { username?: string; email?: string },
): Promise<{ id: number }[]> =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        input.username !== undefined
          ? sql`lower(${users.username}) = lower(${input.username})`
          : sql`lower(${users.email}) = lower(${input.email ?? ''})`,
        eq(users.activated, true),
        isNotNull(users.passwordHash),
        isNotNull(users.email),
      ),
    )
    .limit(5);

/** Sets a user's password hash; the confirmation link also activates the account. */
export const setUserPassword = async (
  db: DbOrTx,
  userId: number,
  passwordHash: string,
  activates: boolean,
): Promise<void> => {
  await db
    .update(users)
    .set({ passwordHash, ...(activates ? { activated: true } : {}) })
    .where(eq(users.id, userId));
};
