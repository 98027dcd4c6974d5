import { DurationType, PricingType } from '@velodesk/contract/ids';
import type { TFunction } from 'i18next';
import type { TextKey } from '@/i18n/text-key.ts';

/** How the pricing screens name the fixed reference rows, in the interface language. */
const pricingTypeKeys: Readonly<Record<number, TextKey>> = {
  [PricingType.standard]: 'PRICINGS.TYPE_STANDARD',
  [PricingType.external]: 'PRICINGS.TYPE_EXTERNAL',
};

const durationTypeKeys: Readonly<Record<number, TextKey>> = {
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

/** A declination as the specs show it (the fleet's helper). */
export { declinationLabel } from '@/modules/fleet/declination-label.ts';
