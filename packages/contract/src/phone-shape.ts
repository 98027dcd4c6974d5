import { z } from 'zod';

/**
 * The shape of a typed phone, checked before the number itself is read (`readPhone` in
 * `phones.ts`). Apart from `phones.ts` because reading a number needs the numbering plans of every
 * country (libphonenumber's metadata, about 115 KB of the web app): the request schemas check a
 * phone's shape only, and the screens that do not show phones must not load the plans (issue 28).
 */

/** Digits, spaces, dots, dashes, slashes and brackets, with an optional leading +. */
const phoneCharacters = /^\+?[\d\s.\-/()]+$/;

/** Whether a typed value has the shape of a phone number (the number itself is read by `readPhone`). */
export const isPhoneShaped = (value: string): boolean => phoneCharacters.test(value) && /\d/.test(value);

/** The most characters a typed phone may have (E.164 has 15 digits; separators come on top). */
export const phoneMaxLength = 40;

/** A phone written the way the product shows it, for error messages. */
export const phoneExample = '+33 6 10 07 85 57';

/**
 * A typed phone in a request body, checked for its shape only: the server reads it in the country
 * of its context (`readPhone`) and refuses it there, with a 422 on the field, when it is not a
 * valid number. Trimmed; blank is refused (optional fields turn blank into null before).
 */
export const phoneText = (label = 'number') =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} is required.`
          : `${label} must be text.`,
    })
    .trim()
    .min(1, `${label} is required.`)
    .max(phoneMaxLength, `${label} has ${phoneMaxLength} characters at most.`)
    .refine(
      isPhoneShaped,
      `${label} is not a phone number: use digits, spaces, dots or dashes, and + before a country code (e.g. ${phoneExample}).`,
    );
