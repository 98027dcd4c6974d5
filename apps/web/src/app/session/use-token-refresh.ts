import { useEffect } from 'react';
import { postTokenRefresh } from '@/shared/session/session-api.ts';
import { sessionTimings } from '@/shared/session/session-constants.ts';
import { getSession, setSession } from '@/shared/session/session-store.ts';
import { useSession } from '@/shared/session/use-session.ts';

/** setTimeout cannot wait longer than this (about 24.8 days). */
const maxTimerDelayMs = 2_147_483_647;

export const refreshDelayMs = (expiresAtSeconds: number, nowMs = Date.now()): number =>
  Math.min(
    maxTimerDelayMs,
    Math.max(0, (expiresAtSeconds - sessionTimings.refreshLeadSeconds) * 1000 - nowMs),
  );

/**
 * Refreshes the token 120 s before it expires; the answer also carries the current feature
 * accesses, so the grants follow profile changes. A failed refresh is only logged.
 */
export const useTokenRefresh = (): void => {
  const session = useSession();
  const expiresAt = session?.token_expiration_timestamp;
  useEffect(() => {
    if (expiresAt === undefined || expiresAt * 1000 <= Date.now()) return;
    const timer = window.setTimeout(async () => {
      try {
        const refreshed = await postTokenRefresh();
        if (getSession()) setSession(refreshed);
      } catch (error) {
        console.warn('Token refresh failed.', error);
      }
    }, refreshDelayMs(expiresAt));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
};
