import type { TFunction } from 'i18next';
import { isApiError, StaySystemErrorCode } from '../app/api-error.ts';

/** Answers whose description speaks to the user (business and validation refusals). */
const userFacingStatuses = new Set([400, 403, 409, 422, 429]);

/**
 * The translated texts of the failures the server names by a machine `code`: their description is
 * not for the user (the stay system's own words, in its own language, such as "Internal error").
 */
const codeMessageKeys: Readonly<Record<string, string>> = {
  [StaySystemErrorCode.unavailable]: 'ERRORS.STAY_SYSTEM_UNAVAILABLE',
  [StaySystemErrorCode.error]: 'ERRORS.STAY_SYSTEM_ERROR',
  [StaySystemErrorCode.clientNotFound]: 'ERRORS.STAY_CLIENT_NOT_FOUND',
};

/** The translation key of a failure's machine code, if the app knows that code. */
export const codeMessageKey = (error: unknown): string | undefined =>
  isApiError(error) && error.code !== undefined ? codeMessageKeys[error.code] : undefined;

/**
 * The text shown for a failed call: the translated text of a known machine code (the stay system
 * down or refusing), else the server's description of a business refusal, else a translated
 * fallback (network failures, missing routes, server errors).
 */
export const errorMessage = (error: unknown, t: TFunction, fallbackKey = 'TECHNIQUE_ERROR'): string => {
  const codeKey = codeMessageKey(error);
  if (codeKey) return t(codeKey);
  if (isApiError(error) && userFacingStatuses.has(error.status) && error.description)
    return error.description;
  return t(fallbackKey);
};
