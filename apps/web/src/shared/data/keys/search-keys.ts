import { resourceKeys } from '../query-keys.ts';

/** Query keys of the top-bar search (the scheme: app/query-keys.ts). */
export const searchKeys = resourceKeys('search');
