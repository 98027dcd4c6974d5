import { formatEuros as formatMoney } from '@/ui/format.ts';

/** Euros with 0 to 2 decimals in the interface language (12 €, 12.5 €, 12.35 €): the spec's price table. */
export const formatEuros = (amount: number, language: string): string =>
  formatMoney(amount, language, 'upToCents');
