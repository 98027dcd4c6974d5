import { useEffect, useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router';

/**
 * Leaving with unsaved changes asks first (React Router's blocker, and the browser's own question
 * on a reload); `leave` goes on after an action that saved (or failed without saving anything),
 * past the question, and so does any navigation once `markSaved` was called.
 */
export const useLeaveGuard = (isDirty: boolean) => {
  const navigate = useNavigate();
  const isLeaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isLeaving.current &&
      `${currentLocation.pathname}${currentLocation.search}` !==
        `${nextLocation.pathname}${nextLocation.search}`,
  );
  const leave = (to: string, options: { replace?: boolean } = {}) => {
    isLeaving.current = true;
    void navigate(to, options);
  };
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  const markSaved = () => {
    isLeaving.current = true;
  };
  return { blocker, leave, markSaved };
};

export type LeaveGuard = ReturnType<typeof useLeaveGuard>;
