import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { rowHeight, visibleSlice } from '../planning-rows.ts';
import { headerHeight, labelWidth } from './planning-header.tsx';

export const minCellWidth = 22;
const rowOverscan = 4;
const cellOverscan = 8;
/** The slice of a viewport not measured yet: no row, no day. */
const nothingYet = { first: 0, last: -1 } as const;

/**
 * The grid's own windowing (docs/decisions/planning-calendar.md): the viewport's size, the cell
 * width that fills it, and the slice of rows and half-days on screen (plus a few) that the grid
 * puts in the DOM.
 */
export const usePlanningViewport = ({
  rowCount,
  days,
  windowStart,
}: {
  rowCount: number;
  days: number;
  windowStart: string;
}) => {
  const viewportRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Null until the viewport is measured (its layout effect, before the first paint): the grid's
  // rows and days are drawn once, at the viewport's size, rather than at a guess and then again.
  const [measured, setSize] = useState<{ width: number; height: number } | null>(null);
  const size = measured ?? { width: 1200, height: 600 };
  const [scroll, setScroll] = useState({ top: 0, left: 0 });
  const cellCount = days * 2;
  const cellWidth = Math.max(minCellWidth, Math.floor((size.width - labelWidth) / cellCount));
  const totalWidth = labelWidth + cellCount * cellWidth;
  const bodyHeight = rowCount * rowHeight;

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // A viewport not laid out yet (0 × 0) is drawn at a common screen's size until it is.
    const measure = () => {
      const next = { width: viewport.clientWidth || 1200, height: viewport.clientHeight || 600 };
      setSize((previous) =>
        previous?.width === next.width && previous.height === next.height ? previous : next,
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  const rowSlice = measured
    ? visibleSlice(Math.max(0, scroll.top - headerHeight), size.height, rowHeight, rowCount, rowOverscan)
    : nothingYet;
  const cellSlice = measured
    ? visibleSlice(scroll.left, size.width - labelWidth, cellWidth, cellCount, cellOverscan)
    : nothingYet;

  /**
   * The DOM changes only when the slice of rows or days on screen changes, and then within the
   * scroll event (flushSync), so that the frame the browser paints already holds the new rows.
   */
  const handleScroll = () => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const top = viewport.scrollTop;
    const left = viewport.scrollLeft;
    const nextRows = visibleSlice(
      Math.max(0, top - headerHeight),
      size.height,
      rowHeight,
      rowCount,
      rowOverscan,
    );
    const nextCells = visibleSlice(left, size.width - labelWidth, cellWidth, cellCount, cellOverscan);
    if (
      nextRows.first !== rowSlice.first ||
      nextRows.last !== rowSlice.last ||
      nextCells.first !== cellSlice.first ||
      nextCells.last !== cellSlice.last
    )
      flushSync(() => setScroll({ top, left }));
  };

  // A mark the benchmark reads: the grid shows this window's rows (after the browser painted them).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (typeof performance.mark === 'function')
        performance.mark('planning-rendered', { detail: { windowStart, days, rows: rowCount } });
    });
    return () => cancelAnimationFrame(frame);
  }, [windowStart, days, rowCount]);

  return {
    viewportRef,
    bodyRef,
    cellCount,
    cellWidth,
    totalWidth,
    bodyHeight,
    rowSlice,
    cellSlice,
    handleScroll,
  };
};

export type PlanningViewport = ReturnType<typeof usePlanningViewport>;
