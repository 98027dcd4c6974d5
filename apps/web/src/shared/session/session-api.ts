import type { LoginRequest, SessionAnswer } from '@velodesk/contract/api/access';

/**
 * The contract's schemas (zod) are loaded with the first call, not with the sign-in page's bundle
 * (docs/decisions/web-bundles.md); the login form starts loading them as soon as it shows. The
 * typed client (api-route.ts) and the access routes come with them.
 */
export const loadAccessSchemas = () => import('@velodesk/contract/api/access');

const loadAccessClient = async () => {
  const [{ callRoute }, { accessRoutes }] = await Promise.all([
    import('../api/api-route.ts'),
    import('@velodesk/contract/routes/access'),
  ]);
  return { callRoute, accessRoutes };
};

/** Sign-in, token refresh and sign-out calls. */
export const postLogin = async (credentials: LoginRequest): Promise<SessionAnswer> => {
  const { callRoute, accessRoutes } = await loadAccessClient();
  return callRoute(accessRoutes['POST /login'], { body: credentials, authenticated: false });
};

export const postTokenRefresh = async (): Promise<SessionAnswer> => {
  const { callRoute, accessRoutes } = await loadAccessClient();
  return callRoute(accessRoutes['POST /token/velodesk_refresh'], { redirectOnUnauthorized: false });
};

export const postLogout = async (): Promise<void> => {
  const { callRoute, accessRoutes } = await loadAccessClient();
  await callRoute(accessRoutes['POST /logout'], { redirectOnUnauthorized: false });
};
