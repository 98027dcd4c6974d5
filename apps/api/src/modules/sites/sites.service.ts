import type { SettingsUserRead } from '@velodesk/contract/api/access';
import { type SiteCreate, type SiteUpdate, siteNameTaken } from '@velodesk/contract/api/settings';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { iriRef } from '@velodesk/contract/fields';
import { idFromIri } from '@velodesk/contract/hydra';
import { isTimeZone } from '@velodesk/contract/periods';
import { hasFeature } from '@velodesk/contract/permissions';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  countries,
  currencies,
  huttosoftInstances,
  settingsUsers,
  sites,
  users,
} from '../../db/schema.ts';
import { type Actor, assertCanSeeSite, visibleSiteIds } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  conflict,
  forbidden,
  notFound,
  uniqueViolation,
  unprocessable,
  valueTaken,
  violationOf,
} from '../../platform/errors.ts';
import { type CollectionSpec, parseCollectionQuery } from '../../platform/filters.ts';
import { ref } from '../../platform/hydra.ts';
import { runPage } from '../../platform/pagination.ts';
import { inTransaction } from '../../platform/transactions.ts';
import {
  countSitesFrom,
  type SiteRow,
  selectSettingsUsers,
  selectSites,
  siteCountries,
} from './sites.repository.ts';

