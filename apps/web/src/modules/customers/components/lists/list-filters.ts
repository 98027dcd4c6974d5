import { idFromIri } from '@velodesk/contract/hydra';
import type { FilterValue, GridFilters } from '../../../../ui/data-grid/grid-types.ts';
import type { CountryRef } from '../../form/country-ref.ts';

/**
 * The filter panel of a customers list and the grid's column filters share one set of API filters:
 * a text field of the panel is the same "like" filter as the column of the same name.
 */
export interface PanelField {
  /** The API filter, e.g. "lastname" or "email.email". */
  filter: string;
  labelKey: string;
  testId: string;
}

export interface PanelDraft {
  country: CountryRef | null;
  texts: Readonly<Record<string, string>>;
}

export const countryFilter = 'country.id';

export const emptyDraft: PanelDraft = { country: null, texts: {} };

/** The panel's values applied over the current filters (other column filters are kept). */
export const applyDraft = (
  filters: GridFilters,
  draft: PanelDraft,
  fields: readonly PanelField[],
): GridFilters => {
  const next: Record<string, FilterValue> = { ...filters };
  for (const field of fields) {
    const value = (draft.texts[field.filter] ?? '').trim();
    if (value) next[field.filter] = { kind: 'text', value };
    else delete next[field.filter];
  }
  if (draft.country) next[countryFilter] = { kind: 'number', value: String(idFromIri(draft.country['@id'])) };
  else delete next[countryFilter];
  return next;
};

/** The panel's text fields as the filters now hold them (after a column filter changed). */
export const draftFromFilters = (
  filters: GridFilters,
  draft: PanelDraft,
  fields: readonly PanelField[],
): PanelDraft => {
  const texts: Record<string, string> = {};
  for (const field of fields) {
    const filter = filters[field.filter];
    texts[field.filter] = filter && filter.kind === 'text' ? filter.value : '';
  }
  return { country: filters[countryFilter] ? draft.country : null, texts };
};
