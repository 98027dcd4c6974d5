import type { UserCreateInput, UserRead, UserUpdateInput } from '@velodesk/contract/api/access';
import { accountRoutes } from '@velodesk/contract/routes/account';
import { usersRoutes } from '@velodesk/contract/routes/users';
import { callRoute } from '@/shared/api/api-route.ts';

/** Users administration (user settings): create, change, delete, duplicate, confirmation mail. */
export const createUser = (body: UserCreateInput): Promise<UserRead> =>
  callRoute(usersRoutes['POST /users'], { body });

export const updateUser = (id: number, body: UserUpdateInput): Promise<UserRead> =>
  callRoute(usersRoutes['PATCH /users/:id'], { params: { id }, body });

export const deleteUser = (id: number): Promise<void> =>
  callRoute(usersRoutes['DELETE /users/:id'], { params: { id } });

export const duplicateUser = (id: number): Promise<UserRead> =>
  callRoute(usersRoutes['POST /users/:id/duplicate'], { params: { id } });

export const sendAccountConfirmation = (id: number) =>
  callRoute(accountRoutes['POST /mail/send_account_confirmation/:id'], { params: { id } });
