import { isPhoneShaped } from '@velodesk/contract/phone-shape';
import { phoneKey, phoneRegion, readPhone } from '@velodesk/contract/phones';

/**
 * Whether the API will refuse a typed phone (the contract's rule): not a number of the customer's
 * country (national notation) or not a valid international number. A national number of a
 * customer without a country is read by the API in the country of the user's site: only its shape
 * is checked here.
 */
export const isPhoneRefused = (value: string, countryIso: string | null | undefined): boolean => {
  const typed = value.trim();
  if (typed === '') return false;
  const region = phoneRegion(countryIso);
  if (!region && !typed.startsWith('+') && !typed.startsWith('00')) return !isPhoneShaped(typed);
  return !readPhone(typed, region).ok;
};

/**
 * The rules of a company's phone list (back-office spec §5): blank numbers are not saved, the
 * first row has no remove button, a row offers "add" only when its number is filled, and the list
 * always keeps a row to type in (never more than one empty row).
 */
export const isBlankNumber = (value: string): boolean => value.trim() === '';

export const phoneRowsOf = (numbers: readonly string[]): string[] =>
  numbers.length > 0 ? [...numbers] : [''];

export const canRemovePhoneRow = (index: number): boolean => index > 0;

export const canAddPhoneRow = (rows: readonly string[], index: number): boolean =>
  !isBlankNumber(rows[index] ?? '') && !rows.some(isBlankNumber);

/** Adds an empty row after `index` (when the rules allow it). */
export const addPhoneRow = (rows: readonly string[], index: number): string[] =>
  canAddPhoneRow(rows, index) ? [...rows.slice(0, index + 1), '', ...rows.slice(index + 1)] : [...rows];

export const removePhoneRow = (rows: readonly string[], index: number): string[] => {
  if (!canRemovePhoneRow(index)) return [...rows];
  return phoneRowsOf(rows.filter((_, position) => position !== index));
};

export const setPhoneRow = (rows: readonly string[], index: number, value: string): string[] =>
  rows.map((row, position) => (position === index ? value : row));

/** The numbers to save: blank rows dropped, each number once. */
export const phonesToSave = (rows: readonly string[]): string[] => {
  const seen = new Set<string>();
  const numbers: string[] = [];
  for (const row of rows) {
    const value = row.trim();
    const key = phoneKey(value);
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    numbers.push(value);
  }
  return numbers;
};

/** Indexes of the rows whose number already appears on an earlier row. */
export const duplicatePhoneRows = (rows: readonly string[]): Set<number> => {
  const seen = new Set<string>();
  const duplicates = new Set<number>();
  rows.forEach((row, index) => {
    const key = phoneKey(row);
    if (key === '') return;
    if (seen.has(key)) duplicates.add(index);
    seen.add(key);
  });
  return duplicates;
};
