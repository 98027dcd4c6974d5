import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxRuleRates, taxRules } from '../../db/schema/pricing.ts';
import { countries } from '../../db/schema/reference.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { missingReferences } from '../../platform/references.ts';
import { countRates, selectRates } from './tax-rules.repository.ts';

/** The list of tax rates (GET /tax_rule_rates): filters, order, and a page's rows and count. */
export const taxRuleRateCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: taxRuleRates.id },
    'taxRule.id': { kind: 'int', column: taxRuleRates.taxRuleId },
    'country.id': { kind: 'int', column: taxRuleRates.countryId },
    'country.codeIso31662': { kind: 'exact', column: countries.codeIso31662 },
    validFrom: { kind: 'date', column: taxRuleRates.validFrom },
  },
  order: {
    id: taxRuleRates.id,
    validFrom: taxRuleRates.validFrom,
    rate: taxRuleRates.rate,
    'country.name': countries.name,
  },
  defaultOrder: [['id', 'asc']],
};

export const taxRuleRatePageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: selectRates(db).where(where).$dynamic(),
  total: countRates(db, where),
});

/** A rate with its rule and country, by id (none when it does not exist). */
export const rateRowsById = (db: DbOrTx, id: number) => selectRates(db).where(eq(taxRuleRates.id, id));

/** A rate's own row, by id. */
export const findRateRow = async (db: DbOrTx, id: number) => {
  const [existing] = await db.select().from(taxRuleRates).where(eq(taxRuleRates.id, id));
  return existing;
};

/** The violations of a new rate's rule and country that do not exist (in that order). */
export const missingRateReferences = (db: DbOrTx, taxRuleId: number, countryId: number) =>
  missingReferences(db, [
    { field: 'taxRule', table: taxRules, id: taxRuleId, what: 'tax rule' },
    { field: 'country', table: countries, id: countryId },
  ]);
