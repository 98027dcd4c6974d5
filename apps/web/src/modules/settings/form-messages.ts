import type { TFunction } from 'i18next';
import { isApiError } from '../../app/api-error.ts';
import { type FieldIssue, isBlank } from '../../ui/form/use-form-state.ts';

/**
 * The text of a field's error: its own "required" message when the value is empty, otherwise the
 * field's "invalid" message (or a generic one: too long, not valid).
 */
export const fieldMessage = (
  t: TFunction,
  issue: FieldIssue | undefined,
  value: unknown,
  requiredKey: string,
  invalidKey?: string,
): string | undefined => {
  if (!issue) return undefined;
  if (isBlank(value)) return t(requiredKey);
  if (invalidKey) return t(invalidKey);
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && typeof value === 'string') {
    return t('SETTINGS.FORM.TOO_LONG', { max: issue.maximum });
  }
  return t('SETTINGS.FORM.INVALID');
};

/** Field messages of a refused save (409 or 422 violations), by property path. */
export const violationsOf = (error: unknown): Record<string, string> => {
  if (!isApiError(error)) return {};
  const messages: Record<string, string> = {};
  for (const violation of error.violations) {
    if (!(violation.propertyPath in messages)) messages[violation.propertyPath] = violation.message;
  }
  return messages;
};

/** Whether a refused save names this field. */
export const hasViolation = (error: unknown, field: string): boolean =>
  isApiError(error) && error.violations.some((violation) => violation.propertyPath === field);
