import type { SettingsUserRead } from '@velodesk/contract/api/access';
import { accessRoutes } from '@velodesk/contract/routes/access';
import { callRoute } from '@/shared/api/api-route.ts';

/** The user's settings row, which holds the current site (null when the user has none yet). */
export const findSettingsUser = async (
  username: string,
  signal?: AbortSignal,
): Promise<SettingsUserRead | null> => {
  const collection = await callRoute(accessRoutes['GET /settings_users'], {
    query: { 'user.username': username },
    signal,
  });
  return collection['hydra:member'][0] ?? null;
};

export const createSettingsUser = (siteIri: string): Promise<SettingsUserRead> =>
  callRoute(accessRoutes['POST /settings_users'], { body: { site: siteIri } });

export const updateSettingsUser = (id: number, siteIri: string): Promise<SettingsUserRead> =>
  callRoute(accessRoutes['PATCH /settings_users/:id'], { params: { id }, body: { site: siteIri } });
