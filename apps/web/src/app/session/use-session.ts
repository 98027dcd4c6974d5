import type { SessionAnswer } from '@velodesk/contract/api/access';
import type { Grants } from '@velodesk/contract/permissions';
import { useMemo, useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session-store.ts';

export const useSession = (): SessionAnswer | null =>
  useSyncExternalStore(subscribeSession, getSession, getSession);

export const grantsOf = (session: SessionAnswer | null): Grants | null =>
  session ? { profileName: session.profile.name, features: session.features } : null;

/** What the signed-in user may use; null until a session (and so its feature accesses) is loaded. */
export const useGrants = (): Grants | null => {
  const session = useSession();
  const profileName = session?.profile.name;
  const features = session?.features;
  return useMemo(
    () => (profileName !== undefined && features ? { profileName, features } : null),
    [profileName, features],
  );
};
