import { type LoginRequest, type SessionAnswer, sessionAnswer } from '@velodesk/contract/api/access';
import { apiCommand, apiRequest } from '../api-client.ts';

/** Sign-in, token refresh and sign-out calls. */
export const postLogin = (credentials: LoginRequest): Promise<SessionAnswer> =>
  apiRequest('/login', sessionAnswer, { method: 'POST', body: credentials, authenticated: false });

export const postTokenRefresh = (): Promise<SessionAnswer> =>
  apiRequest('/token/velodesk_refresh', sessionAnswer, { method: 'POST', redirectOnUnauthorized: false });

export const postLogout = (): Promise<void> =>
  apiCommand('/logout', { method: 'POST', redirectOnUnauthorized: false });
