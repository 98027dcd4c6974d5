import { prefetchGet } from '../api/api-client.ts';
import { getSession, isSessionActive } from './session-store.ts';

/** The one call that answers what the shell needs at boot (issue 28, docs/decisions/boot.md). */
export const sessionBootPath = '/session_boot';

/**
 * Sends GET /session_boot now when a session is stored: at boot (main.tsx, beside the texts and the
 * screen's first query) and as the shell's route loads (after a sign-in). The shell takes the
 * answer (`app/session/session-boot.ts`); a second start before that sends nothing more.
 */
export const startSessionBoot = (): void => {
  if (isSessionActive(getSession())) prefetchGet(sessionBootPath);
};
