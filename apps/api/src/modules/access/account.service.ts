import { createHash, randomBytes } from 'node:crypto';
import { AccessErrorCode } from '@velodesk/contract/api/access';
import type { MailOutboxRead, ResetPasswordRequest, TokenValidity } from '@velodesk/contract/api/account';
import { languageCodeForId } from '@velodesk/contract/ids';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError, notFound, tooManyRequests, unprocessable, violationOf } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { type AccountMailKind, getOutboxMessage, type Mailer, renderAccountMail } from '../mail/mail.api.ts';
import { accessUsers } from './access.access.ts';
import { findUserById, revokeUserSessions, type UserWithProfile } from './access.repository.ts';
import {
  type AccountTokenPurpose,
  consumeToken,
  countTokensSince,
  findResettableAccounts,
  findUsableToken,
  insertAccountToken,
  retireAccountTokens,
  setUserPassword,
} from './account.repository.ts';
import type { RateLimiter } from './account-throttle.ts';
import { hashPassword } from './passwords.ts';
import { assertPasswordRule, loadManagedUser } from './users.service.ts';

/**
 * The account flows of docs/decisions/account-tokens.md: a confirmation mail sent by a manager,
 * a forgotten-password mail anyone may ask for, and the single-use links that set a password.
 */
export interface AccountDeps {
  ctx: AppContext;
  mailer: Mailer;
  /** Forgotten-password requests per address. */
  resetRequests: RateLimiter;
  /** Token checks and uses per address. */
  tokenAttempts: RateLimiter;
}

export const invalidLinkDescription = 'This link is invalid, already used or expired.';
export const tokenLifetimeMs = 24 * 60 * 60 * 1000;
/** At most this many forgotten-password mails per account per hour (beyond: silently none). */
const maxResetMailsPerHour = 3;
/** 32 random bytes in base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const mailPaths: Record<AccountTokenPurpose, { kind: AccountMailKind; path: string }> = {
  confirmation: { kind: 'account_confirmation', path: 'account/initialize_password' },
  reset_password: { kind: 'reset_password', path: 'account/reset_password' },
};

const displayName = (user: UserWithProfile): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

/**
 * Creates a token and writes its mail to the outbox, in one transaction; the older unused links of
 * the same purpose stop working. Gives the outbox id and the token (to send, then hide).
 */
const issueTokenMail = async (
  ctx: AppContext,
  mailer: Mailer,
  user: UserWithProfile & { email: string },
  purpose: AccountTokenPurpose,
  maxPerHour?: number,
): Promise<{ outboxId: number; token: string } | null> => {
  const token = newToken();
  const now = ctx.now();
  const { kind, path } = mailPaths[purpose];
  const mail = renderAccountMail(kind, user.languageId ? languageCodeForId(user.languageId) : null, {
    name: displayName(user),
    username: user.username,
    link: `${ctx.config.publicUrl}/${path}/${token}`,
  });
  const outboxId = await transaction(ctx, async (tx) => {
    // Counted in the (serializable) transaction, so concurrent requests cannot all pass.
    if (maxPerHour !== undefined) {
      const since = new Date(now.getTime() - 60 * 60 * 1000);
      if ((await countTokensSince(tx, user.id, purpose, since)) >= maxPerHour) return null;
    }
    await retireAccountTokens(tx, user.id, now, purpose);
    await insertAccountToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + tokenLifetimeMs),
      createdAt: now,
    });
    return mailer.queue(tx, {
      userId: user.id,
      kind,
      recipient: user.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      language: mail.language,
    });
  });
  return outboxId === null ? null : { outboxId, token };
};

/**
 * POST /mail/send_account_confirmation/{id}: mails the user a link to choose their password (and
 * so confirm the account). Answers the outbox message; 502 when the SMTP server refused it (the
 * message and its link stay in the outbox).
 */
