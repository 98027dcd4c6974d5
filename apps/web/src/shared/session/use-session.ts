import type { SessionAnswer } from '@velodesk/contract/api/access';
import type { Grants } from '@velodesk/contract/permissions';
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session-store.ts';

export const useSession = (): SessionAnswer | null =>
  useSyncExternalStore(subscribeSession, getSession, getSession);

export const grantsOf = (session: SessionAnswer | null): Grants | null =>
  session ? { profileName: session.profile.name, features: session.features } : null;
