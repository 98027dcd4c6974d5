import { ProfileName } from '@velodesk/contract/permissions';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, settingsUsers, userSites, users } from '../../db/schema.ts';
import { seedStandardProfiles } from '../../db/seed/standard-profiles.ts';
import type { TestApp } from '../test-app.ts';
import { createSite, testPassword, testPasswordHash, unique } from './index.ts';

export type StandardProfile = (typeof ProfileName)[keyof typeof ProfileName];

/**
 * The five standard profiles (ProfileName) with their features, as every first start creates
 * them (db/seed/standard-profiles.ts): made once per database, their rows by name.
 */
export const standardProfiles = async (db: Db) => {
  const names = Object.values(ProfileName) as string[];
  let rows = await db.select().from(profiles).where(inArray(profiles.name, names));
  if (rows.length === 0) rows = await db.transaction((tx) => seedStandardProfiles(tx));
  return Object.fromEntries(rows.map((row) => [row.name, row])) as Record<
    StandardProfile,
    (typeof rows)[number]
  >;
};

/**
 * A user of a standard profile, linked to `siteIds`, whose current site is the first of them
 * (or `currentSiteId`), signed in. The username is unique unless given.
 */
export const createStaffUser = async (
  t: TestApp,
  options: {
    profile: StandardProfile;
    siteIds: number[];
    currentSiteId?: number | null;
    username?: string;
    firstName?: string;
    lastName?: string;
    email?: string | null;
  },
) => {
  const db = t.database.db;
  const profile = (await standardProfiles(db))[options.profile];
  const username = options.username ?? unique(options.profile.toLowerCase());
  const [user] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await testPasswordHash(),
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? username,
      email: options.email === undefined ? `${username}@velodesk.example` : options.email,
      languageId: 1,
      profileId: profile.id,
      entryDate: '2024-03-01',
    })
    .returning();
  if (options.siteIds.length > 0) {
    await db.insert(userSites).values(options.siteIds.map((siteId) => ({ userId: user!.id, siteId })));
  }
  const current = options.currentSiteId === undefined ? (options.siteIds[0] ?? null) : options.currentSiteId;
  await db.insert(settingsUsers).values({ userId: user!.id, siteId: current });
  const { authorization } = await t.login(username, testPassword);
  return { user: user!, username, password: testPassword, authorization, profile };
};

/**
 * A small business and its staff, the shape most API tests need:
 * - sites `home` and `second` (France, billed by `company`), `foreign` (Italy, billed by
 *   `foreignCompany`), `closed` (France, inactive);
 * - signed-in users of the five standard profiles: `admin` (every site), `finance` (no site: the
 *   all-destinations feature shows them every site), `manager` (home, second, closed), `counter`
 *   (home, second) and `trainee` (home); each one's current site is `home` (finance: none); their
 *   last names are Administratrice, Comptable, Responsable, Vendeur and Stagiaire.
 * Every name is unique; `names` gives the sites' names.
 */
const lastNames: Record<StandardProfile, string> = {
  [ProfileName.admin]: 'Administratrice',
  [ProfileName.finance]: 'Comptable',
  [ProfileName.manager]: 'Responsable',
  [ProfileName.counter]: 'Vendeur',
  [ProfileName.trainee]: 'Stagiaire',
};

export const createTeam = async (
  t: TestApp,
  options: {
    /** The sites' stay-system ids (e.g. the simulator's HS-PINS, HS-DUNE and HS-LAGO). */
    huttosoftIds?: { home?: string; second?: string; foreign?: string };
  } = {},
) => {
  const db = t.database.db;
  const ids = options.huttosoftIds ?? {};
  const home = await createSite(db, { name: unique('Home site'), huttosoftId: ids.home ?? unique('HS') });
  const second = await createSite(db, {
    name: unique('Second site'),
    company: home.company,
    huttosoftId: ids.second ?? null,
  });
  const foreign = await createSite(db, {
    name: unique('Foreign site'),
    countryIso: 'IT',
    timeZone: 'Europe/Rome',
    huttosoftId: ids.foreign ?? null,
  });
  const closed = await createSite(db, {
    name: unique('Closed site'),
    company: home.company,
    activated: false,
    huttosoftId: unique('HS'),
  });
  const all = [home, second, foreign, closed].map((s) => s.site.id);
  const staff = (profile: StandardProfile, siteIds: number[], currentSiteId?: number | null) =>
    createStaffUser(t, { profile, siteIds, currentSiteId, lastName: lastNames[profile] });
  return {
    company: home.company,
    foreignCompany: foreign.company,
    home: home.site,
    second: second.site,
    foreign: foreign.site,
    closed: closed.site,
    admin: await staff(ProfileName.admin, all, home.site.id),
    finance: await staff(ProfileName.finance, [], null),
    manager: await staff(ProfileName.manager, [home.site.id, second.site.id, closed.site.id]),
    counter: await staff(ProfileName.counter, [home.site.id, second.site.id]),
    trainee: await staff(ProfileName.trainee, [home.site.id]),
  };
};

export type Team = Awaited<ReturnType<typeof createTeam>>;
