import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries, currencies, huttosoftInstances } from '../../db/schema/reference.ts';
import { companies, sites } from '../../db/schema/sites.ts';
import { type Actor, visibleSiteIds } from '../../platform/actor.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { assertReferences } from '../../platform/references.ts';
import { sitesPort } from './sites.ports.ts';
import { countSitesFrom, selectSites, siteCountries } from './sites.repository.ts';

/** The list of sites (GET /sites): filters, order, and a page's rows and count. */
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

/** A page of the sites the actor may see: its rows and count. */
export const sitePageOf = (db: DbOrTx, actor: Actor) => (where: SQL | undefined) => {
  const scoped = and(where, visibleSitesCondition(actor));
  return {
    rows: selectSites(db).where(scoped).$dynamic(),
    total: countSitesFrom(db, { count: count() }).where(scoped),
  };
};

/** A site with its references' names, by id (none when it does not exist). */
export const siteRowsById = (db: DbOrTx, id: number) => selectSites(db).where(eq(sites.id, id));

/** Each record a site body refers to must exist: 422 with a violation per missing one. */
export const assertSiteReferences = (
  db: DbOrTx,
  values: {
    huttosoftInstanceId: number | undefined;
    countryId: number | undefined;
    currencyId: number | undefined;
    billingEntityId: number | undefined;
  },
) =>
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
