import { describe, expect, it } from 'vitest';
import {
  applyDraft,
  draftFromFilters,
  emptyDraft,
  type PanelField,
  panelFilterKinds,
} from './list-filters.ts';

const fields: PanelField[] = [
  { filter: 'lastname', labelKey: 'CUSTOMERS.LASTNAME', testId: 'filter-lastname' },
  { filter: 'address', labelKey: 'CUSTOMERS.ADDRESS', testId: 'filter-address' },
];
const germany = { '@id': '/api/countries/80', name: 'Germany', codeIso31662: 'DE' };

describe('customers list filters', () => {
  it('holds the panel filters in the grid state: its texts and the country id', () => {
    expect(panelFilterKinds(fields)).toEqual({ lastname: 'text', address: 'text', 'country.id': 'number' });
    const filters = applyDraft(
      { city: { kind: 'text', value: 'Tours' } },
      { country: germany, texts: { lastname: ' Martin ', address: '' } },
      fields,
    );
    expect(filters).toEqual({
      city: { kind: 'text', value: 'Tours' },
      lastname: { kind: 'text', value: 'Martin' },
      'country.id': { kind: 'number', value: '80' },
    });
  });

  it('follows the filters, keeping the chosen country only while the filter is on its id', () => {
    const draft = { country: germany, texts: { lastname: 'x' } };
    const on = draftFromFilters({ 'country.id': { kind: 'number', value: '80' } }, draft, fields);
    expect(on).toEqual({ country: germany, texts: { lastname: '', address: '' } });
    expect(
      draftFromFilters({ 'country.id': { kind: 'number', value: '12' } }, draft, fields).country,
    ).toBeNull();
    expect(draftFromFilters({}, draft, fields)).toEqual({
      ...emptyDraft,
      texts: { lastname: '', address: '' },
    });
  });
});
