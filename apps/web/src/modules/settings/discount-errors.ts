import { discountDatesOutOfOrder, discountOverlaps } from '@velodesk/contract/api/pricing';
import type { TFunction } from 'i18next';
import { formatDate } from './format.ts';

/**
 * The translated text of a refused loyalty discount's field. The server names the overlapping
 * discount's dates: "<discountOverlaps> (2026-01-01 to 2026-12-31)".
 */
export const discountViolationMessage = (t: TFunction, message: string): string => {
  if (message.startsWith(discountOverlaps)) {
    const dates = /\((\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})\)/.exec(message);
    return dates
      ? t('SETTINGS.FIDELITY.ERRORS.OVERLAP_DATES', {
          start: formatDate(dates[1]),
          end: formatDate(dates[2]),
        })
      : t('SETTINGS.FIDELITY.ERRORS.OVERLAP');
  }
  if (message === discountDatesOutOfOrder) return t('SETTINGS.FIDELITY.ERRORS.DATES_OUT_OF_ORDER');
  return message;
};
