import { count, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deployVersions } from '../../db/schema/versions.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/** The list of deployed versions (GET /changelogs): filters, order, and a page's rows and count. */
export const deployVersionCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: deployVersions.id },
    versionBack: { kind: 'exact', column: deployVersions.versionBack },
    versionFront: { kind: 'exact', column: deployVersions.versionFront },
    versionFiscale: { kind: 'exact', column: deployVersions.versionFiscale },
  },
  order: {
    id: deployVersions.id,
    versionBack: deployVersions.versionBack,
    versionFront: deployVersions.versionFront,
    versionFiscale: deployVersions.versionFiscale,
    deployedAt: deployVersions.deployedAt,
  },
  defaultOrder: [['id', 'desc']],
  alwaysPaginated: true,
};

export const deployVersionPageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: db.select().from(deployVersions).where(where).$dynamic(),
  total: db.select({ count: count() }).from(deployVersions).where(where),
});
