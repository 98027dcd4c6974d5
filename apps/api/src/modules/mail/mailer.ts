import type { MailKind } from '@velodesk/contract/api/account';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  findOutboxMessage,
  insertOutboxMessage,
  markOutboxFailed,
  markOutboxSent,
} from './mail.repository.ts';

/**
 * Sends the product's e-mails. Every message is first written to the outbox (in the caller's
 * transaction), then, when SMTP_URL is set, sent through nodemailer; the outbox row records when
 * the server accepted it or the error. Without SMTP the outbox is the delivery: an administrator
 * reads it in the app (docs/decisions/mail-outbox.md).
 */
export interface OutgoingMail {
  userId: number | null;
  kind: MailKind;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  language: string;
}

export interface Delivery {
  /** Whether the SMTP server accepted the message (false without SMTP or on an error). */
  sent: boolean;
  error: string | null;
}

export interface Mailer {
  /** Whether messages leave by SMTP (else they only wait in the outbox). */
  readonly usesSmtp: boolean;
  /** Writes the message to the outbox, in the caller's transaction; gives its id. */
  queue(db: DbOrTx, mail: OutgoingMail): Promise<number>;
  /**
   * Sends a queued message. `secrets` (the token of a link) are hidden in the stored copy once the
   * SMTP server accepted it, so the outbox never keeps a working link of a delivered mail.
   */
  deliver(id: number, secrets?: string[]): Promise<Delivery>;
  /** Sends in the background (the caller answers at once); close() waits for it. */
  deliverLater(id: number, secrets?: string[]): void;
  /** Runs work that ends in mails in the background; a failure is logged. close() waits for it. */
  background(job: () => Promise<unknown>): void;
  /** Waits for background deliveries and closes the transport. */
  close(): Promise<void>;
}

export const hiddenSecret = '[hidden once sent]';

export const createMailer = (ctx: AppContext): Mailer => {
  const transport: Transporter | null = ctx.config.smtpUrl
    ? nodemailer.createTransport(ctx.config.smtpUrl, {
        from: ctx.config.mailFrom,
      })
    : null;
  const pending = new Set<Promise<unknown>>();

  const deliver = async (id: number, secrets: string[] = []): Promise<Delivery> => {
    if (!transport) return { sent: false, error: null };
    const message = await findOutboxMessage(ctx.db, id);
    if (!message) return { sent: false, error: 'The message is no longer in the outbox.' };
    try {
      await transport.sendMail({
        from: ctx.config.mailFrom,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    } catch (error) {
      const description = error instanceof Error ? error.message : String(error);
      ctx.log.warn({ outboxId: id, err: description }, 'mail not sent');
      await markOutboxFailed(ctx.db, id, description);
      return { sent: false, error: description };
    }
    const hide = (value: string) =>
      secrets.reduce((out, secret) => out.replaceAll(secret, hiddenSecret), value);
    await markOutboxSent(ctx.db, id, {
      sentAt: ctx.now(),
      text: hide(message.text),
      html: message.html === null ? null : hide(message.html),
    });
    return { sent: true, error: null };
  };

  const background = (work: () => Promise<unknown>) => {
    const job: Promise<unknown> = Promise.resolve()
      .then(work)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'background mail work failed'))
      .finally(() => pending.delete(job));
    pending.add(job);
  };

  return {
    usesSmtp: transport !== null,
    queue: (db, mail) => insertOutboxMessage(db, mail),
    deliver,
    deliverLater(id, secrets) {
      background(() => deliver(id, secrets));
    },
    background,
    async close() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
};
