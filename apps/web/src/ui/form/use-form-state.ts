import { useCallback, useState } from 'react';
import type { z } from 'zod';

/**
 * A tiny form state for the app's modals: values, which fields were touched, and whether a submit
 * was attempted. Rules are not written here: each form checks its values with the contract's zod
 * schema (`fieldIssues`) so that a rule lives once, and shows an error when the field is touched.
 */
export type FieldIssue = z.core.$ZodIssue;

/** The first issue of each field (dotted path) when the input does not match the schema. */
export const fieldIssues = (schema: z.ZodType, input: unknown): Record<string, FieldIssue> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, FieldIssue> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in issues)) issues[key] = issue;
  }
  return issues;
};

/** Whether a form value is empty: absent, null, or only blanks. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** '' and blanks become null (optional texts the server stores as null). */
export const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A number input's value as a number, or undefined when empty or not a number. */
export const numberOrUndefined = (value: number | string): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value.trim() === '') return undefined;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : undefined;
};

export interface FormState<T extends object> {
  values: T;
  setField: <K extends keyof T>(field: K, value: T[K]) => void;
  touch: (field: keyof T) => void;
  /** Whether a field's error may be shown: touched, or a submit was attempted. */
  isShown: (field: keyof T | string) => boolean;
  markSubmitted: () => void;
  reset: (values: T) => void;
}

export const useFormState = <T extends object>(initial: T): FormState<T> => {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const setField = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(String(field)) ? current : new Set(current).add(String(field))));
  }, []);
  const touch = useCallback((field: keyof T) => {
    setTouched((current) => (current.has(String(field)) ? current : new Set(current).add(String(field))));
  }, []);
  const isShown = useCallback(
    (field: keyof T | string) => submitted || touched.has(String(field)),
    [submitted, touched],
  );
  const markSubmitted = useCallback(() => setSubmitted(true), []);
  const reset = useCallback((next: T) => {
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
  }, []);

  return { values, setField, touch, isShown, markSubmitted, reset };
};
