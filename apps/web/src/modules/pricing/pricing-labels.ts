import { DurationType, PricingType } from '@velodesk/contract/ids';
import type { TFunction } from 'i18next';

/** How the pricing screens name the fixed reference rows, in the interface language. */
const pricingTypeKeys: Record<number, string> = {
  [PricingType.standard]: 'PRICINGS.TYPE_STANDARD',
  [PricingType.external]: 'PRICINGS.TYPE_EXTERNAL',
};

const durationTypeKeys: Record<number, string> = {
  [DurationType.halfDay]: 'PRICINGS.DURATION_HALF_DAY',
  [DurationType.day]: 'PRICINGS.DURATION_DAY',
};

export const pricingTypeLabel = (t: TFunction, type: { id: number; description: string }): string => {
  const key = pricingTypeKeys[type.id];
  return key ? t(key) : type.description;
};

export const durationTypeLabel = (t: TFunction, type: { id: number; description: string }): string => {
  const key = durationTypeKeys[type.id];
  return key ? t(key) : type.description;
};

/** A declination as the spec shows it: "range - model - size". */
export const declinationLabel = (declination: {
  range: { name: string };
  model: string;
  size: string;
}): string => `${declination.range.name} - ${declination.model} - ${declination.size}`;
