import { resourceKeys } from '../query-keys.ts';

/** Query keys of the shared reference lists (one factory per API resource: app/query-keys.ts). */
export const languageKeys = resourceKeys('languages');
export const countryKeys = resourceKeys('countries');
export const civilityKeys = resourceKeys('civilities');
/**
 * The uniqueness checks of the forms (POST /api/check/uniqueness/<kind>): one factory for every
 * kind (user, email, phone, company e-mail…), so a save refreshes them all with `all`.
 */
export const uniquenessKeys = resourceKeys('check/uniqueness');
