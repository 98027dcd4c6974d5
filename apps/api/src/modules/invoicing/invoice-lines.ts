import { type KeptReason, keptLineLabel } from '@velodesk/contract/api/deposits';
import { divideHalfUp, formatCents, toCents } from '@velodesk/contract/pricing';
import type { FleetProduct } from '../catalogue/catalogue.api.ts';
import type { KeptDeposit } from '../deposits/deposits.api.ts';
import type { RentalForInvoice } from '../rentals/rentals.api.ts';
import type { NewInvoiceLine } from './invoicing.repository.ts';

/**
 * The lines of a contract's invoice: one per rented product (quantity 1, unit price excluding tax
 * after the rental's discount), with the VAT rate the line was priced with, and the totals per
 * rate. Amounts in integer cents.
 */

interface Amounts {
  dutyFree: number;
  tax: number;
  allTaxesIncluded: number;
}

/** Whether a rate (basis points) gives these amounts by either display (HT or TTC). */
const reproduces = (rate: number, amounts: Amounts): boolean =>
  divideHalfUp(amounts.dutyFree * rate, 10000) === amounts.tax ||
  divideHalfUp(amounts.allTaxesIncluded * 10000, 10000 + rate) === amounts.dutyFree;

/**
 * The VAT rate (basis points: 2000 is 20 %) a line was priced with, found back from its amounts:
 * the listed price of its pricing (before discount, the largest amounts) when the line kept it,
 * else the line's own. Of the rates that give exactly these cents, the roundest (a whole percent,
 * then a tenth) is the one: 20 %, 10 %, 5.5 % and 2.1 % are all found back exactly.
 */
export const vatRateOf = (candidates: Amounts[]): number => {
  for (const amounts of candidates) {
    if (amounts.dutyFree <= 0 || amounts.tax <= 0) continue;
    const estimate = Math.round((amounts.tax * 10000) / amounts.dutyFree);
    const window = Math.max(5, Math.ceil(10000 / amounts.dutyFree) + 2);
    const fits: number[] = [];
    for (let rate = Math.max(1, estimate - window); rate <= estimate + window; rate++) {
      if (reproduces(rate, amounts)) fits.push(rate);
    }
    if (fits.length === 0) continue;
    const roundest = (step: number) =>
      fits
        .filter((rate) => rate % step === 0)
        .sort((a, b) => Math.abs(a - estimate) - Math.abs(b - estimate))[0];
    return roundest(100) ?? roundest(10) ?? roundest(1)!;
  }
  return 0;
};

/** The listed amounts of a line's pricing model ({ pricings: { HT|TTC: { priceHT, priceTTC, TVA } } }). */
const listedAmounts = (models: unknown): Amounts[] => {
  if (!Array.isArray(models)) return [];
  const found: Amounts[] = [];
  for (const model of models) {
    const pricings = (
      model as { pricings?: Record<string, { priceHT?: number; priceTTC?: number; TVA?: number }> }
    )?.pricings;
    for (const price of Object.values(pricings ?? {})) {
      if (typeof price?.priceHT !== 'number' || typeof price.priceTTC !== 'number') continue;
      found.push({
        dutyFree: toCents(price.priceHT),
        tax: toCents(price.TVA ?? price.priceTTC - price.priceHT),
        allTaxesIncluded: toCents(price.priceTTC),
      });
    }
  }
  return found;
};

const frenchDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The VAT of an invoice is computed per rate on what the customer pays (the lines' amounts
 * including tax): base = total incl. tax / (1 + rate), rounded half up; tax = total - base. The
 * lines' amounts excluding tax are then spread so that they sum to that base (the cents a
 * line-by-line rounding leaves over go to the largest lines), so the totals per rate are those of
 * EN 16931 (tax = base x rate) and the total incl. tax is the contract's.
 */
export const balancePerRate = (lines: NewInvoiceLine[]): NewInvoiceLine[] => {
  const groups = new Map<string, number[]>();
  for (const [index, line] of lines.entries()) {
    groups.set(line.vatRate, [...(groups.get(line.vatRate) ?? []), index]);
  }
  const balanced = lines.map((line) => ({ ...line }));
  for (const [vatRate, indexes] of groups) {
    const rate = toCents(vatRate);
    const totals = indexes.map((index) => toCents(lines[index]!.allTaxesIncludedAmount));
    const base = divideHalfUp(totals.reduce((a, b) => a + b, 0) * 10000, 10000 + rate);
    const dutyFree = totals.map((total) => divideHalfUp(total * 10000, 10000 + rate));
    let left = base - dutyFree.reduce((a, b) => a + b, 0);
    const order = indexes
      .map((_, i) => i)
      .sort((a, b) => Math.abs(totals[b]!) - Math.abs(totals[a]!) || a - b);
    for (let k = 0; left !== 0 && order.length > 0; k = (k + 1) % order.length) {
      const step = Math.sign(left);
      dutyFree[order[k]!]! += step;
      left -= step;
    }
    indexes.forEach((index, i) => {
      const line = balanced[index]!;
      line.dutyFreeAmount = formatCents(dutyFree[i]!);
      line.unitPrice = formatCents(Math.trunc(dutyFree[i]! / line.quantity));
      line.taxAmount = formatCents(totals[i]! - dutyFree[i]!);
    });
  }
  return balanced;
};

