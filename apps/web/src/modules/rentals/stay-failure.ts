import { StaySystemErrorCode } from '@velodesk/contract/errors';
import type { TFunction } from 'i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import { notifyError } from '@/ui/notify.tsx';
import { rentalListPath } from './rental-paths.ts';

/** The stay system down, too slow or refusing: what a rental's save or migration may meet. */
const staySystemFailures: ReadonlySet<string> = new Set([
  StaySystemErrorCode.unavailable,
  StaySystemErrorCode.timeout,
  StaySystemErrorCode.error,
]);

export const isStaySystemFailure = (error: unknown): boolean =>
  isApiError(error) && error.code !== undefined && staySystemFailures.has(error.code);

/**
 * Rentals spec section 8: a stay-system failure during a rental's action returns to the rental list
 * with an error notification (in the interface language), instead of a notice left on the page.
 * `leave` goes to the path given (past the unsaved-changes guard: nothing was saved, and the action
 * can be done again from the list). Answers whether it was such a failure.
 */
export const leaveOnStayFailure = (error: unknown, t: TFunction, leave: (to: string) => void): boolean => {
  if (!isStaySystemFailure(error)) return false;
  notifyError(translate(t, errorMessageKey(error)));
  leave(rentalListPath);
  return true;
};
