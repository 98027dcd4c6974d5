import { isFixedFeatureIdentifier } from '@velodesk/contract/api/access';
import type { TFunction } from 'i18next';

/** A feature's label in the interface language: its permission's name for the seven fixed ones. */
export const featureLabel = (feature: { name: string; identifier: string }, t: TFunction): string =>
  isFixedFeatureIdentifier(feature.identifier) ? t(`FEATURES.LABELS.${feature.identifier}`) : feature.name;
