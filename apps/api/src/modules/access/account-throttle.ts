import type { DbOrTx } from '../../db/client.ts';
import { forgetHitsBefore, hitWithinBudget } from './throttle-hits.repository.ts';

/**
 * A fixed budget of calls per key (the caller's address) within a sliding window, for the public
 * account routes: past it they answer 429. Counted in the database (throttle_hits), like the
 * sign-in throttle, so every API process agrees.
 */
export interface RateLimiter {
  /** Counts one call; says whether it is within the budget. */
  hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export const createRateLimiter = (options: {
  db: DbOrTx;
  /** What is counted (e.g. 'reset-request'): one budget per bucket and key. */
  bucket: string;
  max: number;
  windowSeconds: number;
  /** The app's clock (ctx.now). */
  now: () => Date;
}): RateLimiter => {
  const windowMs = options.windowSeconds * 1000;
  let calls = 0;
  return {
    async hit(key) {
      const at = options.now();
      const since = new Date(at.getTime() - windowMs);
      // Now and then, forget every key's calls whose window has passed.
      if (++calls % 100 === 0) await forgetHitsBefore(options.db, since);
      const found = await hitWithinBudget(
        options.db,
        { bucket: options.bucket, key },
        options.max,
        since,
        at,
      );
      if (found.count < options.max) return { allowed: true, retryAfterSeconds: 0 };
      const retry = Math.ceil(((found.oldest?.getTime() ?? at.getTime()) + windowMs - at.getTime()) / 1000);
      return { allowed: false, retryAfterSeconds: Math.max(1, retry) };
    },
  };
};
