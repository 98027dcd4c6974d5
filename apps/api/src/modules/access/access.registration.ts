import { provideMailPorts } from '../mail/mail.api.ts';
import { manageableUserCondition, readUserNames, usernameOf } from './access.read.ts';

/**
 * The access module's links with the modules below it, made at the app's registration
 * (domain-events.ts): the mail outbox's screens read the users through their ports.
 */
export const registerAccess = (): void => {
  provideMailPorts({ usernameOf, manageableUserCondition, readUserNames });
};
