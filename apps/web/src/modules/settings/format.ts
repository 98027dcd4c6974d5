import dayjs from 'dayjs';
import { formatDay } from '@/ui/date-format.ts';
import { formatEuros } from '@/ui/money-format.ts';

/**
 * How the settings, pricing and fleet screens show values: money in euros with 2 decimals and
 * percentages in the interface language, dates as dd/MM/yyyy (the spec's invoice date format).
 */
export const formatMoney = (amount: number, language: string, currency = 'EUR'): string =>
  formatEuros(amount, language, 'cents', currency);

/** 12.5 (percent) as "12.5 %" / "12,5 %" in the interface language. */
export const formatPercent = (percent: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** yyyy-mm-dd (or an ISO date-time) as dd/MM/yyyy; anything else as given. */
export const formatDate = (value: string | null | undefined): string => (value ? formatDay(value) : '-');

/** An instant as dd/MM/yyyy HH:mm (the shared helper of ui/). */
export { formatDateTime } from '@/ui/date-format.ts';

/** Today as yyyy-mm-dd in the browser's time zone. */
export const todayIso = (): string => dayjs().format('YYYY-MM-DD');
