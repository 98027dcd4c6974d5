import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sessions } from '../db/schema/access.ts';
import { loadSessionActor } from '../modules/access/session-actor.repository.ts';
import type { Actor } from '../platform/actor.ts';
import type { AppContext } from '../platform/context.ts';
import type { TestApp } from './test-app.ts';

const noop = () => {};
const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
} as unknown as FastifyBaseLogger;

/**
 * What a test needs to call a service directly, without its route (to prove the service refuses
 * on its own): the app's context and a signed-in user's actor, as the server builds it.
 */
export const serviceContext = (t: TestApp): AppContext => ({
  db: t.database.db,
  config: t.config,
  log: silentLogger,
  now: () => new Date(),
  ledgerKey: t.ledgerKey,
  ledgerAnchors: t.ledgerAnchors,
  identityKey: t.identityKey,
});

/** The actor of the user's latest session (the user has signed in, e.g. by createStaffUser). */
export const staffActor = async (t: TestApp, userId: number): Promise<Actor> => {
  const db = t.database.db;
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  if (!session) throw new Error(`User ${userId} has not signed in.`);
  const found = await loadSessionActor(db, session.id);
  if (!found) throw new Error(`No session ${session.id}.`);
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
