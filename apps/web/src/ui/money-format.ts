/**
 * Money on screen, everywhere: an amount in euros (or the given currency) in the interface
 * language, with one kept Intl formatter per language, precision and currency.
 *   cents            2 decimals: lists, totals, invoices (12,50 €)
 *   upToCents        0 or 2 decimals: the rentals spec's price table (12 €, 12,50 €, 12,35 €;
 *                    never one decimal: €8.10, not €8.1)
 *   upToThousandths  2 or 3 decimals: a remaining amount with a fraction of a cent, shown as it is
 */
export type MoneyPrecision = 'cents' | 'upToCents' | 'upToThousandths';

const fractionDigits: Record<MoneyPrecision, [minimum: number, maximum: number]> = {
  cents: [2, 2],
  upToCents: [0, 2],
  upToThousandths: [2, 3],
};

const formats = new Map<string, Intl.NumberFormat>();

export const formatEuros = (
  amount: number,
  language: string,
  precision: MoneyPrecision = 'cents',
  currency = 'EUR',
): string => {
  const locale = language || 'fr';
  // "0 to 2 decimals" is a whole amount without decimals, else its cents: never one decimal.
  if (precision === 'upToCents' && !Number.isInteger(Math.round(amount * 100) / 100))
    return formatEuros(amount, language, 'cents', currency);
  const key = `${locale}:${precision}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    const [minimumFractionDigits, maximumFractionDigits] = fractionDigits[precision];
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits,
      maximumFractionDigits,
    });
    formats.set(key, format);
  }
  return format.format(amount);
};
