import { ChoosedProductProblem, RentalErrorCode } from '@velodesk/contract/api/rentals';
import type { TFunction } from 'i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { codeMessageKey, paramsOf, translate } from '@/shared/errors/error-messages.ts';

/**
 * Where a refused save of a rental shows: on the field or the product line
 * it is about, in the user's language, else in a banner above the form. The products a refusal
 * names are its `params.products` (internal numbers, never read from its English text);
 * INVALID_CHOOSED_PRODUCTS says per product (`products[i]`, with `params.product`) why it cannot be
 * held.
 */
export type RefusedField = 'customer' | 'startDate' | 'endDate' | 'pricingType' | 'discount';

export interface PlacedRefusal {
  fields: Partial<Record<RefusedField, string>>;
  /** By line index. */
  lines: Record<number, string>;
  banner: string | null;
}

const lineIndexOf = (propertyPath: string): number | null => {
  const match = /^products\[(\d+)\]/.exec(propertyPath);
  return match ? Number(match[1]) : null;
};

const problemKeys = {
  [ChoosedProductProblem.notAvailable]: 'RENTAL_EDIT.LINES.NOT_AVAILABLE_NUMBER',
  [ChoosedProductProblem.usedInContract]: 'RENTAL_EDIT.LINES.USED_IN_CONTRACT',
  [ChoosedProductProblem.usedOtherwise]: 'RENTAL_EDIT.LINES.USED_OTHERWISE',
} as const;

/** Codes that are about the products as a whole: they show on the lines they name. */
const lineCodes = {
  [RentalErrorCode.productHeld]: 'RENTAL_EDIT.LINES.HELD',
  [RentalErrorCode.duplicateProduct]: 'RENTAL_EDIT.LINES.DUPLICATE',
  [RentalErrorCode.bikeLimit]: 'RENTAL_EDIT.LINES.BIKE_LIMIT_NUMBER',
  [RentalErrorCode.noPrice]: 'RENTAL_EDIT.LINES.NO_PRICE_NUMBER',
} as const;
type LineCode = keyof typeof lineCodes;
const isLineCode = (code: string | undefined): code is LineCode =>
  code !== undefined && Object.hasOwn(lineCodes, code);

type ProductProblem = keyof typeof problemKeys;
const problemOf = (code: string | undefined): ProductProblem =>
  code !== undefined && Object.hasOwn(problemKeys, code)
    ? (code as ProductProblem)
    : ChoosedProductProblem.notAvailable;

const fieldOfCode: Partial<Record<string, RefusedField>> = {
  [RentalErrorCode.invalidPeriod]: 'endDate',
  [RentalErrorCode.stayPeriodExceeded]: 'endDate',
  [RentalErrorCode.pricingTypeNotFound]: 'pricingType',
  [RentalErrorCode.customerNotFound]: 'customer',
  [RentalErrorCode.stayNotFound]: 'customer',
  [RentalErrorCode.wrongStayState]: 'customer',
};

const refusedFields: readonly string[] = ['customer', 'startDate', 'endDate', 'pricingType', 'discount'];

/**
 * Places a refusal. `lineNumbers` are the internal numbers of the form's lines (by index), to put
 * a refusal naming products on their lines.
 */
export const placeRentalRefusal = (
  error: unknown,
  t: TFunction,
  lineNumbers: readonly (string | null)[],
  fallbackKey:
    | 'RENTAL_EDIT.ERRORS.SAVE_ERROR'
    | 'RENTAL_EDIT.ERRORS.MIGRATE_ERROR' = 'RENTAL_EDIT.ERRORS.SAVE_ERROR',
): PlacedRefusal => {
  const placed: PlacedRefusal = { fields: {}, lines: {}, banner: null };
  if (!isApiError(error) || error.status === 0) {
    placed.banner = t('TECHNIQUE_ERROR');
    return placed;
  }
  const codeKey = codeMessageKey(error.code);
  if (error.status >= 500) {
    placed.banner = codeKey ? translate(t, codeKey) : t('TECHNIQUE_ERROR');
    return placed;
  }
  // The message of the code, else the screen's own (never the server's English description).
  const ownMessage = t(fallbackKey);
  const text = (fallback: string = ownMessage) => (codeKey ? translate(t, codeKey) : fallback);
  if (error.code === RentalErrorCode.invalidChoosedProducts) {
    for (const violation of error.violations) {
      const index = lineIndexOf(violation.propertyPath);
      if (index === null) continue;
      const problem = problemOf(violation.code);
      placed.lines[index] = t(problemKeys[problem], {
        number: paramsOf(violation, problem)?.product ?? lineNumbers[index] ?? '',
      });
    }
    if (Object.keys(placed.lines).length === 0) placed.banner = text();
    return placed;
  }
  if (isLineCode(error.code)) {
    const lineKey = lineCodes[error.code];
    const numbers: readonly string[] = paramsOf(error, error.code)?.products ?? [];
    for (const violation of error.violations) {
      const index = lineIndexOf(violation.propertyPath);
      if (index !== null) placed.lines[index] = t(lineKey, { number: lineNumbers[index] ?? '' });
    }
    lineNumbers.forEach((number, index) => {
      if (number && numbers.includes(number) && placed.lines[index] === undefined)
        placed.lines[index] = t(lineKey, { number });
    });
    if (Object.keys(placed.lines).length === 0) placed.banner = text();
    return placed;
  }
  const field = error.code ? fieldOfCode[error.code] : undefined;
  if (field) {
    placed.fields[field] = text();
    return placed;
  }
  // Checks of the body (422): the fields they name.
  for (const violation of error.violations) {
    const index = lineIndexOf(violation.propertyPath);
    const message = translate(t, codeMessageKey(violation.code) ?? 'FORM.INVALID');
    if (index !== null) placed.lines[index] ??= message;
    else if (refusedFields.includes(violation.propertyPath))
      placed.fields[violation.propertyPath as RefusedField] ??= message;
  }
  if (Object.keys(placed.lines).length === 0 && Object.keys(placed.fields).length === 0)
    placed.banner = codeKey ? translate(t, codeKey) : t(fallbackKey);
  return placed;
};
