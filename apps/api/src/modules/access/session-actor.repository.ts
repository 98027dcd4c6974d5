import { isFixedFeatureIdentifier } from '@velodesk/contract/api/access';
import type { FeatureIdentifier } from '@velodesk/contract/permissions';
import { type Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOn } from '../../db/prepared.ts';
import { settingsUsers } from '../../db/schema/access.ts';
import { siteTimeZoneOf } from '../sites/sites.api.ts';

/**
 * Everything the check behind every call needs, in one round trip: the session, the user, their
 * profile, granted features, linked sites and current site.
 */
export interface SessionActorRow {
  sessionId: string;
  sessionUserId: number;
  expiresAt: Date;
  graceUntil: Date | null;
  revokedAt: Date | null;
  userId: number;
  username: string;
  activated: boolean;
  entryDate: string | null;
  endDate: string | null;
  languageId: number | null;
  profileId: number;
  profileName: string;
  profileActivated: boolean;
  features: FeatureIdentifier[];
  linkedSiteIds: number[];
  currentSiteId: number | null;
  /** The time zone of the current site (the user's "today"), null when none is chosen. */
  timeZone: string | null;
}

const toDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(String(value));

/**
 * The statement, for a session id or a placeholder. Its text is built once per database and kept
 * prepared (issue 28, db/prepared.ts): Drizzle otherwise builds it from this template at every
 * request, for a statement every call runs.
 */
const sessionActorStatement = (sessionId: string | Placeholder) => sql`
    select s.id as session_id, s.user_id as session_user_id, s.expires_at, s.grace_until, s.revoked_at,
           u.id as user_id, u.username, u.activated, u.entry_date::text as entry_date, u.end_date::text as end_date,
           u.language_id, p.id as profile_id, p.name as profile_name, p.activated as profile_activated,
           coalesce((select json_agg(f.identifier) from feature_accesses fa join features f on f.id = fa.feature_id
                     where fa.profile_id = p.id and fa.access_type = 'oui' and f.activated), '[]'::json) as features,
           coalesce((select json_agg(us.site_id) from user_sites us where us.user_id = u.id), '[]'::json) as site_ids,
           (select su.site_id from settings_users su where su.user_id = u.id) as current_site_id,
           (select ${siteTimeZoneOf(settingsUsers.siteId)} from ${settingsUsers}
            where ${settingsUsers.userId} = u.id) as time_zone
    from sessions s
    join users u on u.id = s.user_id
    join profiles p on p.id = u.profile_id
    where s.id = ${sessionId}`;

const preparedSessionActor = preparedOn('session_actor', (db, name) =>
  db._.session.prepareQuery(
    new PgDialect().sqlToQuery(sessionActorStatement(sql.placeholder('sessionId'))),
    undefined,
    name,
    false,
  ),
);

export const loadSessionActor = async (db: DbOrTx, sessionId: string): Promise<SessionActorRow | null> => {
  const prepared = preparedSessionActor(db);
  const result = prepared
    ? await prepared.execute({ sessionId })
    : await db.execute(sessionActorStatement(sessionId));
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const row = rows[0];
  if (!row) return null;
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    sessionId: String(row.session_id),
    sessionUserId: Number(row.session_user_id),
    expiresAt: toDate(row.expires_at)!,
    graceUntil: toDate(row.grace_until),
    revokedAt: toDate(row.revoked_at),
    userId: Number(row.user_id),
    username: String(row.username),
    activated: Boolean(row.activated),
    entryDate: (row.entry_date as string | null) ?? null,
    endDate: (row.end_date as string | null) ?? null,
    languageId: row.language_id === null ? null : Number(row.language_id),
    profileId: Number(row.profile_id),
    profileName: String(row.profile_name),
    profileActivated: Boolean(row.profile_activated),
    // Features added later than the seven fixed ones guard no route.
    features: json<string[]>(row.features).filter(isFixedFeatureIdentifier),
    linkedSiteIds: json<number[]>(row.site_ids).map(Number),
    currentSiteId: row.current_site_id === null ? null : Number(row.current_site_id),
    timeZone: (row.time_zone as string | null) ?? null,
  };
};
