import { RentalErrorCode } from '@velodesk/contract/api/rentals';
import { PlatformErrorCode } from '@velodesk/contract/errors';
import { describe, expect, it } from 'vitest';
import { DomainError, violationOf } from './errors.ts';

/**
 * A code that names values in its message is raised with them (the contract's error-params.ts):
 * the raise functions are typed so, which the `@ts-expect-error` lines prove at `npm run typecheck`.
 */
describe('typed error params', () => {
  it('raises a code with params only through withParams, with them', () => {
    const error = new DomainError(400, 'Bad Request', 'Too many bikes.').withParams(
      RentalErrorCode.bikeLimit,
      {
        products: ['VE-001'],
      },
    );
    expect([error.code, error.params]).toEqual(['BIKE_LIMIT', { products: ['VE-001'] }]);
    // @ts-expect-error BIKE_LIMIT declares params: withCode cannot raise it without them.
    new DomainError(400, 'Bad Request', 'Too many bikes.').withCode(RentalErrorCode.bikeLimit);
    expect(
      new DomainError(404, 'Not Found', 'x').withCode(PlatformErrorCode.notFound).params,
    ).toBeUndefined();
  });

  it('puts params on a violation whose code declares them', () => {
    expect(
      violationOf('products[0]', '[VE-001] not available', 'NOT_AVAILABLE', { product: 'VE-001' }),
    ).toEqual({
      propertyPath: 'products[0]',
      message: '[VE-001] not available',
      code: 'NOT_AVAILABLE',
      params: { product: 'VE-001' },
    });
    // @ts-expect-error NOT_AVAILABLE declares params: a violation of it needs them.
    violationOf('products[0]', '[VE-001] not available', 'NOT_AVAILABLE');
  });
});
