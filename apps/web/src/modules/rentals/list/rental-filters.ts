import { RentalState, RentalType } from '@velodesk/contract/ids';
import type { TextKey } from '@/i18n/text-key.ts';
import type { FilterValue, GridFilterKinds, GridFilters } from '@/ui/data-grid/grid-types.ts';

/**
 * The filter panel of the rental list (rentals spec "Rental list" and section 9): rental type,
 * state (never Failed), start date sent as startDate[after], end date sent as endDate[before] with
 * 23:59:59 appended, and "unpaid only" (contracts without a stay with something left to pay). The panel and the grid share one set of filters, held in the page URL.
 */
export interface RentalDraft {
  rentalTypeId: string | null;
  stateId: string | null;
  /** yyyy-mm-dd or ''. */
  startDate: string;
  endDate: string;
  /** "To collect at the end of the stay": contracts paid at the end of the stay (fds, issue 24). */
  toCollect: boolean;
  /** Only the contracts without a stay with something left to pay (the API's `unpaid=true`). */
  unpaid: boolean;
}

export const emptyRentalDraft: RentalDraft = {
  rentalTypeId: null,
  stateId: null,
  startDate: '',
  endDate: '',
  toCollect: false,
  unpaid: false,
};

export const rentalFilterKinds: GridFilterKinds = {
  'rentalType.id': 'list',
  'state.id': 'list',
  startDate: 'date',
  endDate: 'date',
  fds: 'list',
  unpaid: 'list',
};

/** The end of the last day the end date filter keeps. */
export const endOfDay = (date: string): string => `${date} 23:59:59`;

export const rentalTypeOptions: ReadonlyArray<{ value: string; labelKey: TextKey }> = [
  { value: String(RentalType.contract), labelKey: 'RENTAL_LIST.TYPE_CONTRACT' },
  { value: String(RentalType.reservation), labelKey: 'RENTAL_LIST.TYPE_RESERVATION' },
];

/** The states a user may filter on: Failed (5) is never listed. */
export const rentalStateOptions: ReadonlyArray<{ value: string; labelKey: TextKey; slug: string }> = [
  { value: String(RentalState.new), labelKey: 'RENTAL_LIST.STATE_NEW', slug: 'new' },
  { value: String(RentalState.inProgress), labelKey: 'RENTAL_LIST.STATE_IN_PROGRESS', slug: 'in-progress' },
  { value: String(RentalState.validated), labelKey: 'RENTAL_LIST.STATE_VALIDATED', slug: 'validated' },
  { value: String(RentalState.cancelled), labelKey: 'RENTAL_LIST.STATE_CANCELLED', slug: 'cancelled' },
];

/** The state of /rentals/{state}: its id (1 to 4) or its name (new, in-progress, validated, cancelled). */
export const stateOfRouteParam = (param: string | undefined): string | null => {
  if (!param) return null;
  const option = rentalStateOptions.find((state) => state.value === param || state.slug === param);
  return option?.value ?? null;
};

const single = (filter: FilterValue | undefined): string | null =>
  filter?.kind === 'list' && filter.values.length === 1 ? (filter.values[0] ?? null) : null;

/** The panel's fields as the filters now hold them (after the grid's reset or the back button). */
export const draftFromFilters = (filters: GridFilters): RentalDraft => {
  const start = filters.startDate;
  const end = filters.endDate;
  return {
    rentalTypeId: single(filters['rentalType.id']),
    stateId: single(filters['state.id']),
    startDate: start?.kind === 'date' ? start.after : '',
    endDate: end?.kind === 'date' ? end.before.slice(0, 10) : '',
    toCollect: single(filters.fds) === 'true',
    unpaid: single(filters.unpaid) === 'true',
  };
};

/** The panel's values applied over the current filters (other filters are kept). */
export const applyDraft = (filters: GridFilters, draft: RentalDraft): GridFilters => {
  const next: Record<string, FilterValue> = { ...filters };
  const setList = (name: string, value: string | null) => {
    if (value) next[name] = { kind: 'list', values: [value] };
    else delete next[name];
  };
  setList('rentalType.id', draft.rentalTypeId);
  setList('state.id', draft.stateId);
  setList('fds', draft.toCollect ? 'true' : null);
  setList('unpaid', draft.unpaid ? 'true' : null);
  if (draft.startDate) next.startDate = { kind: 'date', after: draft.startDate, before: '' };
  else delete next.startDate;
  if (draft.endDate) next.endDate = { kind: 'date', after: '', before: endOfDay(draft.endDate) };
  else delete next.endDate;
  return next;
};

/** Without any of the panel's filters. */
export const clearDraft = (filters: GridFilters): GridFilters => applyDraft(filters, emptyRentalDraft);
