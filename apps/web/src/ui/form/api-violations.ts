import type { Violation } from '@velodesk/contract/hydra';
import type { TFunction } from 'i18next';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { TextKey } from '@/i18n/text-key.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { type DateFormat, violationMessage } from '@/shared/errors/error-messages.ts';
import { serverErrorType } from './use-velodesk-form.ts';

/**
 * How a form names the fields of a refused save: the form field of a violation's `propertyPath`
 * (by default the field of the same name, if the form has it), and the text a violation shows
 * (by default the message of the violation's code in the one code → message-key map,
 * app/error-messages.ts).
 */
export interface ViolationOptions<T extends FieldValues> {
  fieldOf?: (propertyPath: string) => FieldPath<T> | undefined;
  messageOf?: (violation: Violation) => string | undefined;
  /** The text of a violation whose code has no message of its own (default: the server's words). */
  fallbackKey?: TextKey;
  /** How a message with dates shows them (an overlapping discount's). */
  formatDate?: DateFormat;
}

/**
 * Puts a refused save's violations (a 409 or 422 answer) on the form's fields with `setError`, in
 * the user's language; the error stays until the field changes, and keeps Save disabled meanwhile
 * (`isFormBlocked`). Answers the texts of the violations that name no field of the form, for the
 * form to say elsewhere (a banner above its fields).
 */
export const applyApiViolations = <T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  t: TFunction,
  options: ViolationOptions<T> = {},
): string[] => {
  if (!isApiError(error)) return [];
  const values = form.getValues() as Record<string, unknown>;
  const fieldOf =
    options.fieldOf ??
    ((path: string) => ((path.split('.')[0] ?? path) in values ? (path as FieldPath<T>) : undefined));
  const placed = new Set<string>();
  const unplaced: string[] = [];
  for (const violation of error.violations) {
    const message =
      options.messageOf?.(violation) ??
      violationMessage(t, violation, { fallbackKey: options.fallbackKey, formatDate: options.formatDate });
    const field = fieldOf(violation.propertyPath);
    if (field === undefined) unplaced.push(message);
    else if (!placed.has(field)) {
      placed.add(field);
      form.setError(field, { type: serverErrorType, message });
    }
  }
  return unplaced;
};
