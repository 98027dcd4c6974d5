import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { PlanningRead } from '@velodesk/contract/api/rentals';
import { RentalType } from '@velodesk/contract/ids';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { blockBox } from '../planning-cells.ts';
import { type PlanningRow, rowHeight } from '../planning-rows.ts';
import classes from './planning-grid.module.css';
import { labelWidth } from './planning-header.tsx';
import type { Selection } from './use-planning-pointer.ts';

/**
 * Rows are keyed by their slot (index modulo this), not by product: a scroll reuses the row and
 * block elements that leave the screen for those that enter it (React changes their attributes
 * instead of building new elements). Larger than any slice of rows on screen.
 */
const rowSlots = 128;

/** What every row of one render shares. */
export interface RowLayout {
  answer: PlanningRead;
  cellWidth: number;
  cellCount: number;
  totalWidth: number;
  cellSlice: { first: number; last: number };
  selection: Selection | null;
  t: TFunction;
  labels: { contract: string; reservation: string; disabled: string };
  /** The latest props' callbacks (the rows are memoised). */
  onToggleRange: (rangeId: number) => void;
  onOpenProduct: (productId: number) => void;
}

// Plain functions, not components: the grid's elements stay exactly those of one component, for
// the scroll's speed (docs/benchmarks.md).

/** A range's row: its name, its product count, and the button that folds it. */
export const rangeRowElement = (
  entry: Extract<PlanningRow, { kind: 'range' }>,
  index: number,
  layout: RowLayout,
): ReactNode => (
  <div
    key={`r${index % rowSlots}`}
    className={`${classes.row} ${classes.rangeRow}`}
    style={{ top: index * rowHeight, width: layout.totalWidth }}
    data-row={index}
  >
    <div className={classes.label} style={{ width: labelWidth }} data-label>
      <button
        type="button"
        className={classes.labelButton}
        onClick={() => layout.onToggleRange(entry.rangeId)}
        aria-expanded={!entry.collapsed}
        tabIndex={-1}
      >
        {entry.collapsed ? <IconChevronRight size={16} /> : <IconChevronDown size={16} />}
        <span className={classes.rangeName}>{entry.name}</span>
        <span className={classes.model}>
          {layout.t('PLANNING.PRODUCT_COUNT', { count: entry.productCount })}
        </span>
      </button>
    </div>
  </div>
);

/** The blocks of a product's row that fall in the days on screen. */
const blockElements = (product: Extract<PlanningRow, { kind: 'product' }>['product'], layout: RowLayout) => {
  const { cellWidth, cellCount, cellSlice, answer, labels } = layout;
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
        aria-label={`${rental?.[0] === RentalType.contract ? labels.contract : labels.reservation} ${block[0]} · ${rental?.[5] ?? ''}`}
        style={{ left: labelWidth + box.left + 1, width: box.width - 2 }}
      >
        {box.width >= 3 * cellWidth ? rental?.[5] : null}
      </button>,
    );
  }
  return blocks;
};

/** A product's row: its label (opens its status), its rentals' blocks and the selection under way. */
export const productRowElement = (
  entry: Extract<PlanningRow, { kind: 'product' }>,
  index: number,
  layout: RowLayout,
): ReactNode => {
  const { cellWidth, cellCount, selection, t } = layout;
  const product = entry.product;
  return (
    <div
      key={`p${index % rowSlots}`}
      className={classes.row}
      style={{ top: index * rowHeight, width: layout.totalWidth }}
      data-row={index}
      data-product={product[0]}
      data-internal-number={product[1]}
      data-disabled={entry.disabled || undefined}
    >
      <div className={classes.label} style={{ width: labelWidth }} data-label>
        <button
          type="button"
          className={classes.labelButton}
          onClick={() => layout.onOpenProduct(product[0])}
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
          title={layout.labels.disabled}
        />
      ) : null}
      {blockElements(product, layout)}
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
    </div>
  );
};
