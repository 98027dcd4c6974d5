import { useCallback, useState } from 'react';
import type { z } from 'zod';

/**
 * The small form state of the customer forms: values, touched fields and whether a submit was
 * tried. The rules are the contract's zod schemas (`fieldErrorKeys`): a field's message shows once
 * it was touched, or after a submit attempt.
 */
export interface FormValues<T extends object> {
  values: T;
  setField: <K extends keyof T>(field: K, value: T[K]) => void;
  /** Whether a field's error may be shown. */
  isShown: (field: string) => boolean;
  markSubmitted: () => void;
  reset: (values: T) => void;
}

export const useFormValues = <T extends object>(initial: T | (() => T)): FormValues<T> => {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);

  const setField = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(String(field)) ? current : new Set(current).add(String(field))));
  }, []);
  const isShown = useCallback(
    (field: string) => isSubmitted || touched.has(field) || touched.has(field.split('.')[0] ?? field),
    [isSubmitted, touched],
  );
  const markSubmitted = useCallback(() => setIsSubmitted(true), []);
  const reset = useCallback((next: T) => {
    setValues(next);
    setTouched(new Set());
    setIsSubmitted(false);
  }, []);
  return { values, setField, isShown, markSubmitted, reset };
};

/** Message keys of a form's fields (by the first segment of the issue's path). */
export type FieldMessageKeys = Readonly<Record<string, string>>;

export const fallbackFieldKey = 'CUSTOMERS.FIELD_INVALID';

/**
 * The message key of each field the schema refuses, keyed by the issue's dotted path
 * ("lastname", "phones.1"); an empty object when the input is valid.
 */
export const fieldErrorKeys = (
  schema: z.ZodType,
  input: unknown,
  keys: FieldMessageKeys,
): Record<string, string> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    const field = String(issue.path[0] ?? '_');
    if (!(path in errors)) errors[path] = keys[field] ?? fallbackFieldKey;
  }
  return errors;
};

/** '' and blanks become null (optional texts the server stores as null). */
export const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
