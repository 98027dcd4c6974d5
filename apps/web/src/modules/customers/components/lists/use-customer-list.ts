import { useQuery } from '@tanstack/react-query';
import type { CustomerRead } from '@velodesk/contract/api/customers';
import { useState } from 'react';
import { activeCountriesQuery, fetchActiveCountries } from '@/modules/reference/api/reference-api.ts';
import { referenceStaleTime } from '@/modules/reference/hooks/use-reference-lists.ts';
import { countryKeys } from '@/shared/data/keys/reference-keys.ts';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { gridStateShape, useUrlGridState } from '@/ui/data-grid/use-grid-state.ts';
import {
  applyDraft,
  countryFilter,
  draftFromFilters,
  emptyDraft,
  type PanelDraft,
  type PanelField,
  panelFilterKinds,
} from './list-filters.ts';

/**
 * The state of a customers list: the grid's page, sort and filters in the page URL, and the filter
 * panel's draft, which follows the filters whenever they change elsewhere (a column filter, the
 * grid's reset, the back button) and is applied to them by Validate. A list opened from its URL
 * with a country filter names that country in the panel (the URL holds only its id).
 */
export const useCustomerList = (
  columns: readonly GridColumn<CustomerRead>[],
  fields: readonly PanelField[],
) => {
  const shape = gridStateShape(columns, { extraFilters: panelFilterKinds(fields) });
  const [grid, setGrid] = useUrlGridState(shape);
  const filtersKey = JSON.stringify(grid.filters);
  const [draft, setDraft] = useState<PanelDraft>(() => draftFromFilters(grid.filters, emptyDraft, fields));
  const [draftKey, setDraftKey] = useState(filtersKey);
  if (draftKey !== filtersKey) {
    setDraftKey(filtersKey);
    setDraft(draftFromFilters(grid.filters, draft, fields));
  }
  const countryId = grid.filters[countryFilter];
  // Once: a country the user then clears stays cleared until Validate.
  const [namedCountry, setNamedCountry] = useState('');
  const needsCountry =
    countryId?.kind === 'number' && draft.country === null && namedCountry !== countryId.value;
  const countries = useQuery({
    queryKey: countryKeys.list(activeCountriesQuery),
    queryFn: ({ signal }) => fetchActiveCountries(signal),
    staleTime: referenceStaleTime,
    enabled: needsCountry,
  });
  const named = needsCountry
    ? countries.data?.find((country) => String(country.id) === countryId.value)
    : undefined;
  if (named) {
    setNamedCountry(String(named.id));
    setDraft({
      ...draft,
      country: { '@id': named['@id'], name: named.name, codeIso31662: named.codeIso31662 },
    });
  }
  const validate = () => setGrid({ ...grid, filters: applyDraft(grid.filters, draft, fields), page: 1 });
  return { shape, grid, setGrid, draft, setDraft, validate };
};
