import { productHistories, products } from '../../db/schema/catalogue.ts';
import type { CollectionSpec } from '../../platform/filters.ts';

/** The list of products' status history (GET /product_histories): its filters and order. */
export const historyCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: productHistories.id },
    'product.id': { kind: 'int', column: productHistories.productId },
    'product.internalNumber': { kind: 'exact', column: products.internalNumber },
    'newStatus.id': { kind: 'int', column: productHistories.newStatusId },
    createdAt: { kind: 'date', column: productHistories.createdAt },
  },
  order: { id: productHistories.id, createdAt: productHistories.createdAt },
  defaultOrder: [
    ['createdAt', 'desc'],
    ['id', 'desc'],
  ],
};
