import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxRules } from '../../db/schema/pricing.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { countRules, rulesWithRateIn, selectRules } from './tax-rules.repository.ts';

/** The list of tax rules (GET /tax_rules): filters, order, and a page's rows and count. */
export const taxRuleCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: taxRules.id },
    description: { kind: 'partial', column: taxRules.description },
    'rates.country.id': { kind: 'ids', where: rulesWithRateIn },
  },
  order: { id: taxRules.id, description: taxRules.description },
  defaultOrder: [['id', 'asc']],
};

export const taxRulePageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: selectRules(db).where(where).$dynamic(),
  total: countRules(db, where),
});

/** A tax rule by id (none when it does not exist). */
export const taxRuleRowsById = (db: DbOrTx, id: number) => selectRules(db).where(eq(taxRules.id, id));
