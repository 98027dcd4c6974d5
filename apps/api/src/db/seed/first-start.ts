import { usernameField } from '@velodesk/contract/api/access';
import { checkPassword, passwordRuleDescription } from '@velodesk/contract/password';
import { ProfileName } from '@velodesk/contract/permissions';
import { defaultTimeZone, siteToday } from '@velodesk/contract/site-day';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/access/passwords.ts';
import { StartRefused } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/transactions.ts';
import type { DbOrTx } from '../client.ts';
import { settingsUsers, users } from '../schema.ts';
import { seedDemoData } from './demo-data.ts';
import { seedStandardProfiles } from './standard-profiles.ts';

/** What the first start did to the database. */
export type FirstStart = 'demo data seeded' | 'administrator created' | 'nothing (the database has users)';

const userCount = async (db: DbOrTx) => {
  const [row] = await db.select({ count: count() }).from(users);
  return Number(row?.count ?? 0);
};

/** Any number, so that two processes starting on the same empty server create one administrator. */
const firstStartLock = 7_261_900;

/**
 * The first start of an empty database (no user yet): the demo data when `seedDemo` (the default
 * of the embedded database), otherwise the standard profiles and one administrator from
 * ADMIN_USERNAME / ADMIN_PASSWORD (the default with DATABASE_URL: no demo user, no demo password).
 * Refuses to start when those are missing or the password breaks the password rule.
 */
export const prepareFirstStart = async (ctx: AppContext): Promise<FirstStart> => {
  const { config, log } = ctx;
  if ((await userCount(ctx.db)) > 0) {
    if (config.adminUsername || config.adminPassword)
      log.info('ADMIN_USERNAME / ADMIN_PASSWORD ignored: the database already has users');
    return 'nothing (the database has users)';
  }
  if (config.seedDemo) {
    await seedDemoData(ctx);
    log.info(
      'first start of an empty database: demo data seeded (the demo users and passwords of the README)',
    );
    return 'demo data seeded';
  }
  const { username, password } = checkAdministrator(config.adminUsername, config.adminPassword);
  const passwordHash = await hashPassword(password);
  const created = await inTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${firstStartLock})`);
    if ((await userCount(tx)) > 0) return false;
    const profileRows = await seedStandardProfiles(tx);
    const [user] = await tx
      .insert(users)
      .values({
        username,
        passwordHash,
        firstName: 'Administrator',
        lastName: username,
        profileId: profileRows.find((p) => p.name === ProfileName.admin)!.id,
        languageId: 1,
        entryDate: siteToday(defaultTimeZone, ctx.now()),
        activated: true,
      })
      .returning({ id: users.id });
    await tx.insert(settingsUsers).values({ userId: user!.id, siteId: null });
    return true;
  });
  if (!created) return 'nothing (the database has users)';
  log.info(
    `first start of an empty database: administrator "${username}" created (profile ${ProfileName.admin}); no demo data seeded`,
  );
  return 'administrator created';
};

const checkAdministrator = (
  givenUsername: string | null,
  givenPassword: string | null,
): { username: string; password: string } => {
  if (!givenUsername || !givenPassword) {
    throw new StartRefused(
      'The database is empty and the demo data is not seeded on it (DATABASE_URL without SEED_DEMO=true): ' +
        'set ADMIN_USERNAME and ADMIN_PASSWORD to create its first administrator, or SEED_DEMO=true for the demo data.',
    );
  }
  const username = usernameField.safeParse(givenUsername);
  if (!username.success) {
    throw new StartRefused(`ADMIN_USERNAME is not a valid username: ${username.error.issues[0]?.message}`);
  }
  const check = checkPassword(givenPassword);
  if (!check.isValid) {
    throw new StartRefused(
      `ADMIN_PASSWORD is too weak (missing: ${check.missing.join(', ')}). ${passwordRuleDescription}`,
    );
  }
  return { username: username.data, password: givenPassword };
};
