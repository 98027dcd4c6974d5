import type { TFunction } from 'i18next';
import { isApiError } from '../app/api-error.ts';

/** Answers whose description speaks to the user (business and validation refusals). */
const userFacingStatuses = new Set([400, 403, 409, 422, 429]);

/**
 * The text shown for a failed call: the server's description of a business refusal, else a
 * translated fallback (network failures, missing routes, server errors).
 */
export const errorMessage = (error: unknown, t: TFunction, fallbackKey = 'TECHNIQUE_ERROR'): string => {
  if (isApiError(error) && userFacingStatuses.has(error.status) && error.description)
    return error.description;
  return t(fallbackKey);
};
