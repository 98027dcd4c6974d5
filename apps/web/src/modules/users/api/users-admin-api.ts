import {
  type UserCreateInput,
  type UserRead,
  type UserUpdateInput,
  userRead,
} from '@velodesk/contract/api/access';
import { mailOutboxRead } from '@velodesk/contract/api/account';
import { uniquenessAnswer } from '@velodesk/contract/api/reference';
import { apiCommand, apiRequest } from '../../../app/api-client.ts';

/** Users administration (user settings): create, change, delete, duplicate, confirmation mail. */
export const createUser = (body: UserCreateInput): Promise<UserRead> =>
  apiRequest('/users', userRead, { method: 'POST', body });

export const updateUser = (id: number, body: UserUpdateInput): Promise<UserRead> =>
  apiRequest(`/users/${id}`, userRead, { method: 'PATCH', body });

export const deleteUser = (id: number): Promise<void> => apiCommand(`/users/${id}`, { method: 'DELETE' });

export const duplicateUser = (id: number): Promise<UserRead> =>
  apiRequest(`/users/${id}/duplicate`, userRead, { method: 'POST' });

export const sendAccountConfirmation = (id: number) =>
  apiRequest(`/mail/send_account_confirmation/${id}`, mailOutboxRead, { method: 'POST' });

/** POST /check/uniqueness/user: may this username be used (the edited user excluded)? */
export const isUsernameFree = async (
  username: string,
  exclude: string | undefined,
  signal?: AbortSignal,
): Promise<boolean> => {
  const answer = await apiRequest('/check/uniqueness/user', uniquenessAnswer, {
    method: 'POST',
    body: exclude ? { field: 'username', value: username, exclude } : { field: 'username', value: username },
    signal,
  });
  return answer.canBeInserted;
};
