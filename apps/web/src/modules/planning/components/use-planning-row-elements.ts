import type { PlanningRead } from '@velodesk/contract/api/rentals';
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanningRow } from '../planning-rows.ts';
import { productRowElement, type RowLayout, rangeRowElement } from './planning-grid-rows.tsx';
import type { Selection } from './use-planning-pointer.ts';
import type { PlanningViewport } from './use-planning-viewport.ts';

/**
 * The elements of the rows on screen, built again only when the slice on screen, the rows, the
 * answer, the cell width or the selection change (not on every scroll event nor tooltip).
 */
export const usePlanningRowElements = ({
  answer,
  rows,
  viewport: { cellWidth, cellCount, totalWidth, rowSlice, cellSlice },
  selection,
  onToggleRange,
  onOpenProduct,
}: {
  answer: PlanningRead;
  rows: PlanningRow[];
  viewport: PlanningViewport;
  selection: Selection | null;
  onToggleRange: (rangeId: number) => void;
  onOpenProduct: (productId: number) => void;
}): ReactNode[] => {
  const { t } = useTranslation();
  // Callbacks of the memoised rows read the latest props.
  const callbacks = useRef({ onToggleRange, onOpenProduct });
  callbacks.current = { onToggleRange, onOpenProduct };
  const contract = t('PLANNING.CONTRACT');
  const reservation = t('PLANNING.RESERVATION');
  const disabled = t('PLANNING.LEGEND.DISABLED');
  return useMemo(() => {
    const layout: RowLayout = {
      answer,
      cellWidth,
      cellCount,
      totalWidth,
      cellSlice: { first: cellSlice.first, last: cellSlice.last },
      selection,
      t,
      labels: { contract, reservation, disabled },
      onToggleRange: (rangeId) => callbacks.current.onToggleRange(rangeId),
      onOpenProduct: (productId) => callbacks.current.onOpenProduct(productId),
    };
    const elements: ReactNode[] = [];
    for (let index = rowSlice.first; index <= rowSlice.last; index++) {
      const entry = rows[index];
      if (!entry) continue;
      elements.push(
        entry.kind === 'range'
          ? rangeRowElement(entry, index, layout)
          : productRowElement(entry, index, layout),
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
    contract,
    reservation,
    disabled,
    t,
  ]);
};
