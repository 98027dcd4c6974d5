import type { LoginRequest, SessionAnswer } from '@velodesk/contract/api/access';
import { apiCommand, apiRequest } from '../api/api-client.ts';

/**
 * The contract's schemas (zod) are loaded with the first call, not with the sign-in page's bundle
 * (docs/decisions/web-bundles.md); the login form starts loading them as soon as it shows.
 */
export const loadAccessSchemas = () => import('@velodesk/contract/api/access');

/** Sign-in, token refresh and sign-out calls. */
export const postLogin = async (credentials: LoginRequest): Promise<SessionAnswer> => {
  const { sessionAnswer } = await loadAccessSchemas();
  return apiRequest('/login', sessionAnswer, { method: 'POST', body: credentials, authenticated: false });
};

export const postTokenRefresh = async (): Promise<SessionAnswer> => {
  const { sessionAnswer } = await loadAccessSchemas();
  return apiRequest('/token/velodesk_refresh', sessionAnswer, {
    method: 'POST',
    redirectOnUnauthorized: false,
  });
};

export const postLogout = (): Promise<void> =>
  apiCommand('/logout', { method: 'POST', redirectOnUnauthorized: false });
