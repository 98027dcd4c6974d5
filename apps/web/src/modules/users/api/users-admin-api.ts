import {
  type UserCreateInput,
  type UserRead,
  type UserUpdateInput,
  userRead,
} from '@velodesk/contract/api/access';
import { mailOutboxRead } from '@velodesk/contract/api/account';
import { apiCommand, apiRequest } from '@/shared/api/api-client.ts';

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
