import { describe, expect, it } from 'vitest';
import { activeFilterCount, buildGridQuery, pageWindow, rangeOf } from './grid-query.ts';

describe('grid query', () => {
  it('builds page, size, order and the four kinds of filters', () => {
    const params = buildGridQuery(
      {
        page: 2,
        itemsPerPage: 10,
        sort: { column: 'name', direction: 'asc' },
        filters: {
          name: { kind: 'text', value: ' pins ' },
          id: { kind: 'number', value: '12' },
          startDate: { kind: 'date', after: '2026-01-01', before: '2026-01-31' },
          'state.id': { kind: 'list', values: ['1', '2'] },
          city: { kind: 'text', value: '' },
        },
      },
      { 'type.id': 2 },
    );
    expect(params.toString()).toBe(
      new URLSearchParams([
        ['type.id', '2'],
        ['page', '2'],
        ['itemsPerPage', '10'],
        ['order[name]', 'asc'],
        ['name', 'pins'],
        ['id', '12'],
        ['startDate[after]', '2026-01-01'],
        ['startDate[before]', '2026-01-31'],
        ['state.id[]', '1'],
        ['state.id[]', '2'],
      ]).toString(),
    );
  });

  it('counts only filters that hold a value', () => {
    expect(
      activeFilterCount({
        a: { kind: 'text', value: '' },
        b: { kind: 'list', values: [] },
        c: { kind: 'date', after: '', before: '2026-01-01' },
      }),
    ).toBe(1);
  });

  it('gives the rows shown on a page', () => {
    expect(rangeOf(1, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(rangeOf(3, 10, 25)).toEqual({ from: 21, to: 25 });
    expect(rangeOf(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('shows at most five page links around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
