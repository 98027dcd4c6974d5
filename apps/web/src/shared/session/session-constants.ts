/** Session timings of the back-office spec (§9), kept in one place. */
export const sessionTimings = {
  /** Refresh the token this many seconds before it expires. */
  refreshLeadSeconds: 120,
  /** Sign out after this many seconds without mouse or keyboard activity. */
  idleSeconds: 3600,
  /** Delay between closing the open dialogs and signing out, once idle. */
  idleLogoutDelayMs: 2000,
} as const;

/** localStorage key of the signed-in session. */
export const sessionStorageKey = 'velodesk.session';

/** Browser events that count as user activity for the idle timer. */
export const activityEvents = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
