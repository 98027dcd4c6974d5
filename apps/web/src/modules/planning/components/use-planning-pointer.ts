import type { PlanningBlock } from '@velodesk/contract/api/rentals';
import { type MouseEvent, type PointerEvent, useEffect, useState } from 'react';
import { freeRun, periodOfCells, takenCells } from '../planning-cells.ts';
import { type PlanningRow, rowHeight } from '../planning-rows.ts';
import { labelWidth } from './planning-header.tsx';
import type { HoveredBlock } from './planning-tooltip.tsx';
import type { PlanningViewport } from './use-planning-viewport.ts';

export interface Cursor {
  row: number;
  /** -1 is the product's name (its label). */
  cell: number;
}

export interface Selection {
  row: number;
  productId: number;
  anchor: number;
  taken: Uint8Array;
  from: number;
  to: number;
}

/**
 * The grid under the pointer: the cell cursor, the drag over free half-days of a product that
 * reserves it, the tooltip of the block under the pointer, and a click on a block that opens it.
 */
export const usePlanningPointer = ({
  rows,
  windowStart,
  viewport: { viewportRef, bodyRef, cellCount, cellWidth },
  onReserve,
  onOpenRental,
}: {
  rows: PlanningRow[];
  windowStart: string;
  viewport: PlanningViewport;
  onReserve: ((productId: number, period: { startDate: string; endDate: string }) => void) | null;
  onOpenRental: (rentalId: number) => void;
}) => {
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [hovered, setHovered] = useState<HoveredBlock | null>(null);

  // Rows may disappear (a filter, a collapsed range, a refresh): keep the cursor on the grid.
  useEffect(() => {
    if (cursor && cursor.row >= rows.length)
      setCursor(rows.length ? { row: rows.length - 1, cell: cursor.cell } : null);
  }, [rows.length, cursor]);

  /** The row and cell under a pointer (cell -1: the product column). */
  const cellAt = (clientX: number, clientY: number): Cursor | null => {
    const body = bodyRef.current;
    const viewportElement = viewportRef.current;
    if (!body || !viewportElement) return null;
    const bodyRect = body.getBoundingClientRect();
    const row = Math.floor((clientY - bodyRect.top) / rowHeight);
    if (row < 0 || row >= rows.length) return null;
    const viewportLeft = viewportElement.getBoundingClientRect().left;
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

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-rental]');
    if (element) onOpenRental(Number(element.dataset.rental));
  };

  return {
    cursor,
    setCursor,
    selection,
    setSelection,
    hovered,
    setHovered,
    startSelection,
    finishSelection,
    showTooltipOf,
    bodyHandlers: {
      onPointerDown: handlePointerDown,
      onPointerMove: handlePointerMove,
      onPointerUp: handlePointerUp,
      onPointerOver: handlePointerOver,
      onPointerLeave: () => setHovered(null),
      onClick: handleClick,
    },
  };
};

export type PlanningPointer = ReturnType<typeof usePlanningPointer>;
