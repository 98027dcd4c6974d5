import { describe, expect, it } from 'vitest';
import { withColon } from './label-colon.ts';

describe('a label before its value', () => {
  it('takes a narrow no-break space before the colon in French only', () => {
    expect(withColon('Produits', 'fr')).toBe('Produits\u202f:');
    expect(withColon('Products', 'en')).toBe('Products:');
    expect(withColon('Продукты', 'ru')).toBe('Продукты:');
  });
});
