import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  buildGridQuery,
  gridStateFromSearch,
  pageWindow,
  rangeOf,
  searchWithGridState,
} from './grid-query.ts';
import type { GridDefaults, GridFilterKinds, GridState } from './grid-types.ts';

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

  describe('in the page URL', () => {
    const kinds: GridFilterKinds = { name: 'text', id: 'number', startDate: 'date', 'state.id': 'list' };
    const defaults: GridDefaults = { itemsPerPage: 25, sort: { column: 'id', direction: 'desc' } };
    const sortable = ['id', 'name'];
    const state: GridState = {
      page: 3,
      itemsPerPage: 50,
      sort: { column: 'name', direction: 'asc' },
      filters: {
        name: { kind: 'text', value: 'pins' },
        id: { kind: 'number', value: '12' },
        startDate: { kind: 'date', after: '2026-01-01', before: '' },
        'state.id': { kind: 'list', values: ['1', '2'] },
      },
    };

    it('writes the state as the API reads it, keeps other parameters and reads it back', () => {
      const search = searchWithGridState(
        new URLSearchParams('tab=fleet&name=old&page=9'),
        state,
        kinds,
        defaults,
      );
      expect([...search]).toEqual([
        ['tab', 'fleet'],
        ['page', '3'],
        ['itemsPerPage', '50'],
        ['order[name]', 'asc'],
        ['name', 'pins'],
        ['id', '12'],
        ['startDate[after]', '2026-01-01'],
        ['state.id[]', '1'],
        ['state.id[]', '2'],
      ]);
      expect(gridStateFromSearch(search, kinds, defaults, sortable)).toEqual(state);
    });

    it('leaves the defaults out of the URL', () => {
      const initial: GridState = { page: 1, itemsPerPage: 25, sort: defaults.sort, filters: {} };
      expect(
        searchWithGridState(new URLSearchParams('order[name]=asc&id=4'), initial, kinds, defaults).toString(),
      ).toBe('');
      expect(gridStateFromSearch(new URLSearchParams(), kinds, defaults, sortable)).toEqual(initial);
    });

    it('ignores what it does not know or cannot use', () => {
      const read = gridStateFromSearch(
        new URLSearchParams('page=0&itemsPerPage=30&order[city]=asc&order[name]=sideways&other=x&name='),
        kinds,
        defaults,
        sortable,
      );
      expect(read).toEqual({ page: 1, itemsPerPage: 25, sort: defaults.sort, filters: {} });
    });
  });
});
