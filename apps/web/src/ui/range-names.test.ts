import { describe, expect, it } from 'vitest';
import { rangeChoices, rangeDisplayName } from './range-names.ts';

describe('the planning’s range names', () => {
  it('begin with a capital as the grid writes them', () => {
    expect(rangeDisplayName('électrique', 'fr')).toBe('Électrique');
    expect(rangeDisplayName('accessoires', 'fr')).toBe('Accessoires');
    expect(rangeDisplayName('vélo enfant', 'fr')).toBe('Vélo Enfant');
  });

  it('are sorted in the interface language (É with E, not after Z)', () => {
    const options = [
      { value: '/api/ranges/1', label: 'électrique' },
      { value: '/api/ranges/2', label: 'musculaire' },
      { value: '/api/ranges/3', label: 'accessoires' },
      { value: '/api/ranges/4', label: 'Enfant' },
    ];
    expect(rangeChoices(options, 'fr').map((option) => option.label)).toEqual([
      'Accessoires',
      'Électrique',
      'Enfant',
      'Musculaire',
    ]);
  });
});
