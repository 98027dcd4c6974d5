import { isIsoDate } from '@velodesk/contract/periods';
import { addDays } from './planning-dates.ts';

/**
 * The planning's filter rules: the window starts 3 days before today, lasts 14, 21 or 30 days (the
 * last choice is remembered in the browser), and moves by a week or jumps by two.
 */
export const planningDurations = [14, 21, 30] as const;
export type PlanningDuration = (typeof planningDurations)[number];
export const defaultDuration: PlanningDuration = 14;
/** The window the planning reads: the longest duration, whatever is drawn (a switch reads nothing). */
export const longestDuration: PlanningDuration = 30;
export const daysBeforeToday = 3;
export const stepDays = 7;
export const jumpDays = 14;

export const durationStorageKey = 'velodesk.planning.duration';

export const isPlanningDuration = (value: unknown): value is PlanningDuration =>
  planningDurations.includes(Number(value) as PlanningDuration) && String(Number(value)) === String(value);

/** The duration last chosen in this browser, or 14 days. */
export const readDuration = (storage: Pick<Storage, 'getItem'> | null): PlanningDuration => {
  try {
    const stored = storage?.getItem(durationStorageKey) ?? null;
    return stored !== null && isPlanningDuration(stored)
      ? (Number(stored) as PlanningDuration)
      : defaultDuration;
  } catch {
    return defaultDuration;
  }
};

export const writeDuration = (storage: Pick<Storage, 'setItem'> | null, duration: PlanningDuration): void => {
  try {
    storage?.setItem(durationStorageKey, String(duration));
  } catch {
    // A browser refusing storage (private mode, quota) keeps the choice for this visit only.
  }
};

export const defaultStart = (today: string): string => addDays(today, -daysBeforeToday);

/** The start of the URL when it is a real date, else the default start. */
export const startFromParam = (param: string | null, today: string): string =>
  param && isIsoDate(param) ? param : defaultStart(today);

/** The search bounds of GET /plannings: the first morning to the last evening of the window. */
export const planningSearch = (start: string, duration: number) => ({
  searchStartDate: start,
  searchEndDate: addDays(start, duration - 1),
});
