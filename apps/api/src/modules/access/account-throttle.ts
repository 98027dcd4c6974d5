/**
 * A fixed budget of calls per key (the caller's address) within a sliding window, for the public
 * account routes: past it they answer 429. Kept in memory, like the sign-in throttle.
 */
export interface RateLimiter {
  /** Counts one call; says whether it is within the budget. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number };
}

export const createRateLimiter = (options: {
  max: number;
  windowSeconds: number;
  now?: () => number;
}): RateLimiter => {
  const now = options.now ?? Date.now;
  const windowMs = options.windowSeconds * 1000;
  const calls = new Map<string, number[]>();
  return {
    hit(key) {
      const at = now();
      // Forget keys whose window has passed, so the map does not grow without end.
      if (calls.size > 10_000) {
        for (const [k, list] of calls) if ((list.at(-1) ?? 0) <= at - windowMs) calls.delete(k);
      }
      const recent = (calls.get(key) ?? []).filter((t) => t > at - windowMs);
      if (recent.length >= options.max) {
        calls.set(key, recent);
        const retry = Math.ceil(((recent[0] ?? at) + windowMs - at) / 1000);
        return { allowed: false, retryAfterSeconds: Math.max(1, retry) };
      }
      recent.push(at);
      calls.set(key, recent);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
};
