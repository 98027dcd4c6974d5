/**
 * The access module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the access module only from here.
 */

export type { UserName } from './access.read.ts';
export { countFeatures, countUsers, isUsernameUsed, readUserNames } from './access.read.ts';
