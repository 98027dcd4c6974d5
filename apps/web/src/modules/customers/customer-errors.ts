import { CustomerViolationCode, customerErrorKey } from '@velodesk/contract/api/customers';
import type { TFunction } from 'i18next';
import { isApiError } from '../../app/api-error.ts';
import { codeMessageKey } from '../../ui/error-message.ts';

/** The message keys the customers screens show for a failed call (back-office spec §8). */

const knownCodes: ReadonlySet<string> = new Set(Object.values(CustomerViolationCode));

/** The key of a customer action's failure: the server's known description, else the fallback. */
export const actionErrorKey = (error: unknown, fallback: string): string =>
  isApiError(error) ? customerErrorKey(error.description, fallback) : fallback;

/** The action's error, followed by the reasons the server gave that the spec names (taken e-mail…). */
export const actionErrorMessage = (error: unknown, fallback: string, t: TFunction): string => {
  const main = t(actionErrorKey(error, fallback));
  if (!isApiError(error)) return main;
  const reasons = [
    ...new Set(
      error.violations.map((violation) => violation.code ?? '').filter((code) => knownCodes.has(code)),
    ),
  ].map((code) => t(code));
  return reasons.length > 0 ? `${main} ${reasons.join(' ')}` : main;
};

/**
 * A stay-system failure (spec §8): the translated text of its machine code (the stay system down,
 * or answering an error of its own, never its raw words), else the server's description
 * (translated when it is a key of the spec, such as TECHNIQUE_ERROR or
 * CUSTOMERS.errors.no_countries_ISO_code), else TECHNIQUE_ERROR.
 */
export const stayErrorMessage = (error: unknown, t: TFunction): string => {
  if (!isApiError(error) || error.status === 0) return t('TECHNIQUE_ERROR');
  const codeKey = codeMessageKey(error);
  if (codeKey) return t(codeKey);
  if (error.status === 422 && error.violationFor('siteId')) return t('CUSTOMERS.STAY_NO_SITE');
  const key = customerErrorKey(error.description, '');
  if (key) return t(key);
  // A server error's description is not in the user's language (the stay system's "Internal error").
  if (error.status >= 500) return t('TECHNIQUE_ERROR');
  return error.description.trim() !== '' ? error.description : t('TECHNIQUE_ERROR');
};
