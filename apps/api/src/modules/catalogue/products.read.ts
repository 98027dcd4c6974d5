import { declinations, productStatuses, products } from '../../db/schema/catalogue.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { siteNameOf } from '../sites/sites.api.ts';

/** The list of products (GET /products): its filters and orders, always paginated. */
export const productCollection: CollectionSpec = {
  alwaysPaginated: true,
  filters: {
    id: { kind: 'int', column: products.id },
    internalNumber: { kind: 'exact', column: products.internalNumber },
    serialNumber: { kind: 'partial', column: products.serialNumber },
    'status.status': { kind: 'exact', column: productStatuses.status },
    'status.id': { kind: 'int', column: products.statusId },
    'site.id': { kind: 'int', column: products.siteId },
    'declination.id': { kind: 'int', column: products.declinationId },
    'declination.range.id': { kind: 'int', column: declinations.rangeId },
    'declination.model': { kind: 'partial', column: declinations.model },
  },
  order: {
    id: products.id,
    internalNumber: products.internalNumber,
    serialNumber: products.serialNumber,
    'status.id': products.statusId,
    'declination.model': declinations.model,
    'site.name': siteNameOf(products.siteId),
  },
  defaultOrder: [['id', 'desc']],
};
