import type { MailOutboxRead } from '@velodesk/contract/api/account';
import type { DbOrTx } from '../../db/client.ts';
import { ref } from '../../platform/hydra.ts';
import { mailPort } from './mail.ports.ts';
import type { OutboxRow } from './mail.repository.ts';

/** The mail module's answers: outbox messages, with the username of the user they concern. */

const toOutboxRead = (row: OutboxRow, username: string | undefined): MailOutboxRead => ({
  '@id': ref('mail_outbox', row.id),
  '@type': 'MailOutbox',
  id: row.id,
  kind: row.kind,
  user:
    row.userId === null || username === undefined
      ? null
      : { '@id': ref('users', row.userId), id: row.userId, username },
  recipient: row.recipient,
  subject: row.subject,
  text: row.text,
  html: row.html,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  error: row.error,
});

export const toOutboxReads = async (db: DbOrTx, rows: OutboxRow[]): Promise<MailOutboxRead[]> => {
  const names = await mailPort('readUserNames')(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map((row) =>
    toOutboxRead(row, row.userId === null ? undefined : names.get(row.userId)?.username),
  );
};
