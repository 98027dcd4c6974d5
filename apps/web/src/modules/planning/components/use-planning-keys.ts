import type { KeyboardEvent } from 'react';
import { blockAtCell, freeRun } from '../planning-cells.ts';
import { type PlanningRow, rowHeight } from '../planning-rows.ts';
import { headerHeight, labelWidth } from './planning-header.tsx';
import type { Cursor, PlanningPointer } from './use-planning-pointer.ts';
import type { PlanningViewport } from './use-planning-viewport.ts';

const moves: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/**
 * The grid's keyboard: arrows move the cell cursor (Shift selects free half-days), Enter opens
 * what the cursor points at or reserves the selection, Escape drops the selection or the tooltip.
 */
export const usePlanningKeys = ({
  rows,
  viewport: { viewportRef, bodyRef, cellCount, cellWidth },
  pointer,
  onToggleRange,
  onOpenProduct,
  onOpenRental,
}: {
  rows: PlanningRow[];
  viewport: PlanningViewport;
  pointer: PlanningPointer;
  onToggleRange: (rangeId: number) => void;
  onOpenProduct: (productId: number) => void;
  onOpenRental: (rentalId: number) => void;
}) => {
  const { cursor, setCursor, selection, setSelection, hovered, setHovered } = pointer;

  const blockElement = (rentalId: number, row: number): HTMLElement | null =>
    bodyRef.current?.querySelector<HTMLElement>(`[data-row="${row}"] [data-rental="${rentalId}"]`) ?? null;

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
    if (entry.kind === 'range') return onToggleRange(entry.rangeId);
    if (at.cell < 0) return onOpenProduct(entry.product[0]);
    const block = blockAtCell(entry.product[6], at.cell);
    if (block) return onOpenRental(block[0]);
    pointer.finishSelection(pointer.startSelection(at.row, at.cell));
  };

  const moveCursor = (event: KeyboardEvent<HTMLDivElement>, move: [number, number]) => {
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
      const started = pointer.startSelection(from.row, from.cell);
      const run = started ? freeRun(started.taken, started.anchor, next.cell) : null;
      if (started && run) setSelection({ ...started, ...run });
    } else setSelection(null);
    setCursor(next);
    reveal(next);
    const entry = rows[next.row];
    const block =
      entry?.kind === 'product' && next.cell >= 0 ? blockAtCell(entry.product[6], next.cell) : null;
    if (block) requestAnimationFrame(() => pointer.showTooltipOf(block, blockElement(block[0], next.row)));
    else setHovered(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('input')) return;
    const move = moves[event.key];
    if (move) return moveCursor(event, move);
    if (event.key === 'Enter' && cursor) {
      event.preventDefault();
      if (selection) pointer.finishSelection(selection);
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

  return handleKeyDown;
};