export const sendAccountConfirmation = async (
  deps: AccountDeps,
  actor: Actor,
  userId: number,
): Promise<MailOutboxRead> => {
  accessUsers(actor);
  const { ctx, mailer } = deps;
  const db = dbOf(ctx);
  const user =
    userId === actor.userId ? await findUserById(db, userId) : await loadManagedUser(db, actor, userId);
  if (!user) throw notFound('User').withCode(AccessErrorCode.userNotFound);
  if (!user.email) {
    throw unprocessable([
      violationOf('email', 'This user has no e-mail address.', AccessErrorCode.noEmailAddress),
    ]).withCode(AccessErrorCode.noEmailAddress);
  }
  // The token and its mail are written in one transaction; the mail is sent after it (no SMTP call
  // inside a transaction that may be retried).
  const issued = await issueTokenMail(ctx, mailer, { ...user, email: user.email }, 'confirmation');
  if (!issued) throw notFound('User').withCode(AccessErrorCode.userNotFound);
  const { outboxId, token } = issued;
  const delivery = await mailer.deliver(outboxId, [token]);
  if (mailer.usesSmtp && !delivery.sent) {
    throw new DomainError(
      502,
      'Bad Gateway',
      `The mail could not be sent (${delivery.error ?? 'unknown error'}); it is kept in the outbox.`,
    ).withCode(AccessErrorCode.mailNotSent);
  }
  return getOutboxMessage(ctx, actor, outboxId);
};

const assertWithinBudget = async (limiter: RateLimiter, address: string) => {
  const hit = await limiter.hit(address);
  if (!hit.allowed)
    throw tooManyRequests(
      `Too many attempts. Try again in ${hit.retryAfterSeconds} seconds.`,
      hit.retryAfterSeconds,
    ).withCode(AccessErrorCode.tooManyAttempts);
};

/**
 * PATCH /account/reset_password: when an active account matches the e-mail or username, mails it a
 * reset link (at most 3 per account and hour). The answer is the same whether or not one exists,
 * and the token and mail are made in the background so that the time of the answer does not tell.
 */
export const requestPasswordReset = async (
  deps: AccountDeps,
  input: ResetPasswordRequest,
  address: string,
): Promise<void> => {
  const { ctx, mailer } = deps;
  await assertWithinBudget(deps.resetRequests, address);
  const matches = await findResettableAccounts(dbOf(ctx), input);
  if (matches.length === 0) return;
  // The mails are written and sent after the answer: known and unknown accounts answer alike.
  mailer.background(async () => {
    for (const match of matches) {
      const user = await findUserById(ctx.db, match.id);
      if (!user?.email) continue;
      const issued = await issueTokenMail(
        ctx,
        mailer,
        { ...user, email: user.email },
        'reset_password',
        maxResetMailsPerHour,
      );
      if (!issued) {
        ctx.log.info({ userId: user.id }, 'password reset mail not sent: hourly limit reached');
        continue;
      }
      await mailer.deliver(issued.outboxId, [issued.token]);
    }
  });
};

/** The token checks of the account pages: unknown, used and expired tokens are all "not valid". */
export const checkToken = async (
  deps: AccountDeps,
  purpose: AccountTokenPurpose,
  token: string,
  address: string,
): Promise<TokenValidity> => {
  await assertWithinBudget(deps.tokenAttempts, address);
  if (!tokenPattern.test(token)) return { valid: false };
  const found = await findUsableToken(dbOf(deps.ctx), hashToken(token), [purpose], deps.ctx.now());
  return { valid: found !== undefined };
};

/**
 * Sets a password with a mailed token: the token is used up, the user's other links stop working,
 * every session of the user ends, and an account awaiting confirmation (no password yet) is
 * activated by its confirmation link.
 */
export const setPasswordWithToken = async (
  deps: AccountDeps,
  purpose: AccountTokenPurpose,
  token: string,
  password: string,
  address: string,
): Promise<void> => {
  const { ctx } = deps;
  await assertWithinBudget(deps.tokenAttempts, address);
  const invalid = () =>
    new DomainError(404, 'Not Found', invalidLinkDescription).withCode(AccessErrorCode.invalidLink);
  if (!tokenPattern.test(token)) throw invalid();
  assertPasswordRule(password);
  const passwordHash = await hashPassword(password);
  await transaction(ctx, async (tx) => {
    const now = ctx.now();
    const used = await consumeToken(tx, hashToken(token), [purpose], now);
    if (!used) throw invalid();
    const user = await findUserById(tx, used.userId);
    if (!user) throw invalid();
    const confirmsAccount = purpose === 'confirmation' && user.passwordHash === null;
    await setUserPassword(tx, user.id, passwordHash, confirmsAccount);
    await retireAccountTokens(tx, user.id, now);
    await revokeUserSessions(tx, user.id, now);
  });
};
