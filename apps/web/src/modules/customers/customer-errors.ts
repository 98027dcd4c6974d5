import type { TFunction } from 'i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import {
  codeMessageKey,
  failureMessageKey,
  type MessageKey,
  translate,
} from '@/shared/errors/error-messages.ts';

/**
 * The messages the customers screens show for a failed call (back-office spec §8), from the API's
 * stable codes (app/error-messages.ts), never from its English descriptions.
 */

/** The codes the violations of a refusal carry (an e-mail or a phone already used…). */
const violationCodes = (error: unknown): Set<string> =>
  new Set(
    isApiError(error)
      ? error.violations.flatMap((violation) => (violation.code ? [violation.code] : []))
      : [],
  );

/**
 * The key of a customer action's failure: the message of the failure's own code (a company that
 * still has contacts, a customer with rentals), else the action's `fallback` ("could not be
 * added"). A code that only repeats a violation's is said by actionErrorMessage's reasons.
 */
export const actionErrorKey = (error: unknown, fallback: MessageKey): MessageKey => {
  if (!isApiError(error) || (error.code !== undefined && violationCodes(error).has(error.code)))
    return fallback;
  return codeMessageKey(error.code) ?? fallback;
};

/** The action's error, followed by the reasons its violations' codes name (taken e-mail, phone…). */
export const actionErrorMessage = (error: unknown, fallback: MessageKey, t: TFunction): string => {
  const main = translate(t, actionErrorKey(error, fallback));
  const reasons = [...violationCodes(error)]
    .map((code) => codeMessageKey(code))
    .filter((key): key is MessageKey => key !== undefined)
    .map((key) => translate(t, key));
  return reasons.length > 0 ? `${main} ${[...new Set(reasons)].join(' ')}` : main;
};

/**
 * A stay-system search or import failure (spec §8): the message of its code (the stay system down
 * or answering an error of its own, never its raw words; no site to search; a client's country
 * unknown to Velodesk), else TECHNIQUE_ERROR. The spec's "server description" is never shown as
 * such: it is English in every interface language (issue 22); each code says it translated.
 */
export const stayErrorMessage = (error: unknown, t: TFunction): string => {
  if (!isApiError(error) || error.status === 0) return t('TECHNIQUE_ERROR');
  const key = failureMessageKey(error);
  return key ? translate(t, key) : t('TECHNIQUE_ERROR');
};
