import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

describe('country names', () => {
  it('names a country in the interface language from its ISO code', () => {
    const italy = { name: 'Italie', codeIso31662: 'IT' };
    expect(countryName(italy, 'en')).toBe('Italy');
    expect(countryName(italy, 'de')).toBe('Italien');
    expect(countryName(italy, 'fr')).toBe('Italie');
  });

  it('keeps the stored name for the business\'s own "Autres" country', () => {
    expect(countryName({ name: 'Autres', codeIso31662: 'ZZ' }, 'en')).toBe('Autres');
  });
});
