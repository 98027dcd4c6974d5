import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, utcDateOf, weekDayOf } from '../planning-dates.ts';
import classes from './planning-grid.module.css';

/** The product column's width and the header rows' heights (months, days, AM/PM). */
export const labelWidth = 230;
const monthHeight = 24;
const dayHeight = 40;
const halfHeight = 20;
export const headerHeight = monthHeight + dayHeight + halfHeight;

export interface VisibleDay {
  /** The day's index in the window (its cells are 2 × day and 2 × day + 1). */
  day: number;
  date: string;
  weekend: boolean;
  today: boolean;
}

/** The days whose cells lie in `firstCell`..`lastCell` of a window of `days` days. */
export const visibleDaysOf = (
  windowStart: string,
  days: number,
  firstCell: number,
  lastCell: number,
  today: string,
): VisibleDay[] => {
  const list: VisibleDay[] = [];
  for (let day = Math.floor(firstCell / 2); day <= Math.min(days - 1, Math.floor(lastCell / 2)); day++) {
    const date = addDays(windowStart, day);
    const weekDay = weekDayOf(date);
    list.push({ day, date, weekend: weekDay === 0 || weekDay === 6, today: date === today });
  }
  return list;
};

const dayFormatters = new Map<string, { weekday: Intl.DateTimeFormat; month: Intl.DateTimeFormat }>();
const formattersOf = (language: string) => {
  let formatters = dayFormatters.get(language);
  if (!formatters) {
    formatters = {
      weekday: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
    dayFormatters.set(language, formatters);
  }
  return formatters;
};

/** "novembre 2026" → "Novembre 2026" (only the first letter: Russian writes "ноябрь 2026 г."). */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The header rows of the days on screen: months, days (weekday and number, weekends and today
 * shaded) and AM/PM, placed at their cells' positions inside the sticky header.
 */
export const PlanningHeaderCells = memo(function PlanningHeaderCells({
  days,
  cellWidth,
}: {
  days: VisibleDay[];
  cellWidth: number;
}) {
  const { t, i18n } = useTranslation();
  const formatters = formattersOf(i18n.resolvedLanguage ?? i18n.language);
  const months: ReactNode[] = [];
  let monthStart = 0;
  for (let index = 0; index < days.length; index++) {
    const current = days[index]!;
    const next = days[index + 1];
    if (next && next.date.slice(0, 7) === current.date.slice(0, 7)) continue;
    const first = days[monthStart]!;
    months.push(
      <div
        key={`m${current.date.slice(0, 7)}`}
        className={`${classes.headCell} ${classes.month}`}
        style={{
          top: 0,
          height: monthHeight,
          left: labelWidth + first.day * 2 * cellWidth,
          width: (current.day - first.day + 1) * 2 * cellWidth,
        }}
      >
        {capitalised(formatters.month.format(utcDateOf(current.date)))}
      </div>,
    );
    monthStart = index + 1;
  }
  return (
    <>
      {months}
      {days.map((entry) => (
        <div
          key={`d${entry.day}`}
          className={`${classes.headCell} ${classes.day} ${entry.weekend ? classes.weekend : ''} ${entry.today ? classes.today : ''}`}
          style={{
            top: monthHeight,
            height: dayHeight,
            left: labelWidth + entry.day * 2 * cellWidth,
            width: 2 * cellWidth,
          }}
          data-date={entry.date}
        >
          <span>{formatters.weekday.format(utcDateOf(entry.date))}</span>
          <span className={classes.dayNumber}>{Number(entry.date.slice(8, 10))}</span>
        </div>
      ))}
      {days.flatMap((entry) =>
        [0, 1].map((half) => (
          <div
            key={`h${entry.day * 2 + half}`}
            className={`${classes.headCell} ${classes.half}`}
            style={{
              top: monthHeight + dayHeight,
              height: halfHeight,
              left: labelWidth + (entry.day * 2 + half) * cellWidth,
              width: cellWidth,
            }}
          >
            {half === 0 ? t('PLANNING.AM') : t('PLANNING.PM')}
          </div>
        )),
      )}
    </>
  );
});
