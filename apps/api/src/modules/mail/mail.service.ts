import type { MailOutboxRead } from '@velodesk/contract/api/account';
import { and, count, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { type CollectionSpec, parseCollectionQuery } from '../../platform/filters.ts';
import { ref } from '../../platform/hydra.ts';
import { runPage } from '../../platform/pagination.ts';
import { manageableUsersCondition } from '../access/users.service.ts';
import { type OutboxRow, selectOutbox } from './mail.repository.ts';

/**
 * The outbox as administrators read it. A message may hold a working link (when it was not sent
 * by SMTP), so a reader sees only the messages of users they may manage (the rank rule of the
 * users administration); the administrator sees all.
 */
export const outboxCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: mailOutbox.id },
    kind: { kind: 'exact', column: mailOutbox.kind },
    recipient: { kind: 'partial', column: mailOutbox.recipient },
    subject: { kind: 'partial', column: mailOutbox.subject },
    language: { kind: 'exact', column: mailOutbox.language },
    'user.id': { kind: 'int', column: mailOutbox.userId },
    'user.username': { kind: 'exact', column: users.username },
    createdAt: { kind: 'date', column: mailOutbox.createdAt },
  },
  order: { id: mailOutbox.id, createdAt: mailOutbox.createdAt, recipient: mailOutbox.recipient },
  defaultOrder: [
    ['createdAt', 'desc'],
    ['id', 'desc'],
  ],
};

const toOutboxRead = (row: OutboxRow): MailOutboxRead => ({
  '@id': ref('mail_outbox', row.id),
  '@type': 'MailOutbox',
  id: row.id,
  kind: row.kind,
  user:
    row.userId === null || row.username === null
      ? null
      : { '@id': ref('users', row.userId), id: row.userId, username: row.username },
  recipient: row.recipient,
  subject: row.subject,
  text: row.text,
  html: row.html,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  error: row.error,
});

/** Newest first. */
export const findOutbox = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(outboxCollection, query);
  const where = and(parsed.where, manageableUsersCondition(actor));
  const { rows, total } = await runPage(
    selectOutbox(ctx.db).where(where).$dynamic(),
    ctx.db
      .select({ count: count() })
      .from(mailOutbox)
      .leftJoin(users, eq(users.id, mailOutbox.userId))
      .where(where),
    parsed,
  );
  return { parsed, members: rows.map(toOutboxRead), total };
};

export const getOutboxMessage = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<MailOutboxRead> => {
  const [row] = await selectOutbox(ctx.db).where(and(eq(mailOutbox.id, id), manageableUsersCondition(actor)));
  if (!row) throw notFound('Message');
  return toOutboxRead(row);
};
