import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekDayOf } from './planning-dates.ts';
import {
  defaultStart,
  durationStorageKey,
  planningSearch,
  readDuration,
  startFromParam,
  writeDuration,
} from './planning-filter.ts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('the planning filter', () => {
  it('starts 3 days before today', () => {
    expect(defaultStart('2030-03-02')).toBe('2030-02-27');
    expect(startFromParam(null, '2030-03-02')).toBe('2030-02-27');
    expect(startFromParam('2030-02-31', '2030-03-02')).toBe('2030-02-27');
    expect(startFromParam('2030-06-01', '2030-03-02')).toBe('2030-06-01');
  });

  it('remembers the duration in the browser, 14 days by default', () => {
    const storage = memoryStorage();
    expect(readDuration(storage)).toBe(14);
    writeDuration(storage, 30);
    expect(storage.getItem(durationStorageKey)).toBe('30');
    expect(readDuration(storage)).toBe(30);
    storage.setItem(durationStorageKey, '15');
    expect(readDuration(storage)).toBe(14);
    expect(readDuration(null)).toBe(14);
  });

  it('keeps working when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDuration(refusing)).toBe(14);
    expect(() => writeDuration(refusing, 21)).not.toThrow();
  });

  it('asks the API for the first morning to the last evening of the window', () => {
    expect(planningSearch('2030-06-01', 30)).toEqual({
      searchStartDate: '2030-06-01',
      searchEndDate: '2030-06-30',
    });
    expect(planningSearch('2030-12-25', 14)).toEqual({
      searchStartDate: '2030-12-25',
      searchEndDate: '2031-01-07',
    });
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(addDays('2030-03-30', 1)).toBe('2030-03-31');
    expect(addDays('2030-03-31', 1)).toBe('2030-04-01');
    expect(daysBetween('2030-03-25', '2030-04-05')).toBe(11);
    expect(weekDayOf('2030-06-01')).toBe(6);
  });
});
