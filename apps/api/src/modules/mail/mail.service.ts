import { MailErrorCode, type MailOutboxRead } from '@velodesk/contract/api/account';
import { and, count, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { dbOf } from '../../platform/transactions.ts';
import { accessOutbox } from './mail.access.ts';
import { mailPort } from './mail.ports.ts';
import { toOutboxReads } from './mail.presenter.ts';
import { selectOutbox } from './mail.repository.ts';

/**
 * The outbox as administrators read it. A message may hold a working link (when it was not sent
 * by SMTP), so a reader sees only the messages of users they may manage (the rank rule of the
 * users administration, asked of the access module); the administrator sees all.
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

/** Newest first. */
export const findOutbox = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessOutbox(actor);
  const db = dbOf(ctx);
  return findPage(
    outboxCollection,
    query,
    (filters) => {
      const where = and(filters, mailPort('manageableUserCondition')(actor, mailOutbox.userId));
      return {
        rows: selectOutbox(db).where(where).$dynamic(),
        total: db.select({ count: count() }).from(mailOutbox).where(where),
      };
    },
    (rows) => toOutboxReads(db, rows),
  );
};

export const getOutboxMessage = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<MailOutboxRead> => {
  accessOutbox(actor);
  const db = dbOf(ctx);
  const rows = await selectOutbox(db).where(
    and(eq(mailOutbox.id, id), mailPort('manageableUserCondition')(actor, mailOutbox.userId)),
  );
  const [read] = await toOutboxReads(db, rows);
  if (!read) throw notFound('Message').withCode(MailErrorCode.messageNotFound);
  return read;
};
