import type { TokenValidity } from '@velodesk/contract/api/account';
import { accountRoutes } from '@velodesk/contract/routes/account';
import { callRoute } from '@/shared/api/api-route.ts';

/** The account routes (forgotten, new and changed passwords); they carry no bearer token. */
export type PasswordTokenAction = 'reset_password' | 'initialize_password' | 'update_password';

export const requestPasswordReset = (email: string): Promise<void> =>
  callRoute(accountRoutes['PATCH /account/reset_password'], { body: { email }, authenticated: false });

const passwordRoutes = {
  reset_password: accountRoutes['PATCH /account/reset_password/:token'],
  initialize_password: accountRoutes['PATCH /account/initialize_password/:token'],
  update_password: accountRoutes['PATCH /account/update_password/:token'],
} as const;

export const setPasswordWithToken = (
  action: PasswordTokenAction,
  token: string,
  password: string,
): Promise<void> =>
  callRoute(passwordRoutes[action], { params: { token }, body: { password }, authenticated: false });

/** The check of a mailed link before its page shows the form: reset links, or confirmation links. */
const checkRoutes = {
  reset_password: accountRoutes['GET /check/token/account_reset_password/:token'],
  update_password: accountRoutes['GET /check/token/account_reset_password/:token'],
  initialize_password: accountRoutes['GET /check/token/account_confirmation/:token'],
} as const;

export const checkPasswordToken = (
  action: PasswordTokenAction,
  token: string,
  signal?: AbortSignal,
): Promise<TokenValidity> =>
  callRoute(checkRoutes[action], { params: { token }, authenticated: false, signal });
