import type { AnyColumn, SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { definePorts } from '../../platform/ports.ts';

/**
 * What the mail outbox's screens need of the users (access module, which sends its account mails
 * through the outbox and so sits above it): provided by access at the app's registration
 * (platform/ports.ts).
 */
export interface MailPorts {
  /** The SQL of the username of the user in `userId` (the outbox's filter). */
  usernameOf: (userId: AnyColumn) => SQL;
  /** Rows whose user the actor may manage (undefined: all of them). */
  manageableUserCondition: (actor: Actor, userId: AnyColumn) => SQL | undefined;
  /** The names of users by id. */
  readUserNames: (
    db: DbOrTx,
    ids: number[],
  ) => Promise<
    Map<number, { id: number; username: string; firstName: string | null; lastName: string | null }>
  >;
}

const ports = definePorts<MailPorts>('mail');
/** The access module provides the users' part (at the app's registration). */
export const provideMailPorts = ports.provide;
/** The port a mail read asks for. */
export const mailPort = ports.port;
