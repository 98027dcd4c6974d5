import { MailErrorCode, type MailOutboxRead } from '@velodesk/contract/api/account';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { accessOutbox } from './mail.access.ts';
import { toOutboxReads } from './mail.presenter.ts';
import { outboxCollection, outboxMessageOf, outboxPageOf } from './outbox.read.ts';

/**
 * The outbox as administrators read it. A message may hold a working link (when it was not sent
 * by SMTP), so a reader sees only the messages of users they may manage (the rank rule of the
 * users administration, asked of the access module); the administrator sees all.
 */
export { outboxCollection } from './outbox.read.ts';

/** Newest first. */
export const findOutbox = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessOutbox(actor);
  const db = dbOf(ctx);
  return findPage(outboxCollection, query, outboxPageOf(db, actor), (rows) => toOutboxReads(db, rows));
};

export const getOutboxMessage = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<MailOutboxRead> => {
  accessOutbox(actor);
  const db = dbOf(ctx);
  const [read] = await toOutboxReads(db, await outboxMessageOf(db, actor, id));
  if (!read) throw notFound('Message').withCode(MailErrorCode.messageNotFound);
  return read;
};
