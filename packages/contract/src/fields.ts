import { z } from 'zod';
import { iriPattern, maxId, parseIri } from './hydra.ts';
import { hasAtMostDecimals } from './pricing.ts';

/**
 * Field schemas shared by request bodies. They never transform: the web app's forms build on the
 * same schemas and must send what they validated (IRIs stay strings; the server reads the id).
 */

const isMissing = (input: unknown) => input === undefined || input === null;

/** An IRI such as /api/sites/3, required. */
export const iriRef = (resource: string, label = resource) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? `${label} is required.` : undefined) })
    .regex(iriPattern(resource), `must be an IRI like /api/${resource}/1`)
    .refine(
      (value) => !iriPattern(resource).test(value) || parseIri(resource, value) !== null,
      `the id of /api/${resource}/… is at most ${maxId}`,
    );

/** A required text, trimmed, not empty. */
export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? `${label} is required.` : undefined) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`);

/**
 * A text of an optional field as stored: trimmed, blank means null; undefined stays undefined
 * (a PATCH that leaves the field alone). The one blank-to-null rule of the API and the web app.
 */
export function blankToNull(value: string): string | null;
export function blankToNull(value: string | null): string | null;
export function blankToNull(value: string | null | undefined): string | null | undefined;
export function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value?.trim() || null;
}

/**
 * The same rule as a zod preprocess step, for any input: a blank text becomes null; anything else
 * (a text is not trimmed here: its schema trims it) goes through as it is.
 */
export const blankInputToNull = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** An optional text: absent, null or empty all mean "none" (the server stores null). */
export const optionalText = (label: string, max = 255) =>
  z.string().trim().max(max, `${label} is at most ${max} characters.`).nullable().optional();

/** An amount in euros: a number, at least 0, at most 2 decimals. */
export const moneyAmount = (label: string, max = 99_999_999.99) =>
  z
    .number({
      error: (issue) => (isMissing(issue.input) ? `${label} is required.` : `${label} must be a number.`),
    })
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is at most ${max}.`)
    .refine((value) => hasAtMostDecimals(value, 2), `${label} has at most 2 decimals.`);

/** A percentage from 0 to 100, at most 2 decimals. */
export const percentage = (label = 'percentage') =>
  z
    .number({
      error: (issue) => (isMissing(issue.input) ? `${label} is required.` : `${label} must be a number.`),
    })
    .min(0, `${label} is between 0 and 100.`)
    .max(100, `${label} is between 0 and 100.`)
    .refine((value) => hasAtMostDecimals(value, 2), `${label} has at most 2 decimals.`);

/** A reference embedded in answers: its IRI, id and the fields screens read. */
export const embedded = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ '@id': z.string(), id: z.number().int(), ...shape });
