import type { SessionAnswer } from '@velodesk/contract/api/access';
import { sessionStorageKey } from './session-constants.ts';

/**
 * The fields the app reads before the back-office is loaded (guards, sign-in redirect). The full
 * check against the contract's schema (zod) runs when the shell loads (`verifyStoredSession`): the
 * sign-in page's bundle does not load zod (docs/decisions/web-bundles.md).
 */
const looksLikeSession = (value: unknown): value is SessionAnswer => {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<Record<keyof SessionAnswer, unknown>>;
  const profile = session.profile as { name?: unknown } | null | undefined;
  return (
    typeof session.token === 'string' &&
    typeof session.token_expiration_timestamp === 'number' &&
    typeof session.username === 'string' &&
    typeof profile?.name === 'string' &&
    Array.isArray(session.features)
  );
};

/** Reads the stored session; anything unreadable or of an older shape counts as signed out. */
export const readStoredSession = (): SessionAnswer | null => {
  try {
    const raw = window.localStorage.getItem(sessionStorageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return looksLikeSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** Whether a session passes the contract's schema (loaded with it, outside the sign-in bundle). */
export const isValidSession = async (session: SessionAnswer): Promise<boolean> => {
  const { sessionAnswer } = await import('@velodesk/contract/api/access');
  return sessionAnswer.safeParse(session).success;
};

export const writeStoredSession = (session: SessionAnswer | null): void => {
  try {
    if (session) window.localStorage.setItem(sessionStorageKey, JSON.stringify(session));
    else window.localStorage.removeItem(sessionStorageKey);
  } catch {
    // Storage unavailable: the session still lives in memory for this tab.
  }
};
