/**
 * "Label: value" in the interface language's typography: French puts a (narrow no-break) space
 * before the colon ("Produits : 3"), the other languages none ("Products: 3").
 */
export const withColon = (label: string, language: string): string =>
  language.startsWith('fr') ? `${label}\u202f:` : `${label}:`;
