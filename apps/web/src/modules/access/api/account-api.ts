import { apiCommand } from '../../../app/api-client.ts';

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
