import { z } from 'zod';
import { PricingErrorCode } from './api/pricing.ts';
import { ChoosedProductProblem, RentalErrorCode } from './api/rentals.ts';
import { SettingsErrorCode } from './api/settings.ts';
import { isoDateSchema } from './periods.ts';

/**
 * The values an error's message names, by code (docs/decisions/error-codes.md "Parameters"): the
 * API sends them as `params` beside the `code` (of the hydra error, or of a violation), and the web
 * builds its text from `code` + `params`, never from the English description. A code listed here
 * is always raised with its params (the API's raise functions are typed so; its error handler logs
 * an error, which fails the tests, when one comes without them).
 *
 * Kept apart from errors.ts: zod stays out of what the sign-in page loads (web-bundles.md); the web
 * reads these types only (`ErrorParams`), never the schemas.
 */

/** The internal numbers of the products a refusal is about (none when it names no product). */
const products = z.strictObject({ products: z.array(z.string()) });
/** The internal number of the one product a violation is about. */
const product = z.strictObject({ product: z.string() });

export const errorParams = {
  [RentalErrorCode.productHeld]: products,
  [RentalErrorCode.duplicateProduct]: products,
  [RentalErrorCode.bikeLimit]: products,
  [RentalErrorCode.noPrice]: products,
  [ChoosedProductProblem.notAvailable]: product,
  [ChoosedProductProblem.usedInContract]: product,
  [ChoosedProductProblem.usedOtherwise]: product,
  /** The dates of the loyalty discount the new one overlaps. */
  [PricingErrorCode.discountOverlaps]: z.strictObject({ start: isoDateSchema, end: isoDateSchema }),
  /** The end of the previous accounting period. */
  [SettingsErrorCode.periodStartsBeforePrevious]: z.strictObject({ date: isoDateSchema }),
} as const;

export type CodeWithParams = keyof typeof errorParams;
export type ErrorParams<Code extends CodeWithParams> = z.infer<(typeof errorParams)[Code]>;

/** The params a code is raised with: its params when it declares some, nothing otherwise. */
export type ParamsOf<Code extends string> = Code extends CodeWithParams ? [params: ErrorParams<Code>] : [];

export const declaresParams = (code: string | undefined): code is CodeWithParams =>
  code !== undefined && Object.hasOwn(errorParams, code);

/**
 * What is wrong with the params a code is answered with, or null: a code that declares params
 * needs them, of its schema; another code carries none.
 */
export const paramsProblem = (code: string | undefined, params: unknown): string | null => {
  if (!declaresParams(code)) return params === undefined ? null : `${code ?? 'an error'} carries no params`;
  const parsed = errorParams[code].safeParse(params);
  return parsed.success ? null : `${code} needs its params: ${parsed.error.issues[0]?.message ?? ''}`;
};
