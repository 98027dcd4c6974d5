import { type AvailableProductGroup, isBikeRange, type RentalRead } from '@velodesk/contract/api/rentals';
import { fromCents } from '@velodesk/contract/pricing';
import { groupPrice, type LinePrice, totalsOf } from './line-pricing.ts';
import type { RentalLine } from './rental-form.ts';
import type { AvailableProducts } from './use-rental-availability.ts';

/** What the screens show of one product line. */
export interface LineView {
  line: RentalLine;
  index: number;
  group: AvailableProductGroup | null;
  internalNumber: string | null;
  /** null while the availability of the period is unknown (loading, or no valid period). */
  available: boolean | null;
  price: LinePrice | null;
  noPrice: boolean;
  /** The discounted amount, in euros, in the display of its price (HT or TTC). */
  amount: number | null;
  isBike: boolean;
  /** The display of a saved line's amount shown without a price on screen (read-only rentals). */
  savedDisplay?: 'TTC';
  /** A refusal of the server about this line. */
  refusal: string | null;
}

/**
 * Each line's state and price and the rental's totals: a line's product available or not over the
 * period, its price in the pricing type, its discounted amount; a line priced nowhere on screen
 * shows its saved amount.
 */
export const rentalLineViews = ({
  lines,
  byProduct,
  groups,
  pricingTypeId,
  discount,
  lineErrors,
  readOnly,
  rental,
}: {
  lines: readonly RentalLine[];
  byProduct: AvailableProducts;
  groups: readonly AvailableProductGroup[] | null;
  pricingTypeId: number | null;
  discount: number;
  lineErrors: ReadonlyArray<{ productId?: { message?: string } } | undefined>;
  readOnly: boolean | undefined;
  rental: RentalRead | null | undefined;
}) => {
  const lineViews: LineView[] = lines.map((line, index) => {
    const found = line.productId === null ? undefined : byProduct.get(line.productId);
    const group = found?.group ?? null;
    const price = group ? groupPrice(group, pricingTypeId) : null;
    return {
      line,
      index,
      group,
      internalNumber: found?.internalNumber ?? line.internalNumber,
      available: line.productId === null || groups === null || readOnly ? null : Boolean(found),
      price,
      noPrice: group !== null && price === null,
      amount: null,
      isBike: group ? isBikeRange(group.range.name) : false,
      refusal: lineErrors[index]?.productId?.message ?? null,
    };
  });
  const priced = lineViews.filter((view) => view.price !== null);
  const hasProducts = lines.some((line) => line.productId !== null);
  // Nothing priced on screen while products are there but their prices are unknown (a read-only
  // rental, or availability not read yet): the saved amounts. No product at all: nothing to pay
  // (every line removed must not leave the saved totals on screen).
  const totals =
    priced.length === 0 && hasProducts && groups === null
      ? null
      : totalsOf(
          priced.map((view) => view.price!),
          discount,
        );
  priced.forEach((view, position) => {
    const amounts = totals?.lines[position];
    if (amounts)
      view.amount = fromCents(view.price!.display === 'HT' ? amounts.dutyFree : amounts.allTaxesIncluded);
  });
  for (const view of lineViews) {
    const saved = rental?.products.find((line) => line.id === view.line.rentalProductId);
    if (view.amount === null && view.price === null && saved && saved.product.id === view.line.productId) {
      view.amount = saved.allTaxesIncludedAmount;
      view.savedDisplay = 'TTC';
    }
  }
  return { lineViews, totals };
};
