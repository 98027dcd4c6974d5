import { describe, expect, it } from 'vitest';
import {
  applyDraft,
  clearDraft,
  draftFromFilters,
  emptyRentalDraft,
  stateOfRouteParam,
} from './rental-filters.ts';

describe('the rental list filters', () => {
  it('sends the end date to the end of its day and reads it back as a date', () => {
    const filters = applyDraft(
      { id: { kind: 'number', value: '4' } },
      {
        rentalTypeId: '2',
        stateId: '1',
        startDate: '2026-07-01',
        endDate: '2026-07-20',
        toCollect: false,
        unpaid: true,
      },
    );
    expect(filters).toEqual({
      id: { kind: 'number', value: '4' },
      'rentalType.id': { kind: 'list', values: ['2'] },
      'state.id': { kind: 'list', values: ['1'] },
      unpaid: { kind: 'list', values: ['true'] },
      startDate: { kind: 'date', after: '2026-07-01', before: '' },
      endDate: { kind: 'date', after: '', before: '2026-07-20 23:59:59' },
    });
    expect(draftFromFilters(filters)).toEqual({
      rentalTypeId: '2',
      stateId: '1',
      startDate: '2026-07-01',
      endDate: '2026-07-20',
      toCollect: false,
      unpaid: true,
    });
  });

  it('keeps "to collect at the end of the stay" as the fds filter and reads it back', () => {
    const filters = applyDraft({}, { ...emptyRentalDraft, toCollect: true });
    expect(filters).toEqual({ fds: { kind: 'list', values: ['true'] } });
    expect(draftFromFilters(filters).toCollect).toBe(true);
    expect(clearDraft(filters)).toEqual({});
  });

  it('clears only the panel filters', () => {
    const filters = applyDraft(
      { id: { kind: 'number', value: '4' } },
      { ...emptyRentalDraft, rentalTypeId: '1' },
    );
    expect(clearDraft(filters)).toEqual({ id: { kind: 'number', value: '4' } });
  });

  it('takes the state of /rentals/{state} by id or name, never Failed', () => {
    expect(stateOfRouteParam('in-progress')).toBe('2');
    expect(stateOfRouteParam('3')).toBe('3');
    expect(stateOfRouteParam('5')).toBeNull();
    expect(stateOfRouteParam('failed')).toBeNull();
    expect(stateOfRouteParam(undefined)).toBeNull();
  });
});
