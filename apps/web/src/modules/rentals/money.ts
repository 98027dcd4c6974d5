/** Euros with 0 to 2 decimals in the interface language (12 €, 12.5 €, 12.35 €). */
export const formatEuros = (amount: number, language: string): string =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
