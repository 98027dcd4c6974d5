/**
 * The periods a company's books are closed by (docs/decisions/ledger-closings.md): its accounting
 * years (the company's accounting periods; a day no accounting period covers belongs to its
 * calendar year) and, within them, calendar months cut at an accounting year's first and last day.
 * Days are yyyy-mm-dd strings in the company's time zone.
 */

export interface Period {
  kind: 'month' | 'year';
  start: string;
  end: string;
}

export interface AccountingPeriod {
  startDate: string;
  endDate: string;
}

export const dayAfter = (day: string): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const lastDayOfMonth = (day: string): string => {
  const date = new Date(`${day.slice(0, 7)}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
};

/** The accounting year a day belongs to: the accounting period covering it, or its calendar year. */
export const yearOf = (day: string, periods: readonly AccountingPeriod[]): Period => {
  const covering = periods.find((period) => period.startDate <= day && day <= period.endDate);
  if (covering) return { kind: 'year', start: covering.startDate, end: covering.endDate };
  // A calendar year, cut where an accounting period begins or ends inside it.
  let start = `${day.slice(0, 4)}-01-01`;
  let end = `${day.slice(0, 4)}-12-31`;
  for (const period of periods) {
    if (period.endDate < day && period.endDate >= start) start = dayAfter(period.endDate);
    if (period.startDate > day && period.startDate <= end) {
      const before = new Date(`${period.startDate}T12:00:00Z`);
      before.setUTCDate(before.getUTCDate() - 1);
      end = before.toISOString().slice(0, 10);
    }
  }
  return { kind: 'year', start, end };
};

/** The month a day belongs to: its calendar month, cut at its accounting year's first and last day. */
export const monthOf = (day: string, periods: readonly AccountingPeriod[]): Period => {
  const year = yearOf(day, periods);
  const monthStart = `${day.slice(0, 7)}-01`;
  const monthEnd = lastDayOfMonth(day);
  return {
    kind: 'month',
    start: monthStart < year.start ? year.start : monthStart,
    end: monthEnd > year.end ? year.end : monthEnd,
  };
};

/**
 * The periods of a kind that are finished by `lastClosedDay` (every day of them has its daily
 * closing), starting with the one holding `fromDay`, in order.
 */
export const finishedPeriods = (
  kind: 'month' | 'year',
  fromDay: string,
  lastClosedDay: string,
  periods: readonly AccountingPeriod[],
): Period[] => {
  const of = kind === 'month' ? monthOf : yearOf;
  const finished: Period[] = [];
  for (let day = fromDay; day <= lastClosedDay; ) {
    const period = of(day, periods);
    if (period.end > lastClosedDay) break;
    finished.push(period);
    day = dayAfter(period.end);
  }
  return finished;
};
