import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserRead, UserUpdateInput } from '@velodesk/contract/api/access';
import { updateUser } from '@/modules/users/api/users-admin-api.ts';
import { ownUserKey } from '@/shared/data/keys/access-keys.ts';
import { userKeys } from '@/shared/data/keys/users-keys.ts';
import { useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { findOwnUser } from '../api/users-api.ts';

/** The signed-in user's own record (GET /api/users?username=…). */
export const useOwnUser = (): { user: UserRead | null; isLoading: boolean; isError: boolean } => {
  const username = useSession()?.username;
  const query = useQuery({
    queryKey: ownUserKey(username ?? ''),
    queryFn: ({ signal }) => findOwnUser(username ?? '', signal),
    enabled: Boolean(username),
  });
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError };
};

/**
 * Saves the signed-in user's own profile: the saved record is shown at once, then every users' list
 * is refreshed (the administrators' grid shows the same record).
 */
export const useUpdateOwnUser = () => {
  const queryClient = useQueryClient();
  return useResourceMutation(
    async ({ user, body }: { user: UserRead; body: UserUpdateInput }) => {
      const saved = await updateUser(user.id, body);
      queryClient.setQueryData(ownUserKey(user.username), saved);
      return saved;
    },
    [userKeys.lists()],
  );
};
