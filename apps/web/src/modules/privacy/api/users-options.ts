import { useQuery } from '@tanstack/react-query';
import { usersRoutes } from '@velodesk/contract/routes/users';
import { callRoute } from '@/shared/api/api-route.ts';
import { userKeys } from '@/shared/data/keys/users-keys.ts';

const allUsers = { pagination: false, 'order[username]': 'asc' } as const;

/** Every user, as the journal's user filter offers them (username, then the person's name). */
export const useUserOptions = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: userKeys.list(allUsers),
    queryFn: ({ signal }) => callRoute(usersRoutes['GET /users'], { query: allUsers, signal }),
    select: (answer) =>
      answer['hydra:member'].map((user) => ({
        value: String(user.id),
        label: [user.username, [user.firstName, user.lastName].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(' — '),
      })),
  });
