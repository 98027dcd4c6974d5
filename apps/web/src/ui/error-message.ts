import type { TFunction } from 'i18next';
import { isApiError } from '../app/api-error.ts';
import { failureMessageKey, type MessageKey, translate } from '../app/error-messages.ts';

/** Answers whose description speaks to the user (business and validation refusals). */
const userFacingStatuses = new Set([400, 403, 409, 422, 429]);

/**
 * The text shown for a failed call: the translated message of its code (or of its first
 * violation's code: app/error-messages.ts), else the server's description of a business refusal
 * whose code has no message of its own, else the screen's translated fallback (network failures,
 * missing routes, server errors).
 */
export const errorMessage = (
  error: unknown,
  t: TFunction,
  fallbackKey: MessageKey = 'TECHNIQUE_ERROR',
): string => {
  const key = failureMessageKey(error);
  if (key) return translate(t, key);
  if (isApiError(error) && userFacingStatuses.has(error.status) && error.description)
    return error.description;
  return translate(t, fallbackKey);
};
