import { z } from 'zod';
import { passwordField } from './access.ts';

/**
 * The account flows without a session (forgotten password, first password from a confirmation
 * mail) and the mail outbox. Tokens are the random strings of the mailed links.
 */

/** PATCH /api/account/reset_password: one of e-mail or username. The answer never says if it exists. */
export const resetPasswordRequest = z
  .strictObject({
    email: z.email('Enter a valid e-mail address.').max(180).optional(),
    username: z.string().trim().min(1, 'Username is required.').max(180).optional(),
  })
  .refine((body) => (body.email === undefined) !== (body.username === undefined), {
    message: 'Give either an e-mail address or a username.',
    path: ['email'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** PATCH /api/account/{initialize_password|reset_password|update_password}/{token}. */
export const newPasswordRequest = z.strictObject({ password: passwordField });
export type NewPasswordRequest = z.infer<typeof newPasswordRequest>;

/** The answer of the token checks: unknown, used and expired tokens are all just not valid. */
export const tokenValidity = z.object({ valid: z.boolean() });
export type TokenValidity = z.infer<typeof tokenValidity>;

/** Stable codes of the mail module's refusals (the outbox): the hydra error's `code`. */
export const MailErrorCode = {
  messageNotFound: 'MAIL_MESSAGE_NOT_FOUND',
} as const;
export type MailErrorCodeValue = (typeof MailErrorCode)[keyof typeof MailErrorCode];

export const mailKinds = ['account_confirmation', 'reset_password', 'other'] as const;
export type MailKind = (typeof mailKinds)[number];

/** A message of the outbox (GET /api/mail_outbox), also the answer of a confirmation mail sent. */
export const mailOutboxRead = z.object({
  '@id': z.string(),
  '@type': z.literal('MailOutbox'),
  id: z.number().int(),
  kind: z.string(),
  user: z.object({ '@id': z.string(), id: z.number().int(), username: z.string() }).nullable(),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  language: z.string(),
  createdAt: z.string(),
  /** When the SMTP server accepted it; null when it was not sent (no SMTP server, or an error). */
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type MailOutboxRead = z.infer<typeof mailOutboxRead>;
