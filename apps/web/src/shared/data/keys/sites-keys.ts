import { resourceKeys } from '../query-keys.ts';

/** Query keys of the sites and of the user's chosen site (the scheme: app/query-keys.ts). */
export const siteKeys = resourceKeys('sites');
export const settingsUserKeys = resourceKeys('settings_users');
