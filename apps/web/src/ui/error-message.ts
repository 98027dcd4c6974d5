import type { TFunction } from 'i18next';
import {
  failureMessageKey,
  genericMessageKeys,
  type MessageKey,
  translate,
} from '@/shared/errors/error-messages.ts';

/**
 * The text shown for a failed call: the translated message of its code (or of its first
 * violation's code: app/error-messages.ts), else the screen's translated fallback. A platform code
 * that only says what happened (not found, concurrent change, server down…) follows the screen's
 * own message, which says what failed. Never the server's `hydra:description`: it is English
 * whatever the interface language (issue 22).
 */
export const errorMessage = (
  error: unknown,
  t: TFunction,
  fallbackKey: MessageKey = 'TECHNIQUE_ERROR',
): string => {
  const key = failureMessageKey(error);
  if (!key) return translate(t, fallbackKey);
  if (genericMessageKeys.has(key) && fallbackKey !== 'TECHNIQUE_ERROR')
    return `${translate(t, fallbackKey)} ${translate(t, key)}`;
  return translate(t, key);
};
