import type { TFunction } from 'i18next';
import {
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
} from 'react-hook-form';
import type { MessageKey } from '@/shared/errors/error-messages.ts';
import { isBlank } from './form-values.ts';
import { serverErrorType, tooLongMaximum } from './use-velodesk-form.ts';

/**
 * The message keys of one field: empty (`required`), a rule of the form's own that the contract does
 * not hold (`custom`: a zod `refine`, such as dates in order), any other rule it breaks (`invalid`).
 */
export interface FieldMessageKeys {
  required?: MessageKey | undefined;
  custom?: MessageKey | undefined;
  invalid?: MessageKey | undefined;
}

/**
 * The text under a field, in the user's language, for its error:
 * - a refusal of the server (an API violation) says its own, already translated, message;
 * - an empty field says the field's "required" message, a form's own rule its "custom" one;
 * - any other rule says the field's "invalid" message, or a generic one (too long: its maximum).
 */
export const fieldMessage = (
  t: TFunction,
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  value: unknown,
  keys: FieldMessageKeys = {},
): string | undefined => {
  if (!error) return undefined;
  if (error.type === serverErrorType) return error.message || t('FORM.INVALID');
  if (keys.required && isBlank(value)) return t(keys.required);
  if (keys.custom && error.type === 'custom') return t(keys.custom);
  if (keys.invalid) return t(keys.invalid);
  const maximum = tooLongMaximum(error.message);
  if (maximum !== undefined && typeof value === 'string') return t('FORM.TOO_LONG', { max: maximum });
  return t('FORM.INVALID');
};

/** The translated error of one field of a form (`fieldMessage` of its error and its value). */
export const fieldErrorOf = <T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, 'getValues'> & { formState: { errors: FieldErrors<T> } },
  t: TFunction,
  name: FieldPath<T>,
  keys: FieldMessageKeys = {},
): string | undefined => fieldMessage(t, get(form.formState.errors, name), form.getValues(name), keys);

/** Each field error of a form by its dotted path ("lastname", "phones.1"). */
export const errorsByPath = (errors: FieldErrors, prefix = ''): Record<string, FieldError> => {
  const found: Record<string, FieldError> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || typeof value !== 'object' || value === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as FieldError).type === 'string') found[path] = value as FieldError;
    else Object.assign(found, errorsByPath(value as FieldErrors, path));
  }
  return found;
};

/**
 * The translated texts of every field error of a form, by dotted path: each field says its own
 * message (`keys`, by the path's first segment) whatever rule it breaks, else a generic one.
 */
export const fieldMessages = <T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, 'getValues'> & { formState: { errors: FieldErrors<T> } },
  t: TFunction,
  keys: Readonly<Record<string, MessageKey>>,
): Record<string, string> => {
  const messages: Record<string, string> = {};
  const values = form.getValues();
  for (const [path, error] of Object.entries(errorsByPath(form.formState.errors as FieldErrors))) {
    const message = fieldMessage(t, error, get(values, path), { invalid: keys[path.split('.')[0] ?? path] });
    if (message) messages[path] = message;
  }
  return messages;
};
