import { idFromIri } from '@velodesk/contract/hydra';
import type { TextKey } from '@/i18n/text-key.ts';
import type { FilterValue, GridFilterKinds, GridFilters } from '@/ui/data-grid/grid-types.ts';
import type { CountryRef } from '../../form/country-ref.ts';

/**
 * The filter panel of a customers list and the grid's column filters share one set of API filters
 * (the grid's state, in the page URL): a text field of the panel is the same "like" filter as the
 * column of the same name, and the grid's reset clears both.
 */
export interface PanelField {
  /** The API filter, e.g. "lastname" or "email.email". */
  filter: string;
  labelKey: TextKey;
  testId: string;
}

export interface PanelDraft {
  country: CountryRef | null;
  texts: Readonly<Record<string, string>>;
}

export const countryFilter = 'country.id';

export const emptyDraft: PanelDraft = { country: null, texts: {} };

/** The kinds of the panel's filters, for the grid's state (its URL). */
export const panelFilterKinds = (fields: readonly PanelField[]): GridFilterKinds => ({
  ...Object.fromEntries(fields.map((field) => [field.filter, 'text' as const])),
  [countryFilter]: 'number',
});

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

/**
 * The panel's fields as the filters now hold them (after a column filter, the reset or the back
 * button changed them). The chosen country is kept while the filter is still on its id.
 */
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
  const country = filters[countryFilter];
  const sameCountry =
    country?.kind === 'number' &&
    draft.country !== null &&
    String(idFromIri(draft.country['@id'])) === country.value;
  return { country: sameCountry ? draft.country : null, texts };
};