export const siteCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: sites.id },
    name: { kind: 'partial', column: sites.name },
    city: { kind: 'partial', column: sites.city },
    activated: { kind: 'boolean', column: sites.activated },
    explorerReduction: { kind: 'boolean', column: sites.explorerReduction },
    'country.id': { kind: 'int', column: siteCountries.id },
    'country.name': { kind: 'partial', column: siteCountries.name },
    'billingEntity.id': { kind: 'int', column: sites.billingEntityId },
    'users.id': {
      kind: 'ids',
      where: (ids) =>
        sql`exists (select 1 from user_sites us where us.site_id = ${sites.id} and us.user_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
    },
  },
  order: {
    id: sites.id,
    name: sites.name,
    city: sites.city,
    activated: sites.activated,
    explorerReduction: sites.explorerReduction,
    'country.name': siteCountries.name,
  },
  defaultOrder: [['id', 'desc']],
  itemsPerPage: 10,
};

export const toSiteRead = (row: SiteRow): SiteRead => ({
  '@id': ref('sites', row.id),
  '@type': 'Site',
  id: row.id,
  name: row.name,
  huttosoftId: row.huttosoftId,
  huttosoftInstance:
    row.instanceId === null
      ? null
      : {
          '@id': ref('huttosoft_instances', row.instanceId),
          id: row.instanceId,
          name: row.instanceName ?? '',
        },
  country: {
    '@id': ref('countries', row.countryId),
    id: row.countryId,
    name: row.countryName,
    codeIso31662: row.countryCode,
  },
  currency: { '@id': ref('currencies', row.currencyId), id: row.currencyId, name: row.currencyName },
  billingEntity: {
    '@id': ref('companies', row.companyId),
    id: row.companyId,
    corporateName: row.companyName,
    displayName: row.companyName,
  },
  sageCodeX3: row.sageCodeX3,
  city: row.city,
  timeZone: row.timeZone,
  activated: row.activated,
  explorerReduction: row.explorerReduction,
});

/** Sites the actor may see: every site for administrators and all-destinations, else their own. */
const visibleSitesCondition = (actor: Actor) => {
  const ids = visibleSiteIds(actor);
  if (ids === null) return undefined;
  return ids.length === 0 ? sql`false` : inArray(sites.id, ids);
};

export const findSites = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(siteCollection, query);
  const where = and(parsed.where, visibleSitesCondition(actor));
  const { rows, total } = await runPage(
    selectSites(ctx.db).where(where).$dynamic(),
    countSitesFrom(ctx.db, { count: count() }).where(where),
    parsed,
  );
  return { parsed, members: rows.map(toSiteRead), total };
};

export const getSite = async (ctx: AppContext, actor: Actor, id: number): Promise<SiteRead> => {
  const [row] = await selectSites(ctx.db).where(eq(sites.id, id));
  if (!row) throw notFound('Site');
  assertCanSeeSite(actor, id);
  return toSiteRead(row);
};

// ---- the user's current site (settings_users) ----

export const settingsUserCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: settingsUsers.id },
    'user.username': { kind: 'exact', column: users.username },
    'user.id': { kind: 'int', column: users.id },
  },
  order: { id: settingsUsers.id },
  defaultOrder: [['id', 'asc']],
};

type SettingsUserRow = Awaited<ReturnType<ReturnType<typeof selectSettingsUsers>['where']>>[number];

const toSettingsUserRead = (row: SettingsUserRow): SettingsUserRead => ({
  '@id': ref('settings_users', row.id),
  '@type': 'SettingsUser',
  id: row.id,
  site:
    row.siteId === null
      ? null
      : { '@id': ref('sites', row.siteId), id: row.siteId, name: row.siteName ?? '' },
  user: { '@id': ref('users', row.userId), id: row.userId, username: row.username },
});

/** Users read their own current site; reading others' needs the user-settings feature. */
export const findSettingsUsers = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(settingsUserCollection, query);
  const mayReadOthers = hasFeature(actor, 'settings_users');
  const where = and(parsed.where, mayReadOthers ? undefined : eq(users.id, actor.userId));
  const { rows, total } = await runPage(
    selectSettingsUsers(ctx.db).where(where).$dynamic(),
    ctx.db
      .select({ count: count() })
      .from(settingsUsers)
      .innerJoin(users, eq(users.id, settingsUsers.userId))
      .where(where),
    parsed,
  );
  return { parsed, members: rows.map(toSettingsUserRead), total };
};

export const chosenSite = z.strictObject({
  site: iriRef('sites', 'site'),
});

/** Checks that the actor may work on the site: it exists, is active, and is one they may see. */
const assertSelectable = async (ctx: AppContext, actor: Actor, siteIri: string): Promise<number> => {
  const siteId = idFromIri(siteIri);
  const [site] = await ctx.db
    .select({ id: sites.id, activated: sites.activated })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!site) throw unprocessable([violationOf('site', 'This site does not exist.')]);
  assertCanSeeSite(actor, siteId);
  return siteId;
};

/** Saves the user's first choice of site. */
export const createSettingsUser = async (
  ctx: AppContext,
  actor: Actor,
  input: z.infer<typeof chosenSite>,
) => {
  const siteId = await assertSelectable(ctx, actor, input.site);
  return inTransaction(ctx.db, async (tx) => {
    const [existing] = await tx.select().from(settingsUsers).where(eq(settingsUsers.userId, actor.userId));
    if (existing) throw conflict('Your site settings already exist; change them instead.');
    const [created] = await tx.insert(settingsUsers).values({ userId: actor.userId, siteId }).returning();
    const [row] = await selectSettingsUsers(tx).where(eq(settingsUsers.id, created!.id));
    return toSettingsUserRead(row!);
  });
};

/** Changes the user's current site. */
export const updateSettingsUser = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: z.infer<typeof chosenSite>,
) => {
  const siteId = await assertSelectable(ctx, actor, input.site);
  return inTransaction(ctx.db, async (tx) => {
    const [existing] = await tx.select().from(settingsUsers).where(eq(settingsUsers.id, id));
    if (!existing) throw notFound('Site settings');
    if (existing.userId !== actor.userId) throw forbidden('You may only choose your own site.');
    await tx.update(settingsUsers).set({ siteId }).where(eq(settingsUsers.id, id));
    const [row] = await selectSettingsUsers(tx).where(eq(settingsUsers.id, id));
    return toSettingsUserRead(row!);
  });
};

// ---- site settings (application settings) ----

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

const siteNameClash = () => valueTaken('name', siteNameTaken);

const rethrowSiteClash = (error: unknown): never => {
  if (uniqueViolation(error) === 'sites_name_unique') throw siteNameClash();
  throw error;
};

/** Each referenced record must exist: 422 with a violation per missing one. */
const checkSiteReferences = async (
  tx: DbOrTx,
  refs: { huttosoftInstanceId?: number; countryId?: number; currencyId?: number; billingEntityId?: number },
) => {
  const checks = [
    {
      field: 'huttosoftInstance',
      id: refs.huttosoftInstanceId,
      table: huttosoftInstances,
      what: 'stay-system instance',
    },
    { field: 'country', id: refs.countryId, table: countries, what: 'country' },
    { field: 'currency', id: refs.currencyId, table: currencies, what: 'currency' },
    { field: 'billingEntity', id: refs.billingEntityId, table: companies, what: 'company' },
  ] as const;
  const violations = [];
  for (const check of checks) {
    if (check.id === undefined) continue;
    const rows = await tx
      .select({ id: check.table.id })
      .from(check.table)
      .where(eq(check.table.id, check.id));
    if (rows.length === 0) violations.push(violationOf(check.field, `This ${check.what} does not exist.`));
  }
  if (violations.length > 0) throw unprocessable(violations);
};

const assertSiteNameFree = async (tx: DbOrTx, name: string, exceptId?: number) => {
  const rows = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(
        sql`lower(${sites.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(sites.id, exceptId),
      ),
    )
    .limit(1);
  if (rows.length > 0) throw siteNameClash();
};

