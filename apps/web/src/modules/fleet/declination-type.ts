import type { TFunction } from 'i18next';
import type { TextKey } from '@/i18n/text-key.ts';

/** The declination types the app knows (stored in English), named in the interface language. */
const typeKeys: Readonly<Record<string, TextKey>> = {
  bike: 'FLEET.MODELS.TYPES.BIKE',
  accessory: 'FLEET.MODELS.TYPES.ACCESSORY',
};

/** A declination's type for the screens: a known type translated, any other text as written. */
export const declinationTypeLabel = (t: TFunction, type: string): string => {
  const key = typeKeys[type.trim().toLowerCase()];
  return key ? t(key) : type;
};
