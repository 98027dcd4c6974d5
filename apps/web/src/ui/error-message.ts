import type { TFunction } from 'i18next';
import { failureMessageKey, type MessageKey, translate } from '../app/error-messages.ts';

/**
 * The text shown for a failed call: the translated message of its code (or of its first
 * violation's code: app/error-messages.ts), else the screen's translated fallback. Never the
 * server's `hydra:description`: it is English whatever the interface language (issue 22).
 */
export const errorMessage = (
  error: unknown,
  t: TFunction,
  fallbackKey: MessageKey = 'TECHNIQUE_ERROR',
): string => translate(t, failureMessageKey(error) ?? fallbackKey);
