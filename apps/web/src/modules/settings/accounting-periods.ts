import { isIsoDate } from '@velodesk/contract/periods';

/**
 * The accounting periods of the company form (back-office spec "Accounting periods"): rows are
 * added and removed (never the first), new ones are created inactive after the company is saved, and saved ones are
 * shown but never re-sent. A company may have no period at all (the demo companies have none): a
 * new row left blank (no start, no end) is no error and is not sent. Dates are chained: a row's end is not before its
 * start, and a row does not start before the end of the row above it (the server's rule too).
 */
export interface PeriodRow {
  /** A key for React and for the row's errors. */
  key: string;
  /** Set once the period exists on the server. */
  id: number | null;
  startDate: string;
  endDate: string;
  activated: boolean;
}

export type PeriodErrorKind = 'required' | 'invalid' | 'endBeforeStart' | 'startBeforePrevious';

export interface PeriodRowErrors {
  startDate?: PeriodErrorKind;
  endDate?: PeriodErrorKind;
  /** The end of the row above, for the "starts before the previous end" message. */
  previousEnd?: string;
}

let sequence = 0;
export const newPeriodRow = (): PeriodRow => {
  sequence += 1;
  return { key: `new-${sequence}`, id: null, startDate: '', endDate: '', activated: false };
};

export const savedPeriodRows = (
  periods: ReadonlyArray<{ id: number; startDate: string; endDate: string; activated: boolean }>,
): PeriodRow[] =>
  [...periods]
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((period) => ({
      key: `saved-${period.id}`,
      id: period.id,
      startDate: period.startDate,
      endDate: period.endDate,
      activated: period.activated,
    }));

const dateError = (value: string): PeriodErrorKind | undefined => {
  if (value.trim() === '') return 'required';
  return isIsoDate(value) ? undefined : 'invalid';
};

/** A new row whose two dates are still empty: offered to type in, never required, never sent. */
export const isBlankPeriodRow = (row: PeriodRow): boolean =>
  row.id === null && row.startDate.trim() === '' && row.endDate.trim() === '';

/** The errors of each row (saved rows have none: they are not sent again; blank rows neither). */
export const periodErrors = (rows: readonly PeriodRow[]): PeriodRowErrors[] =>
  rows.map((row, index) => {
    if (row.id !== null || isBlankPeriodRow(row)) return {};
    const errors: PeriodRowErrors = {};
    const start = dateError(row.startDate);
    const end = dateError(row.endDate);
    if (start) errors.startDate = start;
    if (end) errors.endDate = end;
    if (!start && !end && row.endDate < row.startDate) errors.endDate = 'endBeforeStart';
    const previous = index > 0 ? rows[index - 1] : undefined;
    if (!start && previous && isIsoDate(previous.endDate) && row.startDate < previous.endDate) {
      errors.startDate = 'startBeforePrevious';
      errors.previousEnd = previous.endDate;
    }
    return errors;
  });

export const hasPeriodErrors = (errors: readonly PeriodRowErrors[]): boolean =>
  errors.some((row) => row.startDate !== undefined || row.endDate !== undefined);

/** The rows still to create on the server, in order (blank rows left out). */
export const unsavedPeriods = (rows: readonly PeriodRow[]): PeriodRow[] =>
  rows.filter((row) => row.id === null && !isBlankPeriodRow(row));
