import { and, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Actor } from '../../platform/actor.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { mailPort } from './mail.ports.ts';
import { selectOutbox } from './mail.repository.ts';

/**
 * The outbox as administrators read it: only the messages of users the reader may manage (the
 * rank rule of the users administration, asked of the access module); the administrator sees all.
 */
export const outboxCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: mailOutbox.id },
    kind: { kind: 'exact', column: mailOutbox.kind },
    recipient: { kind: 'partial', column: mailOutbox.recipient },
    subject: { kind: 'partial', column: mailOutbox.subject },
    language: { kind: 'exact', column: mailOutbox.language },
    'user.id': { kind: 'int', column: mailOutbox.userId },
    // The users are the access module's (a port): the SQL is built when the filter is used.
    'user.username': {
      kind: 'exact',
      get column() {
        return mailPort('usernameOf')(mailOutbox.userId);
      },
    },
    createdAt: { kind: 'date', column: mailOutbox.createdAt },
  },
  order: { id: mailOutbox.id, createdAt: mailOutbox.createdAt, recipient: mailOutbox.recipient },
  defaultOrder: [
    ['createdAt', 'desc'],
    ['id', 'desc'],
  ],
};

/** The page's rows and count of the outbox messages the actor may read, under the page's filters. */
export const outboxPageOf = (db: DbOrTx, actor: Actor) => (filters: SQL | undefined) => {
  const where = and(filters, mailPort('manageableUserCondition')(actor, mailOutbox.userId));
  return {
    rows: selectOutbox(db).where(where).$dynamic(),
    total: db.select({ count: count() }).from(mailOutbox).where(where),
  };
};

/** One outbox message, when the actor may read it. */
export const outboxMessageOf = (db: DbOrTx, actor: Actor, id: number) =>
  selectOutbox(db).where(
    and(eq(mailOutbox.id, id), mailPort('manageableUserCondition')(actor, mailOutbox.userId)),
  );
