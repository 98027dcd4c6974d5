import { resourceKeys } from '../query-keys.ts';

/** Query keys of the versions' resources (the scheme: app/query-keys.ts). */

/** The deployed versions (GET /changelogs): the /changelog list. */
export const deployVersionKeys = resourceKeys('changelogs');
/** The running API's back changelog (GET /changelog). */
export const backChangelogKeys = resourceKeys('changelog');
/**
 * The web app's own changelog files (/changelog/CHANGELOG.<lang>.md next to its assets, not under
 * /api): keyed apart from the API's resources.
 */
export const frontChangelogKeys = resourceKeys('front-changelog');
