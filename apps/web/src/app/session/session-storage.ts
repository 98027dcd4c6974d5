import { type SessionAnswer, sessionAnswer } from '@velodesk/contract/api/access';
import { sessionStorageKey } from './session-constants.ts';

/** Reads the stored session; anything unreadable or of an older shape counts as signed out. */
export const readStoredSession = (): SessionAnswer | null => {
  try {
    const raw = window.localStorage.getItem(sessionStorageKey);
    if (!raw) return null;
    const parsed = sessionAnswer.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const writeStoredSession = (session: SessionAnswer | null): void => {
  try {
    if (session) window.localStorage.setItem(sessionStorageKey, JSON.stringify(session));
    else window.localStorage.removeItem(sessionStorageKey);
  } catch {
    // Storage unavailable: the session still lives in memory for this tab.
  }
};
