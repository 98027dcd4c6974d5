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
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, valueTaken } from '../../platform/errors.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import { companyTimeZone } from './companies.repository.ts';
import { accessSite, accessSites, settingsApplication } from './sites.access.ts';
import { toSiteRead } from './sites.presenter.ts';
import { insertSite, siteNameUsed, updateSiteRow } from './sites.repository.ts';
import { assertSiteReferences, siteCollection, sitePageOf, siteRowsById } from './sites-list.read.ts';

export { siteCollection } from './sites-list.read.ts';

export const findSites = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSites(actor, 'login');
  const db = dbOf(ctx);
  return findPage(siteCollection, query, sitePageOf(db, actor), (rows) => rows.map(toSiteRead));
};

const readSite = async (db: DbOrTx, id: number): Promise<SiteRead> => {
  const [row] = await siteRowsById(db, id);
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
const checkSiteReferences = (db: DbOrTx, values: SiteValues) => assertSiteReferences(db, values);

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
    const createdId = await insertSite(tx, {
      ...values,
      name: input.name,
      countryId: values.countryId!,
      currencyId: values.currencyId!,
      billingEntityId: values.billingEntityId!,
      timeZone,
    });
    return readSite(tx, createdId);
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
      await updateSiteRow(tx, id, values);
    }
    return readSite(tx, id);
  }).catch(rethrowSiteClash);