const siteValuesOf = (input: SiteUpdate) => ({
  name: input.name,
  huttosoftInstanceId: input.huttosoftInstance === undefined ? undefined : idFromIri(input.huttosoftInstance),
  countryId: input.country === undefined ? undefined : idFromIri(input.country),
  currencyId: input.currency === undefined ? undefined : idFromIri(input.currency),
  billingEntityId: input.billingEntity === undefined ? undefined : idFromIri(input.billingEntity),
  huttosoftId: blankToNull(input.huttosoftId),
  sageCodeX3: blankToNull(input.sageCodeX3),
  city: blankToNull(input.city),
  timeZone: input.timeZone,
  activated: input.activated,
  explorerReduction: input.explorerReduction,
});

const readSite = async (tx: DbOrTx, id: number) => {
  const [row] = await selectSites(tx).where(eq(sites.id, id));
  if (!row) throw notFound('Site');
  return toSiteRead(row);
};

/** POST /sites: name unique (whatever its case); instance, country, currency, billing company required. */
export const createSite = (ctx: AppContext, _actor: Actor, input: SiteCreate): Promise<SiteRead> =>
  inTransaction(ctx.db, async (tx) => {
    const values = siteValuesOf(input);
    await checkSiteReferences(tx, values);
    await assertSiteNameFree(tx, input.name);
    let timeZone = values.timeZone;
    if (!timeZone) {
      const [company] = await tx
        .select({ timeZone: companies.timeZone })
        .from(companies)
        .where(eq(companies.id, values.billingEntityId!));
      timeZone = company && isTimeZone(company.timeZone) ? company.timeZone : 'Europe/Paris';
    }
    const [created] = await tx
      .insert(sites)
      .values({
        ...values,
        name: input.name,
        countryId: values.countryId!,
        currencyId: values.currencyId!,
        billingEntityId: values.billingEntityId!,
        timeZone,
      })
      .returning({ id: sites.id });
    return readSite(tx, created!.id);
  }).catch(rethrowSiteClash);

/** PATCH /sites/{id}: any field, e.g. the activated and explorerReduction toggles. */
export const updateSite = (ctx: AppContext, actor: Actor, id: number, input: SiteUpdate): Promise<SiteRead> =>
  inTransaction(ctx.db, async (tx) => {
    await readSite(tx, id);
    assertCanSeeSite(actor, id);
    const values = siteValuesOf(input);
    await checkSiteReferences(tx, values);
    if (input.name !== undefined) await assertSiteNameFree(tx, input.name, id);
    if (Object.values(values).some((v) => v !== undefined)) {
      await tx.update(sites).set(values).where(eq(sites.id, id));
    }
    return readSite(tx, id);
  }).catch(rethrowSiteClash);
