import { provideMailPorts } from '../mail/mail.api.ts';
import { provideSitesPorts } from '../sites/sites.api.ts';
import { isSiteOfUsers, manageableUserCondition, readUserNames, usernameOf } from './access.read.ts';

/**
 * The access module's links with the modules below it, made at the app's registration
 * (domain-events.ts): the mail outbox's screens read the users, and the sites list filters on
 * its users, through their ports.
 */
export const registerAccess = (): void => {
  provideMailPorts({ usernameOf, manageableUserCondition, readUserNames });
  provideSitesPorts({ isSiteOfUsers });
};
