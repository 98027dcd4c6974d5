import { TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import type { PlanningBlock, PlanningRead } from '@velodesk/contract/api/rentals';
import { RentalType } from '@velodesk/contract/ids';
import { siteHourOfDay } from '@velodesk/contract/site-clock';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { blockAtCell, blockBox, freeRun, periodOfCells, takenCells } from '../planning-cells.ts';
import { type PlanningRow, rowHeight, visibleSlice } from '../planning-rows.ts';
import classes from './planning-grid.module.css';
import { headerHeight, labelWidth, PlanningHeaderCells, visibleDaysOf } from './planning-header.tsx';
import { type HoveredBlock, PlanningTooltip } from './planning-tooltip.tsx';

export const minCellWidth = 22;
const rowOverscan = 4;
/**
 * Rows are keyed by their slot (index modulo this), not by product: a scroll reuses the row and
 * block elements that leave the screen for those that enter it (React changes their attributes
 * instead of building new elements). Larger than any slice of rows on screen.
 */
const rowSlots = 128;
const cellOverscan = 8;

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

interface Cursor {
  row: number;
  /** -1 is the product's name (its label). */
  cell: number;
}

interface Selection {
  row: number;
  productId: number;
  anchor: number;
  taken: Uint8Array;
  from: number;
  to: number;
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
  const { answer, rows, windowStart, days, today, now, timeZone, onReserve } = props;
  const { t } = useTranslation();
  const viewportRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 1200, height: 600 });
  const [scroll, setScroll] = useState({ top: 0, left: 0 });
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [hovered, setHovered] = useState<HoveredBlock | null>(null);
  const cellCount = days * 2;
  const cellWidth = Math.max(minCellWidth, Math.floor((size.width - labelWidth) / cellCount));
  const totalWidth = labelWidth + cellCount * cellWidth;
  const bodyHeight = rows.length * rowHeight;

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // A viewport not laid out yet (0 × 0) is drawn at a common screen's size until it is.
    const measure = () =>
      setSize({ width: viewport.clientWidth || 1200, height: viewport.clientHeight || 600 });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  const rowSlice = visibleSlice(
    Math.max(0, scroll.top - headerHeight),
    size.height,
    rowHeight,
    rows.length,
    rowOverscan,
  );
  const cellSlice = visibleSlice(scroll.left, size.width - labelWidth, cellWidth, cellCount, cellOverscan);

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
      rows.length,
      rowOverscan,
    );
    const nextCells = visibleSlice(left, size.width - labelWidth, cellWidth, cellCount, cellOverscan);
    if (hovered) setHovered(null);
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
        performance.mark('planning-rendered', { detail: { windowStart, days, rows: rows.length } });
    });
    return () => cancelAnimationFrame(frame);
  }, [windowStart, days, rows.length]);

  // Rows may disappear (a filter, a collapsed range, a refresh): keep the cursor on the grid.
  useEffect(() => {
    if (cursor && cursor.row >= rows.length)
      setCursor(rows.length ? { row: rows.length - 1, cell: cursor.cell } : null);
  }, [rows.length, cursor]);

  /** The row and cell under a pointer (cell -1: the product column). */
  const cellAt = (clientX: number, clientY: number): Cursor | null => {
    const body = bodyRef.current;
    const viewport = viewportRef.current;
    if (!body || !viewport) return null;
    const bodyRect = body.getBoundingClientRect();
    const row = Math.floor((clientY - bodyRect.top) / rowHeight);
    if (row < 0 || row >= rows.length) return null;
    const viewportLeft = viewport.getBoundingClientRect().left;
    if (clientX - viewportLeft < labelWidth) return { row, cell: -1 };
    const cell = Math.floor((clientX - bodyRect.left - labelWidth) / cellWidth);
    return { row, cell: Math.max(0, Math.min(cellCount - 1, cell)) };
  };

  const productRow = (row: number) => {
    const entry = rows[row];
    return entry?.kind === 'product' ? entry : null;
  };

  const startSelection = (row: number, cell: number): Selection | null => {
    const entry = productRow(row);
    if (!entry || entry.disabled || !onReserve) return null;
    const taken = takenCells(entry.product[6], cellCount);
    const run = freeRun(taken, cell, cell);
    return run ? { row, productId: entry.product[0], anchor: cell, taken, ...run } : null;
  };

  const finishSelection = (chosen: Selection | null) => {
    setSelection(null);
    if (chosen && onReserve) onReserve(chosen.productId, periodOfCells(windowStart, chosen.from, chosen.to));
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    if (target.closest('[data-rental],[data-label]')) return;
    const at = cellAt(event.clientX, event.clientY);
    if (!at || at.cell < 0) return;
    setCursor(at);
    const started = startSelection(at.row, at.cell);
    if (!started) return;
    event.preventDefault();
    viewportRef.current?.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setSelection(started);
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!selection) return;
    const at = cellAt(
      event.clientX,
      selection.row * rowHeight + (bodyRef.current?.getBoundingClientRect().top ?? 0),
    );
    if (!at || at.cell < 0) return;
    const run = freeRun(selection.taken, selection.anchor, at.cell);
    if (run && (run.from !== selection.from || run.to !== selection.to))
      setSelection({ ...selection, ...run });
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!selection) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    finishSelection(selection);
  };

  const blockElement = (rentalId: number, row: number): HTMLElement | null =>
    bodyRef.current?.querySelector<HTMLElement>(`[data-row="${row}"] [data-rental="${rentalId}"]`) ?? null;

  const showTooltipOf = (block: PlanningBlock, element: HTMLElement | null) => {
    if (!element) return setHovered(null);
    const rect = element.getBoundingClientRect();
    setHovered({ block, x: rect.left, top: rect.top, bottom: rect.bottom });
  };

  const handlePointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (selection) return;
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-rental]');
    if (!element) return setHovered((previous) => (previous ? null : previous));
    const row = Number(element.closest<HTMLElement>('[data-row]')?.dataset.row);
    const block = productRow(row)?.product[6][Number(element.dataset.block)];
    if (block && hovered?.block !== block) showTooltipOf(block, element);
  };

  const handleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-rental]');
    if (element) props.onOpenRental(Number(element.dataset.rental));
  };

  /** Scrolls so that the cursor's cell is on screen (under the sticky header and column). */
  const reveal = (next: Cursor) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const top = headerHeight + next.row * rowHeight;
    if (top - headerHeight < viewport.scrollTop) viewport.scrollTop = top - headerHeight;
    else if (top + rowHeight > viewport.scrollTop + viewport.clientHeight)
      viewport.scrollTop = top + rowHeight - viewport.clientHeight;
    if (next.cell < 0) return;
    const left = next.cell * cellWidth;
    if (left < viewport.scrollLeft) viewport.scrollLeft = left;
    else if (left + cellWidth > viewport.scrollLeft + viewport.clientWidth - labelWidth)
      viewport.scrollLeft = left + cellWidth - (viewport.clientWidth - labelWidth);
  };

  const activate = (at: Cursor) => {
    const entry = rows[at.row];
    if (!entry) return;
    if (entry.kind === 'range') return props.onToggleRange(entry.rangeId);
    if (at.cell < 0) return props.onOpenProduct(entry.product[0]);
    const block = blockAtCell(entry.product[6], at.cell);
    if (block) return props.onOpenRental(block[0]);
    finishSelection(startSelection(at.row, at.cell));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('input')) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      if (rows.length === 0) return;
      const from = cursor ?? { row: 0, cell: -1 };
      const next = {
        row: Math.max(0, Math.min(rows.length - 1, from.row + move[0])),
        cell: Math.max(-1, Math.min(cellCount - 1, from.cell + move[1])),
      };
      if (selection && event.shiftKey && next.row === selection.row && next.cell >= 0) {
        const run = freeRun(selection.taken, selection.anchor, next.cell);
        if (run) setSelection({ ...selection, ...run });
      } else if (event.shiftKey && next.cell >= 0 && from.cell >= 0 && next.row === from.row) {
        const started = startSelection(from.row, from.cell);
        const run = started ? freeRun(started.taken, started.anchor, next.cell) : null;
        if (started && run) setSelection({ ...started, ...run });
      } else setSelection(null);
      setCursor(next);
      reveal(next);
      const entry = rows[next.row];
      const block =
        entry?.kind === 'product' && next.cell >= 0 ? blockAtCell(entry.product[6], next.cell) : null;
      if (block) requestAnimationFrame(() => showTooltipOf(block, blockElement(block[0], next.row)));
      else setHovered(null);
      return;
    }
    if (event.key === 'Enter' && cursor) {
      event.preventDefault();
      if (selection) finishSelection(selection);
      else activate(cursor);
      return;
    }
    if (event.key === 'Escape') {
      if (selection || hovered || cursor) event.stopPropagation();
      setSelection(null);
      setHovered(null);
      setCursor(null);
    }
  };

  const visibleDays = useMemo(
    () => visibleDaysOf(windowStart, days, cellSlice.first, cellSlice.last, today),
    [cellSlice.first, cellSlice.last, days, windowStart, today],
  );

  const now$ = nowCell(windowStart, today, siteHourOfDay(timeZone, now), days);
  const nowLeft = now$ === null ? null : labelWidth + now$ * cellWidth;

  // Callbacks of the memoised rows read the latest props.
  const propsRef = useRef(props);
  propsRef.current = props;
  const contractLabel = t('PLANNING.CONTRACT');
  const reservationLabel = t('PLANNING.RESERVATION');
  const disabledLabel = t('PLANNING.LEGEND.DISABLED');
  const rowElements = useMemo(() => {
    const elements: ReactNode[] = [];
    for (let index = rowSlice.first; index <= rowSlice.last; index++) {
      const entry = rows[index];
      if (!entry) continue;
      if (entry.kind === 'range') {
        elements.push(
          <div
            key={`r${index % rowSlots}`}
            className={`${classes.row} ${classes.rangeRow}`}
            style={{ top: index * rowHeight, width: totalWidth }}
            data-row={index}
          >
            <div className={classes.label} style={{ width: labelWidth }} data-label>
              <button
                type="button"
                className={classes.labelButton}
                onClick={() => propsRef.current.onToggleRange(entry.rangeId)}
                aria-expanded={!entry.collapsed}
                tabIndex={-1}
              >
                {entry.collapsed ? <IconChevronRight size={16} /> : <IconChevronDown size={16} />}
                <span className={classes.rangeName}>{entry.name}</span>
                <span className={classes.model}>
                  {t('PLANNING.PRODUCT_COUNT', { count: entry.productCount })}
                </span>
              </button>
            </div>
          </div>,
        );
        continue;
      }
      const product = entry.product;
      const blocks: ReactNode[] = [];
      const rowBlocks = product[6];
      for (let b = 0; b < rowBlocks.length; b++) {
        const block = rowBlocks[b]!;
        const box = blockBox(block, cellWidth, cellCount);
        if (!box || box.last < cellSlice.first || box.first > cellSlice.last) continue;
        const rental = answer.rentals[block[0]];
        blocks.push(
          <button
            type="button"
            key={b}
            className={classes.block}
            data-colour={rental?.[2] ?? 'error'}
            data-rental={block[0]}
            data-block={b}
            data-before={box.continuesBefore || undefined}
            data-after={box.continuesAfter || undefined}
            tabIndex={-1}
            aria-label={`${rental?.[0] === RentalType.contract ? contractLabel : reservationLabel} ${block[0]} · ${rental?.[5] ?? ''}`}
            style={{ left: labelWidth + box.left + 1, width: box.width - 2 }}
          >
            {box.width >= 3 * cellWidth ? rental?.[5] : null}
          </button>,
        );
      }
      elements.push(
        <div
          key={`p${index % rowSlots}`}
          className={classes.row}
          style={{ top: index * rowHeight, width: totalWidth }}
          data-row={index}
          data-product={product[0]}
          data-internal-number={product[1]}
          data-disabled={entry.disabled || undefined}
        >
          <div className={classes.label} style={{ width: labelWidth }} data-label>
            <button
              type="button"
              className={classes.labelButton}
              onClick={() => propsRef.current.onOpenProduct(product[0])}
              title={t('PLANNING.CHANGE_STATUS', { internalNumber: product[1] })}
              tabIndex={-1}
            >
              <span className={classes.internalNumber}>{product[1]}</span>
              <span className={classes.model}>
                {product[4]}
                {product[5] ? ` · ${product[5]}` : ''}
              </span>
            </button>
          </div>
          {entry.disabled ? (
            <div
              className={classes.disabledCells}
              style={{ left: labelWidth, width: cellCount * cellWidth }}
              title={disabledLabel}
            />
          ) : null}
          {blocks}
          {selection && selection.row === index ? (
            <div
              className={classes.selection}
              data-testid="planning-selection"
              style={{
                left: labelWidth + selection.from * cellWidth,
                width: (selection.to - selection.from + 1) * cellWidth,
              }}
            />
          ) : null}
        </div>,
      );
    }
    return elements;
  }, [
    rowSlice.first,
    rowSlice.last,
    cellSlice.first,
    cellSlice.last,
    rows,
    answer,
    cellWidth,
    cellCount,
    totalWidth,
    selection,
    contractLabel,
    reservationLabel,
    disabledLabel,
    t,
  ]);

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
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={handlePointerUp}
            onPointerOver={handlePointerOver}
            onPointerLeave={() => setHovered(null)}
            onClick={handleClick}
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
