import type { AvailableProductGroup, DeclinationPricingModel } from '@velodesk/contract/api/rentals';
import {
  type LinePricing,
  linePrice,
  type PriceDisplay,
  type RentalTotals,
  rentalTotals,
  toCents,
} from '@velodesk/contract/pricing';

/**
 * The prices of the form's lines, with the one pricing rule of the contract (linePrice,
 * rentalTotals). The availability answer gives each line's listed price for the period in its
 * display (HT or TTC) with both amounts; the tax rate is the one that gives back exactly those
 * amounts through linePrice (the roundest such rate), so the discounted totals on screen are the
 * ones the server computes.
 */

/** The pricing model of a pricing type (`/api/pricing_types/{id}`) in a group, if any. */
export const modelOfType = (
  models: readonly DeclinationPricingModel[],
  pricingTypeId: number | null,
): DeclinationPricingModel | undefined =>
  pricingTypeId === null
    ? undefined
    : models.find((model) => model.pricingType['@id'] === `/api/pricing_types/${pricingTypeId}`);

/**
 * The VAT rates in use where the sites are (France first): a small price fits several rates (0.50 €
 * TTC is 0.47 € HT at 5.5 % and at 6 %), the rate in use is taken first.
 */
const ratesInUse = [2000, 1000, 550, 210, 1900, 700, 2100, 2200, 600, 400, 850, 1300, 900, 1200, 2500];

/** Candidate rates in hundredths of a percent: the rates in use, then the roundest near the estimate. */
const candidateRates = (estimate: number): number[] => {
  const steps = [100, 50, 10, 1];
  const found: number[] = [...ratesInUse];
  for (const step of steps) {
    const centre = Math.round(estimate / step) * step;
    for (const delta of [0, step, -step, 2 * step, -2 * step]) {
      const rate = centre + delta;
      if (rate > 0 && !found.includes(rate)) found.push(rate);
    }
  }
  return found;
};

/** The line pricing (listed price, display, tax rate) that gives back the answer's amounts. */
export const linePricingOf = (
  display: PriceDisplay,
  prices: { priceHT: number; priceTTC: number },
): LinePricing | null => {
  const dutyFree = toCents(prices.priceHT);
  const allTaxesIncluded = toCents(prices.priceTTC);
  if (dutyFree <= 0) return null;
  const estimate = ((allTaxesIncluded - dutyFree) * 10000) / dutyFree;
  const price = display === 'HT' ? prices.priceHT : prices.priceTTC;
  for (const rate of candidateRates(estimate)) {
    const pricing: LinePricing = { price, display, taxRate: rate / 100 };
    const amounts = linePrice(pricing, 0);
    if (amounts.dutyFree === dutyFree && amounts.allTaxesIncluded === allTaxesIncluded) return pricing;
  }
  return null;
};

export interface LinePrice {
  pricing: LinePricing;
  display: PriceDisplay;
}

/** The price of a group's product for a pricing type, or null when none is available. */
export const groupPrice = (group: AvailableProductGroup, pricingTypeId: number | null): LinePrice | null => {
  const model = modelOfType(group.declinationPricingModels, pricingTypeId);
  if (!model || model.error) return null;
  const entry = Object.entries(model.pricings)[0];
  if (!entry) return null;
  const display: PriceDisplay = entry[0] === 'HT' ? 'HT' : 'TTC';
  const pricing = linePricingOf(display, entry[1]);
  return pricing ? { pricing, display } : null;
};

/** The totals of the priced lines with the discount (0 to 100), or null when the discount is not one. */
export const totalsOf = (prices: readonly LinePrice[], discount: number): RentalTotals | null => {
  try {
    return rentalTotals(
      prices.map((price) => price.pricing),
      discount,
    );
  } catch {
    return null;
  }
};
