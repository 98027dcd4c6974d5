import { describe, expect, it } from 'vitest';
import { PricingErrorCode } from './api/pricing.ts';
import { ChoosedProductProblem, RentalErrorCode } from './api/rentals.ts';
import { SettingsErrorCode } from './api/settings.ts';
import { declaresParams, errorParams, paramsProblem } from './error-params.ts';
import { PlatformErrorCode } from './errors.ts';

describe('error params', () => {
  it('declares params for the codes whose message names values', () => {
    expect(Object.keys(errorParams).sort()).toEqual(
      [
        RentalErrorCode.productHeld,
        RentalErrorCode.duplicateProduct,
        RentalErrorCode.bikeLimit,
        RentalErrorCode.noPrice,
        ChoosedProductProblem.notAvailable,
        ChoosedProductProblem.usedInContract,
        ChoosedProductProblem.usedOtherwise,
        PricingErrorCode.discountOverlaps,
        SettingsErrorCode.periodStartsBeforePrevious,
      ].sort(),
    );
    expect(declaresParams(RentalErrorCode.bikeLimit)).toBe(true);
    expect(declaresParams(PlatformErrorCode.notFound)).toBe(false);
    expect(declaresParams(undefined)).toBe(false);
  });

  it('fails a code that declares params raised without them, or with others', () => {
    expect(paramsProblem(RentalErrorCode.bikeLimit, undefined)).toMatch(/BIKE_LIMIT needs its params/);
    expect(paramsProblem(RentalErrorCode.bikeLimit, { product: 'VE-1' })).not.toBeNull();
    expect(paramsProblem(PricingErrorCode.discountOverlaps, { start: '2026-01-01' })).not.toBeNull();
    expect(
      paramsProblem(SettingsErrorCode.periodStartsBeforePrevious, { date: '31/03/2026' }),
    ).not.toBeNull();
  });

  it('accepts each code with its params, and a code without params with none', () => {
    expect(paramsProblem(RentalErrorCode.bikeLimit, { products: ['VE-1', 'VE-2'] })).toBeNull();
    expect(paramsProblem(RentalErrorCode.noPrice, { products: [] })).toBeNull();
    expect(paramsProblem(ChoosedProductProblem.usedInContract, { product: 'VT-02' })).toBeNull();
    expect(
      paramsProblem(PricingErrorCode.discountOverlaps, { start: '2026-01-01', end: '2026-12-31' }),
    ).toBeNull();
    expect(paramsProblem(PlatformErrorCode.notFound, undefined)).toBeNull();
    expect(paramsProblem(PlatformErrorCode.notFound, { id: 1 })).toMatch(/carries no params/);
  });
});
