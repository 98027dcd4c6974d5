import type { RentalListItem } from '@velodesk/contract/api/rentals';
import { useState } from 'react';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { gridStateShape, useUrlGridState } from '@/ui/data-grid/use-grid-state.ts';
import {
  applyDraft,
  clearDraft,
  draftFromFilters,
  type RentalDraft,
  rentalFilterKinds,
} from '../rental-filters.ts';

/**
 * The state of the rental list: the grid's page, sort and filters in the page URL, and the filter
 * panel's draft, which follows the filters whenever they change elsewhere (the grid's reset, a
 * column filter, the back button) and is applied by Validate. On /rentals/{state} the route's
 * state is fixed: it is shown in the panel and never taken from it.
 */
export const useRentalList = (
  columns: readonly GridColumn<RentalListItem>[],
  fixedStateId: string | null,
) => {
  const shape = gridStateShape(columns, { extraFilters: rentalFilterKinds });
  const [grid, setGrid] = useUrlGridState(shape);
  const withFixedState = (draft: RentalDraft): RentalDraft =>
    fixedStateId ? { ...draft, stateId: fixedStateId } : draft;
  const filtersKey = JSON.stringify(grid.filters);
  const [draft, setDraft] = useState<RentalDraft>(() => withFixedState(draftFromFilters(grid.filters)));
  const [draftKey, setDraftKey] = useState(filtersKey);
  if (draftKey !== filtersKey) {
    setDraftKey(filtersKey);
    setDraft(withFixedState(draftFromFilters(grid.filters)));
  }
  const validate = () =>
    setGrid({
      ...grid,
      filters: applyDraft(grid.filters, fixedStateId ? { ...draft, stateId: null } : draft),
      page: 1,
    });
  const clear = () => setGrid({ ...grid, filters: clearDraft(grid.filters), page: 1 });
  return { shape, grid, setGrid, draft, setDraft, validate, clear };
};
