import type {
  DeclinationCreate,
  DeclinationRead,
  ProductCreate,
  ProductImportAnswer,
  ProductRead,
  ProductUpdate,
  RangeCreate,
  RangeRead,
} from '@velodesk/contract/api/catalogue';
import {
  declinationKeys,
  productHistoryKeys,
  productKeys,
  rangeKeys,
} from '@/shared/data/keys/fleet-keys.ts';
import { pricingKeys } from '@/shared/data/keys/pricing-keys.ts';
import type { SaveOf } from '@/shared/data/query-keys.ts';
import { type MutationCallbacks, useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import { createDeclination, createRange, updateDeclination, updateRange } from '../api/models-api.ts';
import { createProduct, importProducts, updateProduct } from '../api/products-api.ts';

/**
 * The writes of the fleet, each refreshing what shows its data (docs/decisions/web-data-layer.md).
 * A range or a model (declination) is named in the range filter, the declination selects of the
 * product and pricing forms, and the products' and pricings' grids.
 */
const modelWriteKeys = [rangeKeys.all, declinationKeys.all, productKeys.all, pricingKeys.all] as const;

/** Creates a range (`rangeId` null) or changes that one. */
export const useSaveRange = (rangeId: number | null, callbacks?: MutationCallbacks<RangeRead, RangeCreate>) =>
  useResourceMutation(
    (body: RangeCreate) => (rangeId === null ? createRange(body) : updateRange(rangeId, body)),
    modelWriteKeys,
    callbacks,
  );

/** Creates a model (`declinationId` null) or changes that one. */
export const useSaveDeclination = (
  declinationId: number | null,
  callbacks?: MutationCallbacks<DeclinationRead, DeclinationCreate>,
) =>
  useResourceMutation(
    (body: DeclinationCreate) =>
      declinationId === null ? createDeclination(body) : updateDeclination(declinationId, body),
    modelWriteKeys,
    callbacks,
  );

/** A product's save (a status change records a history entry on the server). */
export const useSaveProduct = (
  callbacks?: MutationCallbacks<ProductRead, SaveOf<ProductCreate, ProductUpdate>>,
) =>
  useResourceMutation(
    (save: SaveOf<ProductCreate, ProductUpdate>) =>
      save.id === null ? createProduct(save.body) : updateProduct(save.id, save.body),
    [productKeys.all, productHistoryKeys.all],
    callbacks,
  );

/** The CSV import, of a file or of pasted text: every row or none. */
export const useImportProducts = (callbacks?: MutationCallbacks<ProductImportAnswer, Blob | string>) =>
  useResourceMutation(
    async (csv: Blob | string) => importProducts(typeof csv === 'string' ? csv : await csv.text()),
    [productKeys.all],
    callbacks,
  );
