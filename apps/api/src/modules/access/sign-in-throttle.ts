import type { DbOrTx } from '../../db/client.ts';
import { countHitsSince, forgetHits, recordHits } from './throttle-hits.repository.ts';

/**
 * Counts failed sign-ins per account and per address within a sliding window; past the limit the
 * sign-in answers 429 until the window has passed. Counted in the database (throttle_hits), so
 * that every API process behind the load balancer agrees on the count.
 */
export interface SignInThrottle {
  isBlocked(username: string, address: string): Promise<{ blocked: boolean; retryAfterSeconds: number }>;
  recordFailure(username: string, address: string): Promise<void>;
  recordSuccess(username: string): Promise<void>;
}

const accountBucket = 'sign-in-account';
const addressBucket = 'sign-in-address';

export const createSignInThrottle = (options: {
  db: DbOrTx;
  maxPerAccount: number;
  maxPerAddress: number;
  windowSeconds: number;
  /** The app's clock (ctx.now). */
  now: () => Date;
}): SignInThrottle => {
  const { db, now } = options;
  const windowMs = options.windowSeconds * 1000;
  const accountKey = (username: string) => ({ bucket: accountBucket, key: username.trim().toLowerCase() });
  const addressKey = (address: string) => ({ bucket: addressBucket, key: address });

  return {
    async isBlocked(username, address) {
      const at = now();
      const counts = await countHitsSince(
        db,
        [accountKey(username), addressKey(address)],
        new Date(at.getTime() - windowMs),
      );
      const over = counts.filter(
        (c) => c.count >= (c.bucket === accountBucket ? options.maxPerAccount : options.maxPerAddress),
      );
      if (over.length === 0) return { blocked: false, retryAfterSeconds: 0 };
      const oldest = Math.max(...over.map((c) => c.oldest.getTime()));
      return {
        blocked: true,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at.getTime()) / 1000)),
      };
    },
    async recordFailure(username, address) {
      const at = now();
      await recordHits(
        db,
        [accountKey(username), addressKey(address)],
        at,
        new Date(at.getTime() - windowMs),
      );
    },
    async recordSuccess(username) {
      await forgetHits(db, accountBucket, [accountKey(username).key]);
    },
  };
};
