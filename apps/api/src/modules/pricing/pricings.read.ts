import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { durationTypes, pricings, pricingTypes, taxRules } from '../../db/schema/pricing.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { missingReferences } from '../../platform/references.ts';
import { isDeclinationOfRanges } from '../catalogue/catalogue.api.ts';
import { countPricings, selectPricings } from './pricing.repository.ts';

/** The list of pricings (GET /pricings): filters, order, and a page's rows and count. */
export const pricingCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: pricings.id },
    'company.id': { kind: 'int', column: pricings.companyId },
    'declination.id': { kind: 'int', column: pricings.declinationId },
    'declination.range.id': {
      kind: 'ids',
      where: (rangeIds) => isDeclinationOfRanges(pricings.declinationId, rangeIds),
    },
    'pricingType.id': { kind: 'int', column: pricings.pricingTypeId },
    'durationType.id': { kind: 'int', column: pricings.durationTypeId },
    'taxRule.id': { kind: 'int', column: pricings.taxRuleId },
    duration: { kind: 'int', column: pricings.duration },
  },
  order: {
    id: pricings.id,
    duration: pricings.duration,
    price: pricings.price,
    'pricingType.id': pricings.pricingTypeId,
    'durationType.id': pricings.durationTypeId,
  },
  defaultOrder: [['id', 'desc']],
  itemsPerPage: 10,
};

export const pricingPageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: selectPricings(db).where(where).$dynamic(),
  total: countPricings(db, where),
});

/** A pricing with its types and tax rule, by id (none when it does not exist). */
export const pricingRowsById = (db: DbOrTx, id: number) => selectPricings(db).where(eq(pricings.id, id));

/** A pricing's own row, by id. */
export const findPricingRow = async (db: DbOrTx, id: number) => {
  const [existing] = await db.select().from(pricings).where(eq(pricings.id, id));
  return existing;
};

/** The violations of a pricing body's pricing type, duration type and tax rule that do not exist. */
export const missingPricingReferences = (
  db: DbOrTx,
  changed: { pricingTypeId?: number; durationTypeId?: number; taxRuleId?: number },
) =>
  missingReferences(db, [
    { field: 'pricingType', table: pricingTypes, id: changed.pricingTypeId, what: 'pricing type' },
    { field: 'durationType', table: durationTypes, id: changed.durationTypeId, what: 'duration type' },
    { field: 'taxRule', table: taxRules, id: changed.taxRuleId, what: 'tax rule' },
  ]);
