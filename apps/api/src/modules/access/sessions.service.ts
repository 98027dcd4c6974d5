import { randomUUID } from 'node:crypto';
import { AccessErrorCode, type LoginRequest, type SessionAnswer } from '@velodesk/contract/api/access';
import { defaultTimeZone, siteToday } from '@velodesk/contract/site-day';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { tooManyRequests, unauthorized } from '../../platform/errors.ts';
import { ref } from '../../platform/hydra.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { accessSignedIn } from './access.access.ts';
import {
  endSessionAfterGrace,
  findSession,
  findUserById,
  findUserByUsername,
  grantedFeatures,
  insertSession,
  readUserTimeZone,
  revokeSessionFamily,
  type UserWithProfile,
} from './access.repository.ts';
import { verifyDecoy, verifyPassword } from './passwords.ts';
import { loadSessionActor } from './session-actor.repository.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';
import type { TokenSigner } from './token-signer.ts';

/** Sign-in, token refresh (with rotation), sign-out and the check behind every call. */
export interface SessionsDeps {
  ctx: AppContext;
  throttle: SignInThrottle;
  signer: TokenSigner;
}

/**
 * Why a user may not use the product now (its description and code), or null when they may. Their
 * entry and end dates are compared with the date of their current site (`timeZone`; the default
 * zone when they chose no site): docs/decisions/site-day.md.
 */
const refusal = (
  user: Pick<UserWithProfile, 'activated' | 'profileActivated' | 'endDate' | 'entryDate'>,
  now: Date,
  timeZone: string | null,
): { description: string; code: string } | null => {
  const today = () => siteToday(timeZone ?? defaultTimeZone, now);
  if (!user.activated)
    return { description: 'This account is deactivated.', code: AccessErrorCode.accountDeactivated };
  if (!user.profileActivated)
    return {
      description: "This account's profile is deactivated.",
      code: AccessErrorCode.profileDeactivated,
    };
  if (user.endDate && user.endDate < today())
    return { description: 'This account has expired.', code: AccessErrorCode.accountExpired };
  if (user.entryDate && user.entryDate > today())
    return { description: 'This account is not active yet.', code: AccessErrorCode.accountNotActiveYet };
  return null;
};

const invalidToken = () => unauthorized('Invalid or expired token.').withCode(AccessErrorCode.invalidToken);

/**
 * Sessions of one sign-in form a family: a sign-in opens `uuid`, each refresh `family:uuid`, so a
 * sign-out can end the tokens a refresh replaced (still in their grace) with the current one.
 */
const familyOf = (sessionId: string): string => sessionId.split(':')[0] ?? sessionId;

const openSession = async (
  deps: SessionsDeps,
  user: UserWithProfile,
  family?: string,
): Promise<SessionAnswer> => {
  const { ctx, signer } = deps;
  const sessionId = family ? `${family}:${randomUUID()}` : randomUUID();
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.tokenTtlSeconds * 1000);
  await insertSession(dbOf(ctx), { id: sessionId, userId: user.id, expiresAt });
  const token = await signer.sign({ userId: user.id, sessionId }, expiresAt);
  return {
    token,
    token_expiration_timestamp: Math.floor(expiresAt.getTime() / 1000),
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profile: {
      '@id': ref('profiles', user.profileId),
      id: user.profileId,
      name: user.profileName,
      description: user.profileDescription,
    },
    settingsPlanning: user.settingsPlanning,
    language: {
      '@id': ref('languages', user.languageId ?? 1),
      id: user.languageId ?? 1,
      name: user.languageName ?? 'fr',
    },
    features: await grantedFeatures(dbOf(ctx), user.profileId),
  };
};

export const signIn = async (
  deps: SessionsDeps,
  input: LoginRequest,
  address: string,
): Promise<SessionAnswer> => {
  const { ctx, throttle } = deps;
  const blocked = await throttle.isBlocked(input.username, address);
  if (blocked.blocked) {
    throw tooManyRequests(
      `Too many failed sign-ins. Try again in ${blocked.retryAfterSeconds} seconds.`,
      blocked.retryAfterSeconds,
    ).withCode(AccessErrorCode.signInThrottled);
  }
  const user = await findUserByUsername(ctx.db, input.username);
  let isValid = false;
  if (user) isValid = await verifyPassword(user.passwordHash, input.password);
  else await verifyDecoy(input.password);
  if (!user || !isValid) {
    await throttle.recordFailure(input.username, address);
    ctx.log.info({ username: input.username, address }, 'sign-in refused');
    throw unauthorized('Invalid credentials.').withCode(AccessErrorCode.invalidCredentials);
  }
  // The site's time zone is read only for a user with dates to compare with today.
  const timeZone = user.endDate || user.entryDate ? await readUserTimeZone(ctx.db, user.id) : null;
  const reason = refusal(user, ctx.now(), timeZone);
  if (reason) throw unauthorized(reason.description).withCode(reason.code);
  await throttle.recordSuccess(input.username);
  return openSession(deps, user);
};

/** Checks a token and its session and loads what the user holds now. */
export const authenticate = async (deps: SessionsDeps, token: string): Promise<Actor> => {
  const { ctx, signer } = deps;
  const now = ctx.now();
  const claims = await signer.verify(token, now);
  if (!claims) throw invalidToken();
  const found = await loadSessionActor(ctx.db, claims.sessionId);
  if (
    !found ||
    found.sessionUserId !== claims.userId ||
    found.revokedAt !== null ||
    found.expiresAt <= now ||
    (found.graceUntil !== null && found.graceUntil <= now) ||
    refusal(found, now, found.timeZone)
  ) {
    throw invalidToken();
  }
  return {
    userId: found.userId,
    username: found.username,
    profileId: found.profileId,
    profileName: found.profileName,
    sessionId: found.sessionId,
    features: found.features,
    linkedSiteIds: found.linkedSiteIds,
    currentSiteId: found.currentSiteId,
    languageId: found.languageId,
  };
};

/**
 * Renews a session: a new token and session; the old token keeps working for a short grace (so
 * calls already under way finish) and cannot be refreshed a second time.
 */
export const refresh = async (deps: SessionsDeps, actor: Actor): Promise<SessionAnswer> => {
  accessSignedIn(actor);
  const { ctx } = deps;
  return transaction(ctx, async (tx) => {
    const session = await findSession(tx, actor.sessionId);
    if (!session || session.graceUntil !== null) {
      throw unauthorized('This token was already renewed.').withCode(AccessErrorCode.tokenAlreadyRenewed);
    }
    await endSessionAfterGrace(
      tx,
      session.id,
      new Date(ctx.now().getTime() + ctx.config.tokenGraceSeconds * 1000),
    );
    const user = await findUserById(tx, actor.userId);
    if (!user) throw unauthorized();
    return openSession(deps, user, familyOf(session.id));
  });
};

/**
 * Ends the sign-in: the token used and every token of the same sign-in, the ones a refresh
 * replaced (which would otherwise live on for their grace) and any renewed one.
 */
export const signOut = async (deps: SessionsDeps, actor: Actor): Promise<void> => {
  accessSignedIn(actor);
  await revokeSessionFamily(dbOf(deps.ctx), familyOf(actor.sessionId), deps.ctx.now());
};
