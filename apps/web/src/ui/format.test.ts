import { describe, expect, it } from 'vitest';
import { formatEuros } from './format.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatEuros', () => {
  it('shows cents by default, in the interface language', () => {
    expect(plain(formatEuros(12.5, 'fr'))).toBe('12,50 €');
    expect(formatEuros(12.5, 'en')).toBe('€12.50');
  });

  it('drops needless decimals in the price table and keeps a fraction of a cent where asked', () => {
    expect(plain(formatEuros(12, 'fr', 'upToCents'))).toBe('12 €');
    expect(plain(formatEuros(12.35, 'fr', 'upToCents'))).toBe('12,35 €');
    // Never one decimal: a price with cents shows both digits.
    expect(formatEuros(8.1, 'en', 'upToCents')).toBe('€8.10');
    expect(formatEuros(8, 'en', 'upToCents')).toBe('€8');
    expect(plain(formatEuros(12.5, 'fr', 'upToCents'))).toBe('12,50 €');
    expect(plain(formatEuros(0.005, 'fr', 'upToThousandths'))).toBe('0,005 €');
    expect(plain(formatEuros(0.01, 'fr', 'upToThousandths'))).toBe('0,01 €');
  });
});
