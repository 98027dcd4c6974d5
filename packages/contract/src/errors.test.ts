import { describe, expect, it } from 'vitest';
import { rentalErrorKey } from './errors.ts';

describe('rental error catalogue', () => {
  it('maps each server description of the spec to its message key', () => {
    expect(rentalErrorKey('Unavailable tax rate (0%)')).toBe('RENTALS.RATE_ERROR');
    expect(rentalErrorKey('Tax rate not found')).toBe('RENTALS.RATE_NOT_FOUND_ERROR');
    expect(rentalErrorKey('Already invoiced stay')).toBe('RENTALS.ALREADY_INVOICED_ERROR');
    expect(rentalErrorKey('Transaction with this id already exists')).toBe(
      'RENTALS.TRANSACTION_ALREADY_EXIST_ERROR',
    );
    expect(rentalErrorKey('Transaction not found')).toBe('RENTALS.TRANSACTION_NOT_FOUND_ERROR');
    expect(rentalErrorKey('transaction already lettered')).toBe('RENTALS.TRANSACTION_ALREADY_LETTERED');
    expect(rentalErrorKey('Wrong Stay state')).toBe('RENTALS.WRONG_STAY_STATE_ERROR');
  });

  it('falls back to the reservation error, or the technical error without a description', () => {
    expect(rentalErrorKey('Something else')).toBe('CALENDAR.RESERVATION_CREATE_ERROR');
    expect(rentalErrorKey(undefined)).toBe('TECHNIQUE_ERROR');
    expect(rentalErrorKey('')).toBe('TECHNIQUE_ERROR');
  });
});
