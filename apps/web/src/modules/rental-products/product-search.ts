import { type AvailableProductGroup, bikeLimit, isBikeRange } from '@velodesk/contract/api/rentals';

/**
 * What a search (typed, picked, scanned by camera or by hand scanner) finds among the products
 * available for the rental's period, and whether that product may be added or may replace the
 * replaced one. Pure: the modal and the rental page use the same verdict.
 */

export interface FoundProduct {
  id: number;
  internalNumber: string;
  group: AvailableProductGroup;
}

/** Why the found product cannot be taken (in the order they are checked). */
export type SearchProblem =
  /** No product with this number is available for the period (unknown, held, or not status 2/3). */
  | 'notAvailable'
  /** The product is already a line of this rental. */
  | 'alreadyChosen'
  /** No price of the rental's pricing type for the period. */
  | 'noPrice'
  /** Replacing: not the same range, model, min and max as the replaced product. */
  | 'notCompatible'
  /** Adding one more bike would pass the limit. */
  | 'bikeLimit';

export type SearchVerdict =
  | { kind: 'found'; product: FoundProduct }
  | { kind: 'refused'; problem: SearchProblem; product: FoundProduct | null };

export interface SearchContext {
  groups: readonly AvailableProductGroup[];
  excludedProductIds: readonly number[];
  /** The rental's pricing type id (1 standard, 2 external), or null: any pricing type will do. */
  pricingType: number | null;
  /** Bikes the rental already holds (the product being replaced included). */
  bikeCount: number;
  /** Replacing: the group (declination) of the product being replaced. */
  replacedGroup?: Pick<AvailableProductGroup, 'range' | 'model' | 'min' | 'max'> | null;
}

/** Internal numbers are compared as the label prints them, ignoring case and surrounding spaces. */
export const normalizeNumber = (value: string): string => value.trim().toUpperCase();

/** The available product with this internal number, with its group. */
export const findAvailable = (groups: readonly AvailableProductGroup[], internalNumber: string) => {
  const wanted = normalizeNumber(internalNumber);
  for (const group of groups) {
    const product = group.availableProducts.find((p) => normalizeNumber(p.internalNumber) === wanted);
    if (product) return { id: product.id, internalNumber: product.internalNumber, group };
  }
  return null;
};

/** The group of an available product, by id (the replaced product of a rental being edited). */
export const groupOfProduct = (groups: readonly AvailableProductGroup[], productId: number) =>
  groups.find((group) => group.productIds.includes(productId)) ?? null;

export const hasPrice = (group: AvailableProductGroup, pricingType: number | null): boolean =>
  pricingType === null
    ? group.priceAvailable
    : group.declinationPricingModels.some(
        (model) =>
          model.pricingType.id === pricingType &&
          model.error === null &&
          Object.keys(model.pricings).length > 0,
      );

export const isCompatible = (
  group: Pick<AvailableProductGroup, 'range' | 'model' | 'min' | 'max'>,
  replaced: Pick<AvailableProductGroup, 'range' | 'model' | 'min' | 'max'>,
): boolean =>
  group.range.id === replaced.range.id &&
  group.model === replaced.model &&
  group.min === replaced.min &&
  group.max === replaced.max;

export const searchProduct = (internalNumber: string, context: SearchContext): SearchVerdict => {
  const product = findAvailable(context.groups, internalNumber);
  if (!product) return { kind: 'refused', problem: 'notAvailable', product: null };
  if (context.excludedProductIds.includes(product.id)) {
    return { kind: 'refused', problem: 'alreadyChosen', product };
  }
  if (!hasPrice(product.group, context.pricingType)) return { kind: 'refused', problem: 'noPrice', product };
  if (context.replacedGroup) {
    if (!isCompatible(product.group, context.replacedGroup)) {
      return { kind: 'refused', problem: 'notCompatible', product };
    }
    // Same range: the number of bikes does not change.
    return { kind: 'found', product };
  }
  if (isBikeRange(product.group.range.name) && context.bikeCount + 1 > bikeLimit) {
    return { kind: 'refused', problem: 'bikeLimit', product };
  }
  return { kind: 'found', product };
};
