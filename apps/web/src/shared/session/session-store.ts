import type { SessionAnswer } from '@velodesk/contract/api/access';
import { sessionStorageKey } from './session-constants.ts';
import { isValidSession, readStoredSession, writeStoredSession } from './session-storage.ts';

/**
 * The signed-in session: a tiny external store (read with useSyncExternalStore), persisted in
 * localStorage and kept in step across browser tabs.
 */
type Listener = () => void;

let current: SessionAnswer | null = readStoredSession();
/** Set when the user signed out themselves: the login page then gets no redirect back. */
let isSignedOutOnPurpose = false;
const listeners = new Set<Listener>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const getSession = (): SessionAnswer | null => current;

export const setSession = (session: SessionAnswer | null): void => {
  if (session) isSignedOutOnPurpose = false;
  current = session;
  writeStoredSession(session);
  notify();
};

export const clearSession = (): void => setSession(null);

/** Ends the session because the user asked to (logout), not because it expired. */
export const endSessionOnPurpose = (): void => {
  isSignedOutOnPurpose = true;
  setSession(null);
};

export const wasSignedOutOnPurpose = (): boolean => isSignedOutOnPurpose;

export const subscribeSession = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Checks the session against the contract's schema when the shell loads (the sign-in bundle reads
 * the stored session with a light check only): a session of an older shape counts as signed out.
 */
export const verifySession = async (): Promise<void> => {
  const session = current;
  if (session && !(await isValidSession(session)) && current === session) setSession(null);
};

/** Re-reads the stored session (tests, and other tabs signing in or out). */
export const reloadSession = (): void => {
  current = readStoredSession();
  notify();
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === sessionStorageKey || event.key === null) reloadSession();
  });
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

/** A session counts only while its token has not expired. */
export const isSessionActive = (
  session: SessionAnswer | null,
  now = nowInSeconds(),
): session is SessionAnswer => session !== null && session.token_expiration_timestamp > now;
