import {
  SettingsErrorCode,
  type SiteCreate,
  type SiteUpdate,
  siteNameTaken,
} from '@velodesk/contract/api/settings';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { blankToNull } from '@velodesk/contract/fields';
import { idFromIri } from '@velodesk/contract/hydra';
import { isTimeZone } from '@velodesk/contract/periods';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries, currencies, huttosoftInstances } from '../../db/schema/reference.ts';
import { companies, sites } from '../../db/schema/sites.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, valueTaken } from '../../platform/errors.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { assertReferences } from '../../platform/references.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { companyTimeZone } from './companies.repository.ts';
import { accessSite, accessSites, settingsApplication } from './sites.access.ts';
import { sitesPort } from './sites.ports.ts';
import { toSiteRead } from './sites.presenter.ts';
import { countSitesFrom, selectSites, siteCountries, siteNameUsed } from './sites.repository.ts';

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
      // The users' links are the access module's (a port).
      where: (ids) => sitesPort('isSiteOfUsers')(sites.id, ids),
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

/** Sites the actor may see: every site for administrators and all-destinations, else their own. */
const visibleSitesCondition = (actor: Actor) => {
  const ids = visibleSiteIds(actor);
  if (ids === null) return undefined;
  return ids.length === 0 ? sql`false` : inArray(sites.id, ids);
};

export const findSites = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSites(actor, 'login');
  const db = dbOf(ctx);
  return findPage(
    siteCollection,
    query,
    (where) => {
      const scoped = and(where, visibleSitesCondition(actor));
      return {
        rows: selectSites(db).where(scoped).$dynamic(),
        total: countSitesFrom(db, { count: count() }).where(scoped),
      };
    },
    (rows) => rows.map(toSiteRead),
  );
};

const readSite = async (db: DbOrTx, id: number): Promise<SiteRead> => {
  const [row] = await selectSites(db).where(eq(sites.id, id));
  if (!row) throw notFound('Site').withCode(SettingsErrorCode.siteNotFound);
  return toSiteRead(row);
};

export const getSite = async (ctx: AppContext, actor: Actor, id: number): Promise<SiteRead> => {
  await accessSite(ctx, actor, id, 'login');
  return readSite(dbOf(ctx), id);
};

// ---- site settings (application settings) ----

const siteNameClash = () => valueTaken('name', siteNameTaken, SettingsErrorCode.siteNameTaken);

const rethrowSiteClash = (error: unknown): never => {
  if (uniqueViolation(error) === 'sites_name_unique') throw siteNameClash();
  throw error;
};

type SiteValues = ReturnType<typeof siteValuesOf>;

/** Each referenced record must exist: 422 with a violation per missing one. */
const checkSiteReferences = (db: DbOrTx, values: SiteValues) =>
  assertReferences(db, [
    {
      field: 'huttosoftInstance',
      table: huttosoftInstances,
      id: values.huttosoftInstanceId,
      what: 'stay-system instance',
    },
    { field: 'country', table: countries, id: values.countryId },
    { field: 'currency', table: currencies, id: values.currencyId },
    { field: 'billingEntity', table: companies, id: values.billingEntityId, what: 'company' },
  ]);

const assertSiteNameFree = async (db: DbOrTx, name: string, exceptId?: number) => {
  if (await siteNameUsed(db, name, exceptId)) throw siteNameClash();
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

/** POST /sites: name unique (whatever its case); instance, country, currency, billing company required. */
export const createSite = async (ctx: AppContext, actor: Actor, input: SiteCreate): Promise<SiteRead> => {
  accessSites(actor, settingsApplication);
  return transaction(ctx, async (tx) => {
    const values = siteValuesOf(input);
    await checkSiteReferences(tx, values);
    await assertSiteNameFree(tx, input.name);
    let timeZone = values.timeZone;
    if (!timeZone) {
      const companyZone = await companyTimeZone(tx, values.billingEntityId!);
      timeZone = companyZone && isTimeZone(companyZone) ? companyZone : 'Europe/Paris';
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
};

/** PATCH /sites/{id}: any field, e.g. the activated and explorerReduction toggles. */
export const updateSite = (ctx: AppContext, actor: Actor, id: number, input: SiteUpdate): Promise<SiteRead> =>
  transaction(ctx, async (tx) => {
    await accessSite(ctx, actor, id, settingsApplication);
    const values = siteValuesOf(input);
    await checkSiteReferences(tx, values);
    if (input.name !== undefined) await assertSiteNameFree(tx, input.name, id);
    if (Object.values(values).some((v) => v !== undefined)) {
      await tx.update(sites).set(values).where(eq(sites.id, id));
    }
    return readSite(tx, id);
  }).catch(rethrowSiteClash);
