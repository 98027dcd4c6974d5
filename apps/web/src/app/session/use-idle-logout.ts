import { modals } from '@mantine/modals';
import { useEffect, useRef } from 'react';
import { activityEvents, sessionTimings } from '@/shared/session/session-constants.ts';

/**
 * Calls onIdle once the user has not moved the mouse or typed for sessionTimings.idleSeconds:
 * open dialogs close at once, and onIdle runs idleLogoutDelayMs later.
 */
export const useIdleLogout = (onIdle: () => void, enabled = true): void => {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (!enabled) return;
    const idleMs = sessionTimings.idleSeconds * 1000;
    let lastActivity = Date.now();
    let idleTimer: number | undefined;
    let logoutTimer: number | undefined;

    const markActivity = () => {
      lastActivity = Date.now();
    };
    const check = () => {
      const idleFor = Date.now() - lastActivity;
      if (idleFor < idleMs) {
        idleTimer = window.setTimeout(check, idleMs - idleFor);
        return;
      }
      modals.closeAll();
      logoutTimer = window.setTimeout(() => onIdleRef.current(), sessionTimings.idleLogoutDelayMs);
    };

    for (const event of activityEvents) window.addEventListener(event, markActivity, { passive: true });
    idleTimer = window.setTimeout(check, idleMs);
    return () => {
      for (const event of activityEvents) window.removeEventListener(event, markActivity);
      window.clearTimeout(idleTimer);
      window.clearTimeout(logoutTimer);
    };
  }, [enabled]);
};
