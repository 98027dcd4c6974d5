/**
 * What a form's inputs hold, turned into what the contract's schemas read: blanks, empty texts and
 * numbers typed as text. The form glue (`use-velodesk-form.ts`) and the forms' `toInput` use them.
 */

/** Whether a form value is empty: absent, null, or only blanks. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** '' and blanks become null (optional texts the server stores as null): the contract's one rule. */
export { blankToNull } from '@velodesk/contract/fields';

/** A number input's value as a number, or undefined when empty or not a number. */
export const numberOrUndefined = (value: number | string): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value.trim() === '') return undefined;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : undefined;
};
