import { declinations, ranges } from '../../db/schema/catalogue.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/** The list of declinations (GET /declinations): its filters and orders. */
export const declinationCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: declinations.id },
    'range.id': { kind: 'int', column: declinations.rangeId },
    model: { kind: 'partial', column: declinations.model },
    size: { kind: 'exact', column: declinations.size },
    type: { kind: 'exact', column: declinations.type },
  },
  order: {
    id: declinations.id,
    model: declinations.model,
    size: declinations.size,
    'range.name': ranges.name,
  },
  defaultOrder: [
    ['range.name', 'asc'],
    ['model', 'asc'],
    ['size', 'asc'],
  ],
};
