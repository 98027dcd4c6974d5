import { type TokenValidity, tokenValidity } from '@velodesk/contract/api/account';
import { apiCommand, apiRequest } from '@/shared/api/api-client.ts';

/** The account routes (forgotten, new and changed passwords); they carry no bearer token. */
export type PasswordTokenAction = 'reset_password' | 'initialize_password' | 'update_password';

export const requestPasswordReset = (email: string): Promise<void> =>
  apiCommand('/account/reset_password', { method: 'PATCH', body: { email }, authenticated: false });

export const setPasswordWithToken = (
  action: PasswordTokenAction,
  token: string,
  password: string,
): Promise<void> =>
  apiCommand(`/account/${action}/${encodeURIComponent(token)}`, {
    method: 'PATCH',
    body: { password },
    authenticated: false,
  });

/** The check of a mailed link before its page shows the form: reset links, or confirmation links. */
const checkPaths: Record<PasswordTokenAction, string> = {
  reset_password: '/check/token/account_reset_password',
  update_password: '/check/token/account_reset_password',
  initialize_password: '/check/token/account_confirmation',
};

export const checkPasswordToken = (
  action: PasswordTokenAction,
  token: string,
  signal?: AbortSignal,
): Promise<TokenValidity> =>
  apiRequest(`${checkPaths[action]}/${encodeURIComponent(token)}`, tokenValidity, {
    authenticated: false,
    signal,
  });
