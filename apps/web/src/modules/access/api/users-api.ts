import { type UserRead, userRead } from '@velodesk/contract/api/access';
import { hydraCollection, iri } from '@velodesk/contract/hydra';
import { apiCommand, apiRequest } from '@/shared/api/api-client.ts';

/** Saves the user's interface language on their record (merge-patch with a language reference). */
export const updateUserLanguage = (userId: number, languageId: number): Promise<void> =>
  apiCommand(`/users/${userId}`, { method: 'PATCH', body: { language: iri('languages', languageId) } });

/** The signed-in user's own record, looked up by username. */
export const findOwnUser = async (username: string, signal?: AbortSignal): Promise<UserRead | null> => {
  const collection = await apiRequest('/users', hydraCollection(userRead), {
    query: { username, page: 1 },
    signal,
  });
  return collection['hydra:member'].find((user) => user.username === username) ?? null;
};
