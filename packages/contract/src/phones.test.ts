import { describe, expect, it } from 'vitest';
import { phoneText } from './phone-shape.ts';
import { formatPhone, normalisePhone, phoneKey, phoneRegion, readPhone } from './phones.ts';

describe('readPhone: one normal form (E.164)', () => {
  it.each([
    ['+33 6 10 07 85 57', 'FR', '+33610078557'],
    ['+33 6 10 07 85 57', undefined, '+33610078557'],
    ['0610078557', 'FR', '+33610078557'],
    ['06 10 07 85 57', 'FR', '+33610078557'],
    ['06.10.07.85.57', 'fr', '+33610078557'],
    ['06-10-07-85-57', 'FR', '+33610078557'],
    ['0033 6 10 07 85 57', undefined, '+33610078557'],
    ['(0)6 10 07 85 57', 'FR', '+33610078557'],
    ['02 40 00 00 01', 'FR', '+33240000001'],
    ['+33 2 40 00 00 01', 'IT', '+33240000001'],
  ])('reads %s (in %s) as %s', (input, region, expected) => {
    expect(readPhone(input, region)).toEqual({ ok: true, number: expected });
  });

  it.each([
    // Mobiles of the countries of the demo customers, national and international.
    ['347 123 4567', 'IT', '+393471234567'],
    ['045 640 0001', 'IT', '+390456400001'],
    ['+39 045 640 0001', undefined, '+390456400001'],
    ['0151 23456789', 'DE', '+4915123456789'],
    ['+49 151 23456789', 'FR', '+4915123456789'],
    ['06 12345678', 'NL', '+31612345678'],
    ['+31 6 12345678', undefined, '+31612345678'],
    ['07911 123456', 'GB', '+447911123456'],
    ['+44 7911 123456', undefined, '+447911123456'],
  ])('reads the mobile %s (in %s) as %s', (input, region, expected) => {
    expect(readPhone(input, region)).toEqual({ ok: true, number: expected });
  });

  it('reads a national number in the country of its context', () => {
    expect(normalisePhone('0612345678', 'FR')).toBe('+33612345678');
    expect(normalisePhone('0612345678', 'NL')).toBe('+31612345678');
  });

  it('refuses a national number without a country, asking for the country code', () => {
    const reading = readPhone('0610078557', undefined, 'phoneNumber');
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toMatch(/^phoneNumber .*country code/);
    // "Autres" (ZZ) has no numbering plan.
    expect(readPhone('0610078557', 'ZZ').ok).toBe(false);
    expect(phoneRegion('ZZ')).toBeUndefined();
    expect(phoneRegion('fr')).toBe('FR');
  });

  it.each([
    ['123', 'FR'],
    ['06 10 07 85 5', 'FR'],
    ['+33 6 10 07 85 57 1', undefined],
    ['+33 1', undefined],
    ['06 CALL ME', 'FR'],
    ['phone', 'FR'],
    ['+', 'FR'],
    ['+999 1234 5678', undefined],
    ['06 10 07 85 57 ext. 12', 'FR'],
  ])('refuses %s (in %s) with a message', (input, region) => {
    const reading = readPhone(input, region, 'number');
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toMatch(/^number /);
  });

  it('refuses a blank number', () => {
    expect(readPhone('  ', 'FR', 'phone')).toEqual({ ok: false, message: 'phone is required.' });
  });
});

describe('formatPhone: the international format', () => {
  it.each([
    ['+33610078557', '+33 6 10 07 85 57'],
    ['+33240000001', '+33 2 40 00 00 01'],
    ['+390456400001', '+39 045 640 0001'],
    ['+447911123456', '+44 7911 123456'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('shows an old national row in its country, and anything unreadable as stored', () => {
    expect(formatPhone('0610078557', 'FR')).toBe('+33 6 10 07 85 57');
    expect(formatPhone('0610078557')).toBe('0610078557');
    expect(formatPhone('not a phone')).toBe('not a phone');
    expect(formatPhone('')).toBe('');
  });
});

describe('phoneKey and phoneText', () => {
  it('gives one key to the forms of one number', () => {
    expect(phoneKey('06 10 07 85 57', 'FR')).toBe(phoneKey('+33 6 10 07 85 57', 'FR'));
    expect(phoneKey('06 10', 'FR')).toBe('0610');
  });

  it('checks the shape of a typed number only (the API reads it in its country)', () => {
    expect(phoneText().parse(' 06 10 07 85 57 ')).toBe('06 10 07 85 57');
    expect(phoneText().safeParse('+33 6 10 07 85 57').success).toBe(true);
    expect(phoneText().safeParse('call me').success).toBe(false);
    expect(phoneText().safeParse('').success).toBe(false);
    expect(phoneText().safeParse('1'.repeat(41)).success).toBe(false);
  });
});
