import type {
  DeclinationRead,
  ProductHistoryRead,
  ProductRead,
  ProductStatusRead,
  RangeRead,
} from '@velodesk/contract/api/catalogue';
import type { DbOrTx } from '../../db/client.ts';
import { ref } from '../../platform/hydra.ts';
import { readUserNames } from '../access/access.api.ts';
import { readSiteNames } from '../sites/sites.api.ts';
import { cataloguePort } from './catalogue.ports.ts';
import type { DeclinationRow, HistoryRow, ProductRow } from './catalogue.repository.ts';

/** The catalogue's answers, built from its rows (and the site and user names of their modules). */

export const toRangeRead = (row: { id: number; name: string }): RangeRead => ({
  '@id': ref('ranges', row.id),
  '@type': 'Range',
  id: row.id,
  name: row.name,
});

export const toStatusRead = (row: { id: number; status: string }): ProductStatusRead => ({
  '@id': ref('product_statuses', row.id),
  '@type': 'ProductStatus',
  id: row.id,
  status: row.status,
});

/** A declination as embedded in a product (and as the root of its own answer). */
const declinationOf = (row: Omit<DeclinationRow, 'id'>, id: number) => ({
  '@id': ref('declinations', id),
  id,
  range: { '@id': ref('ranges', row.rangeId), id: row.rangeId, name: row.rangeName },
  model: row.model,
  size: row.size,
  min: row.min,
  max: row.max,
  unit: row.unit,
  type: row.type,
});

export const toDeclinationRead = (row: DeclinationRow): DeclinationRead => ({
  ...declinationOf(row, row.id),
  '@type': 'Declination',
});

const productRead = (row: ProductRow, siteName: string, rentalIds: number[]): ProductRead => ({
  '@id': ref('products', row.id),
  '@type': 'Product',
  id: row.id,
  internalNumber: row.internalNumber,
  serialNumber: row.serialNumber,
  status: { '@id': ref('product_statuses', row.statusId), id: row.statusId, status: row.status },
  productStatus: ref('product_statuses', row.statusId),
  declination: declinationOf(row, row.declinationId),
  site: { '@id': ref('sites', row.siteId), id: row.siteId, name: siteName },
  rentals: rentalIds.map((id) => ref('rentals', id)),
});

/** Products as answered, with their sites' names (one read of the sites module). */
/** Products as answered: their site names and their rentals read once for the whole list. */
export const toProductReads = async (db: DbOrTx, rows: ProductRow[]): Promise<ProductRead[]> => {
  const siteNames = await readSiteNames(
    db,
    rows.map((row) => row.siteId),
  );
  const rentalIds = await cataloguePort('readRentalIdsOfProducts')(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => productRead(row, siteNames.get(row.siteId) ?? '', rentalIds.get(row.id) ?? []));
};

export const toProductRead = async (db: DbOrTx, row: ProductRow): Promise<ProductRead> =>
  (await toProductReads(db, [row]))[0]!;

/** History entries as answered, with the names of the users who wrote them (one read of users). */
export const toHistoryReads = async (db: DbOrTx, rows: HistoryRow[]): Promise<ProductHistoryRead[]> => {
  const users = await readUserNames(
    db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return rows.map((row) => {
    const user = row.userId === null ? undefined : users.get(row.userId);
    return {
      '@id': ref('product_histories', row.id),
      '@type': 'ProductHistory',
      id: row.id,
      product: {
        '@id': ref('products', row.productId),
        id: row.productId,
        internalNumber: row.internalNumber,
      },
      oldStatus: {
        '@id': ref('product_statuses', row.oldStatusId),
        id: row.oldStatusId,
        status: row.oldStatus,
      },
      newStatus: {
        '@id': ref('product_statuses', row.newStatusId),
        id: row.newStatusId,
        status: row.newStatus,
      },
      comment: row.comment,
      createdBy: user
        ? {
            '@id': ref('users', user.id),
            id: user.id,
            username: user.username,
            firstName: user.firstName,
            lastName: user.lastName,
          }
        : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
};
