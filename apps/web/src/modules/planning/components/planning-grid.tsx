import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { PlanningRead } from '@velodesk/contract/api/rentals';
import { siteHourOfDay } from '@velodesk/contract/site-clock';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlanningRow, rowHeight } from '../planning-rows.ts';
import classes from './planning-grid.module.css';
import { headerHeight, labelWidth, PlanningHeaderCells, visibleDaysOf } from './planning-header.tsx';
import { PlanningTooltip } from './planning-tooltip.tsx';
import { usePlanningKeys } from './use-planning-keys.ts';
import { usePlanningPointer } from './use-planning-pointer.ts';
import { usePlanningRowElements } from './use-planning-row-elements.ts';
import { usePlanningViewport } from './use-planning-viewport.ts';

export interface PlanningGridProps {
  answer: PlanningRead;
  rows: PlanningRow[];
  /** The window of the answer: its first date and its number of days. */
  windowStart: string;
  days: number;
  /** The site's today and the site's time zone, whose clock places the "now" marker. */
  today: string;
  now: Date;
  timeZone: string;
  filter: string;
  onFilterChange: (filter: string) => void;
  onToggleRange: (rangeId: number) => void;
  onOpenProduct: (productId: number) => void;
  onOpenRental: (rentalId: number) => void;
  /** Null when the user may not reserve (no drag-selection then). */
  onReserve: ((productId: number, period: { startDate: string; endDate: string }) => void) | null;
}

/** Where "now" falls in the window, in cells (AM runs from 00:00 to 13:00, PM from 13:00 to 24:00). */
const nowCell = (windowStart: string, today: string, hours: number, days: number): number | null => {
  const day = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${windowStart}T00:00:00Z`)) / 86_400_000,
  );
  if (day < 0 || day >= days) return null;
  return hours < 13 ? day * 2 + hours / 13 : day * 2 + 1 + (hours - 13) / 11;
};

/**
 * The planning's grid, drawn in the DOM but only what the viewport shows: the rows and the days
 * on screen (plus a few), one element per block, the cell lines painted by the body's background
 * (docs/decisions/planning-calendar.md). The product column and the header rows stay in place
 * (sticky). Drag over free half-days of a product to reserve it; arrows move a cell cursor, Enter
 * opens what it points at, Escape drops the selection or the tooltip.
 */
export function PlanningGrid(props: PlanningGridProps) {
  const { answer, rows, windowStart, days, today, now, timeZone } = props;
  const { t } = useTranslation();
  const viewport = usePlanningViewport({ rowCount: rows.length, days, windowStart });
  const { viewportRef, bodyRef, cellWidth, totalWidth, bodyHeight, cellSlice } = viewport;
  const pointer = usePlanningPointer({
    rows,
    windowStart,
    viewport,
    onReserve: props.onReserve,
    onOpenRental: props.onOpenRental,
  });
  const { cursor, hovered } = pointer;
  const handleKeyDown = usePlanningKeys({
    rows,
    viewport,
    pointer,
    onToggleRange: props.onToggleRange,
    onOpenProduct: props.onOpenProduct,
    onOpenRental: props.onOpenRental,
  });
  const rowElements = usePlanningRowElements({
    answer,
    rows,
    viewport,
    selection: pointer.selection,
    onToggleRange: props.onToggleRange,
    onOpenProduct: props.onOpenProduct,
  });
  const handleScroll = () => {
    if (hovered) pointer.setHovered(null);
    viewport.handleScroll();
  };

  const visibleDays = useMemo(
    () => visibleDaysOf(windowStart, days, cellSlice.first, cellSlice.last, today),
    [cellSlice.first, cellSlice.last, days, windowStart, today],
  );

  const now$ = nowCell(windowStart, today, siteHourOfDay(timeZone, now), days);
  const nowLeft = now$ === null ? null : labelWidth + now$ * cellWidth;

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a virtualised grid (rows and cells come and go with the scroll) */}
      <div
        ref={viewportRef}
        className={classes.viewport}
        onScroll={handleScroll}
        onKeyDown={handleKeyDown}
        tabIndex={0}
        role="grid"
        aria-label={t('PLANNING.GRID_LABEL')}
        aria-rowcount={rows.length + 1}
        data-testid="planning-grid"
        data-days={days}
        data-cell-width={cellWidth}
        data-window-start={windowStart}
      >
        <div style={{ width: totalWidth, height: headerHeight + bodyHeight, position: 'relative' }}>
          <div className={classes.header} style={{ width: totalWidth, height: headerHeight }}>
            <div className={classes.corner} style={{ width: labelWidth }}>
              <TextInput
                size="xs"
                w="100%"
                value={props.filter}
                onChange={(event) => props.onFilterChange(event.currentTarget.value)}
                placeholder={t('PLANNING.FILTER_ROWS')}
                aria-label={t('PLANNING.FILTER_ROWS')}
                leftSection={<IconSearch size={14} />}
                data-testid="planning-row-filter"
              />
            </div>
            <PlanningHeaderCells days={visibleDays} cellWidth={cellWidth} />
            {nowLeft !== null ? <div className={classes.nowHead} style={{ left: nowLeft }} /> : null}
          </div>
          <div
            ref={bodyRef}
            className={classes.body}
            style={{
              height: bodyHeight,
              width: totalWidth,
              backgroundSize: `${2 * cellWidth}px 100%, ${cellWidth}px 100%, 100% ${rowHeight}px`,
              backgroundPosition: `${labelWidth}px 0, ${labelWidth}px 0, 0 ${rowHeight - 1}px`,
            }}
            {...pointer.bodyHandlers}
          >
            {visibleDays
              .filter((entry) => entry.weekend || entry.today)
              .map((entry) => (
                <div
                  key={`s${entry.day}`}
                  className={`${classes.stripe} ${entry.today ? classes.today : classes.weekend}`}
                  style={{ left: labelWidth + entry.day * 2 * cellWidth, width: 2 * cellWidth }}
                />
              ))}
            {rowElements}
            {nowLeft !== null ? (
              <div
                className={classes.now}
                style={{ left: nowLeft }}
                data-testid="planning-now"
                title={t('PLANNING.NOW')}
              />
            ) : null}
            {cursor ? (
              <div
                className={classes.cursor}
                data-testid="planning-cursor"
                style={{
                  top: cursor.row * rowHeight,
                  left:
                    cursor.cell < 0
                      ? (viewportRef.current?.scrollLeft ?? 0)
                      : labelWidth + cursor.cell * cellWidth,
                  width: cursor.cell < 0 ? labelWidth : cellWidth,
                  zIndex: cursor.cell < 0 ? 3 : 1,
                }}
              />
            ) : null}
          </div>
        </div>
      </div>
      {hovered ? <PlanningTooltip hovered={hovered} answer={answer} windowStart={windowStart} /> : null}
    </>
  );
}
