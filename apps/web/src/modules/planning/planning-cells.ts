import type { PlanningBlock } from '@velodesk/contract/api/rentals';
import { type EndPeriod, endInstant, type StartPeriod, startInstant } from '@velodesk/contract/periods';
import { addDays } from './planning-dates.ts';

/**
 * Half-day cells: day d of the window has cell 2d (AM, before 13:00) and 2d + 1 (PM). A block's
 * start period 8 begins in the AM cell, 13 in the PM cell; its end period 13 (12:59:59) ends in the
 * AM cell of its end day, 19 in the PM cell, 8 (07:59:59) in the PM cell of the day before.
 */

export const cellOfStart = (day: number, period: number): number => day * 2 + (period === 13 ? 1 : 0);

export const cellOfEnd = (day: number, period: number): number => {
  if (period === 13) return day * 2;
  if (period === 8) return day * 2 - 1;
  return day * 2 + 1;
};

/** The first and last cells (inclusive) a block covers; either may lie outside the window. */
export const blockCells = (block: PlanningBlock): { first: number; last: number } => ({
  first: cellOfStart(block[1], block[2]),
  last: cellOfEnd(block[3], block[4]),
});

/** The cells of a window of `days` days that a product's blocks cover (1 = taken). */
export const takenCells = (blocks: readonly PlanningBlock[], cellCount: number): Uint8Array => {
  const taken = new Uint8Array(cellCount);
  for (const block of blocks) {
    const { first, last } = blockCells(block);
    for (let cell = Math.max(0, first); cell <= Math.min(cellCount - 1, last); cell++) taken[cell] = 1;
  }
  return taken;
};

/**
 * The free run a drag from `anchor` towards `target` selects: it stops before the first taken cell
 * (a reservation never overlaps another). Null when the anchor itself is taken.
 */
export const freeRun = (
  taken: Uint8Array,
  anchor: number,
  target: number,
): { from: number; to: number } | null => {
  if (anchor < 0 || anchor >= taken.length || taken[anchor]) return null;
  const step = target >= anchor ? 1 : -1;
  const bound = Math.max(0, Math.min(taken.length - 1, target));
  let reached = anchor;
  while (reached !== bound && !taken[reached + step]) reached += step;
  return step === 1 ? { from: anchor, to: reached } : { from: reached, to: anchor };
};

/** The reservation period of cells `from` to `to` of a window starting on `windowStart`. */
export const periodOfCells = (
  windowStart: string,
  from: number,
  to: number,
): { startDate: string; endDate: string } => {
  const startPeriod: StartPeriod = from % 2 === 0 ? 8 : 13;
  const endPeriod: EndPeriod = to % 2 === 0 ? 13 : 19;
  return {
    startDate: startInstant(addDays(windowStart, Math.floor(from / 2)), startPeriod),
    endDate: endInstant(addDays(windowStart, Math.floor(to / 2)), endPeriod),
  };
};

/** The date and clock (HH:mm) where a block starts and ends, for its tooltip. */
export const blockMoments = (
  windowStart: string,
  block: PlanningBlock,
): { startDate: string; startTime: string; endDate: string; endTime: string } => ({
  startDate: addDays(windowStart, block[1]),
  startTime: block[2] === 13 ? '13:00' : '08:00',
  endDate: addDays(windowStart, block[3]),
  endTime: block[4] === 13 ? '12:59' : block[4] === 8 ? '07:59' : '19:00',
});

/**
 * Where a block is drawn in a row of `cellCount` cells of `cellWidth` pixels: clipped to the window,
 * with flags telling that it goes on before or after it. Null when it lies wholly outside.
 */
export const blockBox = (
  block: PlanningBlock,
  cellWidth: number,
  cellCount: number,
): {
  left: number;
  width: number;
  first: number;
  last: number;
  continuesBefore: boolean;
  continuesAfter: boolean;
} | null => {
  const { first, last } = blockCells(block);
  if (last < 0 || first >= cellCount || last < first) return null;
  const shownFirst = Math.max(0, first);
  const shownLast = Math.min(cellCount - 1, last);
  return {
    left: shownFirst * cellWidth,
    width: (shownLast - shownFirst + 1) * cellWidth,
    first: shownFirst,
    last: shownLast,
    continuesBefore: first < 0,
    continuesAfter: last >= cellCount,
  };
};

/** The block of a row covering a cell, if any. */
export const blockAtCell = (blocks: readonly PlanningBlock[], cell: number): PlanningBlock | null => {
  for (const block of blocks) {
    const { first, last } = blockCells(block);
    if (cell >= first && cell <= last) return block;
  }
  return null;
};
