import { useQuery } from '@tanstack/react-query';
import type { UserRead } from '@velodesk/contract/api/access';
import { useSession } from '../../../app/session/use-session.ts';
import { findOwnUser } from '../api/users-api.ts';

export const ownUserQueryKey = (username: string) => ['users', 'own', username] as const;

/** The signed-in user's own record (GET /api/users?username=…). */
export const useOwnUser = (): { user: UserRead | null; isLoading: boolean; isError: boolean } => {
  const username = useSession()?.username;
  const query = useQuery({
    queryKey: ownUserQueryKey(username ?? ''),
    queryFn: ({ signal }) => findOwnUser(username ?? '', signal),
    enabled: Boolean(username),
  });
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError };
};
