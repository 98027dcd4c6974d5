import { resourceKeys } from '../query-keys.ts';

/** Query keys of the resources the users module owns (the scheme: app/query-keys.ts). */
export const userKeys = resourceKeys('users');
export const profileKeys = resourceKeys('profiles');
export const featureKeys = resourceKeys('features');
export const featureAccessKeys = resourceKeys('feature_accesses');
export const outboxKeys = resourceKeys('mail_outbox');
