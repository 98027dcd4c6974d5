import type { TFunction } from 'i18next';

/**
 * Why Save is disabled, translated; empty when it can save: no customer, no product, a period
 * missing, invalid or ending after the stay, a line's problem or too many bikes, an error shown,
 * or a field the form finds invalid.
 */
export const rentalSaveReasons = (
  t: TFunction,
  blocked: {
    hasCustomer: boolean;
    hasProducts: boolean;
    periodProblem: boolean;
    linesProblem: boolean;
    errorShown: boolean;
    isValid: boolean;
  },
): string[] => {
  const reasons: string[] = [];
  if (!blocked.hasCustomer) reasons.push(t('RENTAL_EDIT.REASONS.NO_CUSTOMER'));
  if (!blocked.hasProducts) reasons.push(t('RENTAL_EDIT.REASONS.NO_PRODUCTS'));
  if (blocked.periodProblem) reasons.push(t('RENTAL_EDIT.REASONS.PERIOD'));
  if (blocked.linesProblem) reasons.push(t('RENTAL_EDIT.REASONS.LINES'));
  if (blocked.errorShown) reasons.push(t('RENTAL_EDIT.REASONS.ERROR_SHOWN'));
  if (reasons.length === 0 && !blocked.isValid) reasons.push(t('RENTAL_EDIT.REASONS.INVALID'));
  return reasons;
};
