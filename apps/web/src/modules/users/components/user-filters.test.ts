import { describe, expect, it } from 'vitest';
import type { GridFilters } from '@/ui/data-grid/grid-types.ts';
import { emptyUserFilters, gridFiltersWithUser, userFiltersFromGrid } from './user-filters.tsx';

describe('user filters and the grid filters', () => {
  it('applies the panel under the column filters own keys, keeping the other column filters', () => {
    const columns: GridFilters = {
      entryDate: { kind: 'date', after: '2026-01-01', before: '' },
      lastName: { kind: 'text', value: 'old' },
    };
    const next = gridFiltersWithUser(columns, {
      destination: { id: 4, name: 'Lago Verde' },
      id: 12,
      firstName: ' Ann ',
      lastName: '',
      activated: '0',
    });
    expect(next).toEqual({
      entryDate: { kind: 'date', after: '2026-01-01', before: '' },
      'destinations.id': { kind: 'number', value: '4' },
      id: { kind: 'number', value: '12' },
      firstName: { kind: 'text', value: 'Ann' },
      activated: { kind: 'list', values: ['0'] },
    });
  });

  it('shows in the panel what the grid filters hold (a column filter, the reset, the back button)', () => {
    const filters: GridFilters = {
      id: { kind: 'number', value: '7' },
      lastName: { kind: 'text', value: 'Martin' },
      activated: { kind: 'list', values: ['1'] },
      'destinations.id': { kind: 'number', value: '4' },
    };
    const chosen = { ...emptyUserFilters, destination: { id: 4, name: 'Lago Verde' } };
    expect(userFiltersFromGrid(filters, chosen)).toEqual({
      destination: { id: 4, name: 'Lago Verde' },
      id: 7,
      firstName: '',
      lastName: 'Martin',
      activated: '1',
    });
    // Both states chosen in the column, or another destination: the panel cannot show it as chosen.
    const both: GridFilters = {
      activated: { kind: 'list', values: ['1', '0'] },
      'destinations.id': { kind: 'number', value: '4' },
    };
    expect(userFiltersFromGrid(both, { ...emptyUserFilters, destination: { id: 9, name: 'Other' } })).toEqual(
      emptyUserFilters,
    );
    expect(userFiltersFromGrid({}, chosen)).toEqual(emptyUserFilters);
  });
});
