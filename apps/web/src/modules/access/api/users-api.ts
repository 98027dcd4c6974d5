import type { UserRead } from '@velodesk/contract/api/access';
import { iri } from '@velodesk/contract/hydra';
import { usersRoutes } from '@velodesk/contract/routes/users';
import { callRoute } from '@/shared/api/api-route.ts';

/** Saves the user's interface language on their record (merge-patch with a language reference). */
export const updateUserLanguage = async (userId: number, languageId: number): Promise<void> => {
  await callRoute(usersRoutes['PATCH /users/:id'], {
    params: { id: userId },
    body: { language: iri('languages', languageId) },
  });
};

/** The signed-in user's own record, looked up by username. */
export const findOwnUser = async (username: string, signal?: AbortSignal): Promise<UserRead | null> => {
  const collection = await callRoute(usersRoutes['GET /users'], { query: { username, page: 1 }, signal });
  return collection['hydra:member'].find((user) => user.username === username) ?? null;
};
