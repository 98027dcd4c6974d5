import dayjs from 'dayjs';

/**
 * How every screen shows days, instants, rental date-times, today, money and percentages: one
 * formatter per kind of value (issue #27; docs/decisions/web-layers.md says which copy each one
 * kept where copies disagreed).
 */

/** What a screen shows for a value it does not have. */
export const missing = '-';

/**
 * A calendar day (yyyy-mm-dd, or the date of an ISO date-time) as dd/MM/yyyy, the spec's date
 * format; nothing as '-'; anything else as given. (The customer screens showed yyyy-mm-dd with a
 * copy of their own: they show dd/MM/yyyy as every other screen now.)
 */
export const formatDay = (value: string | null | undefined): string => {
  if (!value) return missing;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
};

/** yyyy-mm-dd (or an ISO date-time) as dd/MM/yyyy, '-' without a value (the settings screens' name). */
export const formatDate = formatDay;

/**
 * An instant as dd/MM/yyyy HH:mm in the browser's time zone; anything else as given. (The customer
 * comments used the interface language's short date and time, the same as this in French.)
 */
export const formatDateTime = (value: string): string => {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm') : value;
};

/**
 * A rental's local date-time (the site's, '2026-07-14T08:00:00') as dd/MM/yyyy HH:mm; an end of
 * period at hh:59:59 is shown as the next hour (12:59:59 is the end of the morning: 13:00).
 */
export const formatRentalDateTime = (value: string): string => {
  const date = dayjs(value);
  if (!date.isValid()) return value;
  const shown = date.second() === 59 ? date.add(1, 'second') : date;
  return shown.format('DD/MM/YYYY HH:mm');
};

/**
 * Today as yyyy-mm-dd in the browser's time zone (a form's default day). The day of a site, in the
 * site's time zone, is `useSiteToday` (modules/sites) over the contract's `siteToday`.
 */
export const todayIso = (): string => dayjs().format('YYYY-MM-DD');

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

/** Money with 2 decimals (the settings, pricing and fleet screens' name for `formatEuros`'s default). */
export const formatMoney = (amount: number, language: string, currency = 'EUR'): string =>
  formatEuros(amount, language, 'cents', currency);

/** 12.5 (percent) as "12.5 %" / "12,5 %" in the interface language. */
export const formatPercent = (percent: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
