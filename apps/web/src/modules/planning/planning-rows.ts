import {
  type PlanningProduct,
  type PlanningRead,
  planningDisabledStatuses,
} from '@velodesk/contract/api/rentals';

/**
 * The planning's rows: a header row per range (collapsible) followed by one row per product. The
 * answer's arrays are read in place (no copy per block); a row only points at its product tuple.
 */
export type PlanningRow =
  | { kind: 'range'; rangeId: number; name: string; productCount: number; collapsed: boolean }
  | { kind: 'product'; rangeId: number; product: PlanningProduct; disabled: boolean };

export const rowHeight = 40;

/** Whether a product matches the box that filters rows: its internal number or its model. */
export const matchesRowFilter = (product: PlanningProduct, needle: string): boolean =>
  needle === '' || product[1].toLowerCase().includes(needle) || product[4].toLowerCase().includes(needle);

export const buildRows = (
  answer: Pick<PlanningRead, 'ranges'> | undefined,
  collapsed: ReadonlySet<number>,
  filter: string,
): PlanningRow[] => {
  if (!answer) return [];
  const needle = filter.trim().toLowerCase();
  const rows: PlanningRow[] = [];
  for (const range of answer.ranges) {
    const products =
      needle === '' ? range.products : range.products.filter((p) => matchesRowFilter(p, needle));
    if (products.length === 0) continue;
    const isCollapsed = collapsed.has(range.id);
    rows.push({
      kind: 'range',
      rangeId: range.id,
      name: range.name,
      productCount: products.length,
      collapsed: isCollapsed,
    });
    if (isCollapsed) continue;
    for (const product of products)
      rows.push({
        kind: 'product',
        rangeId: range.id,
        product,
        disabled: planningDisabledStatuses.includes(product[2]),
      });
  }
  return rows;
};

/** The number of days of an answer's window (from its search bounds' dates). */
export const answerDays = (answer: Pick<PlanningRead, 'searchStartDate' | 'searchEndDate'>): number => {
  const start = Date.parse(`${answer.searchStartDate.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${answer.searchEndDate.slice(0, 10)}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
};

/**
 * The slice of items (rows or cells) to put in the DOM for a scroll offset: what the viewport shows
 * plus `overscan` on each side, snapped to multiples of `overscan` so that small scrolls do not
 * render again.
 */
export const visibleSlice = (
  offset: number,
  viewport: number,
  itemSize: number,
  count: number,
  overscan: number,
): { first: number; last: number } => {
  if (count === 0 || itemSize <= 0) return { first: 0, last: -1 };
  const firstSeen = Math.max(0, Math.floor(offset / itemSize));
  const lastSeen = Math.min(count - 1, Math.ceil((offset + viewport) / itemSize));
  const first = Math.max(0, Math.floor(firstSeen / overscan) * overscan - overscan);
  const last = Math.min(count - 1, (Math.floor(lastSeen / overscan) + 2) * overscan - 1);
  return { first, last };
};
