import { ProductStatus } from '@velodesk/contract/ids';
import type { TFunction } from 'i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import type { ListFilterOption } from '@/ui/data-grid/grid-types.ts';

/** Product statuses 1 to 6 (rentals spec "Product statuses"), named in the interface language. */
export const statusKeys: Readonly<Record<number, TextKey>> = {
  [ProductStatus.inCarton]: 'FLEET.STATUS.IN_CARTON',
  [ProductStatus.available]: 'FLEET.STATUS.AVAILABLE',
  [ProductStatus.rented]: 'FLEET.STATUS.RENTED',
  [ProductStatus.unavailable]: 'FLEET.STATUS.UNAVAILABLE',
  [ProductStatus.outOfService]: 'FLEET.STATUS.OUT_OF_SERVICE',
  [ProductStatus.scrapped]: 'FLEET.STATUS.SCRAPPED',
};

export const statusColors: Record<number, string> = {
  [ProductStatus.inCarton]: 'gray',
  [ProductStatus.available]: 'teal',
  [ProductStatus.rented]: 'blue',
  [ProductStatus.unavailable]: 'orange',
  [ProductStatus.outOfService]: 'red',
  [ProductStatus.scrapped]: 'dark',
};

export const statusLabel = (t: TFunction, status: { id: number; status: string }): string => {
  const key = statusKeys[status.id];
  return key ? t(key) : status.status;
};

export const statusFilterOptions: readonly ListFilterOption[] = Object.entries(statusKeys).map(
  ([id, labelKey]) => ({
    value: id,
    labelKey,
  }),
);

/** Making a product unavailable needs a comment (the server's rule too). */
export const needsComment = (statusId: number | null): boolean => statusId === ProductStatus.unavailable;
