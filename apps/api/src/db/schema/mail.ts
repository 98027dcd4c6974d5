import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';

/**
 * Every e-mail the product sends. Without an SMTP server (SMTP_URL unset) the message stays here,
 * readable by an administrator in the app; with one, sentAt or error records what happened.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The user the message is about (its reader must be allowed to manage them); null once deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the message is: account_confirmation, reset_password. */
    kind: text('kind').notNull().default('other'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_user_idx').on(t.userId)],
);
