import { userKeys } from './users-keys.ts';
import { resourceKeys } from '../query-keys.ts';

/** The mailed password links' checks (GET /api/account/<action>/<token>). */
export const accountKeys = resourceKeys('account');

/** The signed-in user's own record: a list of the users resource (GET /api/users?username=…). */
export const ownUserKey = (username: string) => userKeys.list({ username });
