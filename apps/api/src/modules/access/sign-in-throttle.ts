/**
 * Counts failed sign-ins per account and per address within a sliding window; past the limit the
 * sign-in answers 429 until the window has passed. Kept in memory: one API process serves a shop.
 */
export interface SignInThrottle {
  isBlocked(username: string, address: string): { blocked: boolean; retryAfterSeconds: number };
  recordFailure(username: string, address: string): void;
  recordSuccess(username: string): void;
}

export const createSignInThrottle = (options: {
  maxPerAccount: number;
  maxPerAddress: number;
  windowSeconds: number;
  now?: () => number;
}): SignInThrottle => {
  const now = options.now ?? Date.now;
  const windowMs = options.windowSeconds * 1000;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;

  return {
    isBlocked(username, address) {
      const account = recent(accountKey(username));
      const byAddress = recent(addressKey(address));
      const over = [
        account.length >= options.maxPerAccount ? account : null,
        byAddress.length >= options.maxPerAddress ? byAddress : null,
      ].filter((list): list is number[] => list !== null);
      if (over.length === 0) return { blocked: false, retryAfterSeconds: 0 };
      const oldest = Math.max(...over.map((list) => list[0] ?? now()));
      return { blocked: true, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)) };
    },
    recordFailure(username, address) {
      for (const key of [accountKey(username), addressKey(address)])
        failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(username) {
      failures.delete(accountKey(username));
    },
  };
};
