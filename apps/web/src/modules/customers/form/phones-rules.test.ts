import { describe, expect, it } from 'vitest';
import {
  addPhoneRow,
  canAddPhoneRow,
  canRemovePhoneRow,
  duplicatePhoneRows,
  phoneRowsOf,
  phonesToSave,
  removePhoneRow,
} from './phones-rules.ts';

describe('the phone list rules', () => {
  it('always keeps a row to type in', () => {
    expect(phoneRowsOf([])).toEqual(['']);
    expect(removePhoneRow(['0612345678', ''], 1)).toEqual(['0612345678']);
  });

  it('never removes the first row', () => {
    expect(canRemovePhoneRow(0)).toBe(false);
    expect(canRemovePhoneRow(1)).toBe(true);
    expect(removePhoneRow(['0612345678', '0712345678'], 0)).toEqual(['0612345678', '0712345678']);
  });

  it('offers "add" only on a filled row, and never a second empty row', () => {
    expect(canAddPhoneRow([''], 0)).toBe(false);
    expect(canAddPhoneRow(['0612345678'], 0)).toBe(true);
    expect(canAddPhoneRow(['0612345678', ''], 0)).toBe(false);
    expect(addPhoneRow(['0612345678', '0712345678'], 0)).toEqual(['0612345678', '', '0712345678']);
    expect(addPhoneRow([''], 0)).toEqual(['']);
  });

  it('drops blank numbers and repeated numbers when saving', () => {
    expect(phonesToSave([' 06 12 34 56 78 ', '', '   ', '0612345678', '+33712345678'])).toEqual([
      '06 12 34 56 78',
      '+33712345678',
    ]);
  });

  it('finds the rows repeating an earlier number, whatever the spaces', () => {
    expect([...duplicatePhoneRows(['06 12 34 56 78', '', '0612345678', '0700000000'])]).toEqual([2]);
  });
});