export const contractLines = (
  rental: RentalForInvoice,
  products: Map<number, FleetProduct>,
  kept: KeptDeposit | null = null,
): NewInvoiceLine[] => {
  const lines = pricedLines(rental, products);
  return balancePerRate(kept ? [...lines, keptLine(lines.length + 1, kept, rentalRateOf(rental))] : lines);
};

const keptReasonLabels: Record<KeptReason, string> = {
  damage: 'dommage',
  missing_item: 'élément manquant',
  late_return: 'retour tardif',
};

/**
 * The VAT of a kept deposit (docs/decisions/deposits.md): kept for damage or a missing item, it
 * is an indemnity, outside the scope of VAT (0 %); kept for a late return, it is more rental, at
 * the rental's own rate.
 */
export const keptVatRate = (reason: KeptReason, rentalRate: number): number =>
  reason === 'late_return' ? rentalRate : 0;

/** The rate (basis points) of a contract's first line, 20 % when it has none. */
const rentalRateOf = (rental: RentalForInvoice): number => {
  const line = rental.lines[0];
  if (!line) return 2000;
  return (
    vatRateOf([
      ...listedAmounts(line.declinationPricingModels),
      {
        dutyFree: toCents(line.dutyFreeAmount),
        tax: toCents(line.taxAmount),
        allTaxesIncluded: toCents(line.allTaxesIncludedAmount),
      },
    ]) || 2000
  );
};

/** The line "Retenue sur caution (reason) : comment", all taxes included as kept. */
const keptLine = (position: number, kept: KeptDeposit, rentalRate: number): NewInvoiceLine => {
  const rate = keptVatRate(kept.reason, rentalRate);
  const dutyFree = divideHalfUp(kept.cents * 10000, 10000 + rate);
  return {
    position,
    description: `${keptLineLabel} (${keptReasonLabels[kept.reason]})${kept.comment ? ` : ${kept.comment}` : ''}`,
    quantity: 1,
    unitPrice: formatCents(dutyFree),
    vatRate: formatCents(rate),
    dutyFreeAmount: formatCents(dutyFree),
    taxAmount: formatCents(kept.cents - dutyFree),
    allTaxesIncludedAmount: formatCents(kept.cents),
  };
};

/** The invoice of a stay's contract whose deposit was partly kept: that line only. */
export const keptDepositLines = (rental: RentalForInvoice, kept: KeptDeposit): NewInvoiceLine[] =>
  balancePerRate([keptLine(1, kept, rentalRateOf(rental))]);

const pricedLines = (rental: RentalForInvoice, products: Map<number, FleetProduct>): NewInvoiceLine[] => {
  const discount = Number(rental.discount);
  const period = `du ${frenchDate(rental.startDate)} au ${frenchDate(rental.endDate)}`;
  return rental.lines.map((line, index) => {
    const product = products.get(line.productId);
    const amounts = {
      dutyFree: toCents(line.dutyFreeAmount),
      tax: toCents(line.taxAmount),
      allTaxesIncluded: toCents(line.allTaxesIncludedAmount),
    };
    const rate = vatRateOf([...listedAmounts(line.declinationPricingModels), amounts]);
    const name = product
      ? `Location ${product.rangeName} ${product.model} ${product.size} (n° ${product.internalNumber})`
      : `Location du produit ${line.productId}`;
    return {
      position: index + 1,
      description: `${name} ${period}${discount > 0 ? `, remise ${rental.discount.replace(/\.?0+$/, '')} %` : ''}`,
      quantity: 1,
      unitPrice: formatCents(amounts.dutyFree),
      vatRate: formatCents(rate),
      dutyFreeAmount: formatCents(amounts.dutyFree),
      taxAmount: formatCents(amounts.tax),
      allTaxesIncludedAmount: formatCents(amounts.allTaxesIncluded),
    };
  });
};

/** The lines of a credit note: the invoice's lines, amounts reversed. */
export const reversedLines = (
  lines: Array<Omit<NewInvoiceLine, 'position'> & { position: number }>,
): NewInvoiceLine[] =>
  lines.map((line) => ({
    position: line.position,
    description: line.description,
    quantity: line.quantity,
    unitPrice: formatCents(-toCents(line.unitPrice)),
    vatRate: line.vatRate,
    dutyFreeAmount: formatCents(-toCents(line.dutyFreeAmount)),
    taxAmount: formatCents(-toCents(line.taxAmount)),
    allTaxesIncludedAmount: formatCents(-toCents(line.allTaxesIncludedAmount)),
  }));

/** The totals of lines, and per VAT rate (rates as basis points, ascending). */
export const totalsOf = (lines: NewInvoiceLine[]) => {
  const byRate = new Map<number, Amounts>();
  const total: Amounts = { dutyFree: 0, tax: 0, allTaxesIncluded: 0 };
  for (const line of lines) {
    const rate = toCents(line.vatRate);
    const sum = byRate.get(rate) ?? { dutyFree: 0, tax: 0, allTaxesIncluded: 0 };
    const amounts = {
      dutyFree: toCents(line.dutyFreeAmount),
      tax: toCents(line.taxAmount),
      allTaxesIncluded: toCents(line.allTaxesIncludedAmount),
    };
    for (const key of ['dutyFree', 'tax', 'allTaxesIncluded'] as const) {
      sum[key] += amounts[key];
      total[key] += amounts[key];
    }
    byRate.set(rate, sum);
  }
  return {
    total,
    byRate: [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, amounts]) => ({ rate, ...amounts })),
  };
};
