import { type SettingsUserRead, settingsUserRead } from '@velodesk/contract/api/access';
import { hydraCollection } from '@velodesk/contract/hydra';
import { apiRequest } from '@/shared/api/api-client.ts';

/** The user's settings row, which holds the current site (null when the user has none yet). */
export const findSettingsUser = async (
  username: string,
  signal?: AbortSignal,
): Promise<SettingsUserRead | null> => {
  const collection = await apiRequest('/settings_users', hydraCollection(settingsUserRead), {
    query: { 'user.username': username },
    signal,
  });
  return collection['hydra:member'][0] ?? null;
};

export const createSettingsUser = (siteIri: string): Promise<SettingsUserRead> =>
  apiRequest('/settings_users', settingsUserRead, { method: 'POST', body: { site: siteIri } });

export const updateSettingsUser = (id: number, siteIri: string): Promise<SettingsUserRead> =>
  apiRequest(`/settings_users/${id}`, settingsUserRead, { method: 'PATCH', body: { site: siteIri } });
