/**
 * A country's name in the interface language, from its ISO 3166 code (the database keeps French
 * names, the language of the business); the stored name when the browser does not know the code.
 */
const displayNames = new Map<string, Intl.DisplayNames>();

export const countryName = (country: { name: string; codeIso31662: string }, language: string): string => {
  if (!/^[A-Z]{2}$/.test(country.codeIso31662) || country.codeIso31662 === 'ZZ') return country.name;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  try {
    return names.of(country.codeIso31662) ?? country.name;
  } catch {
    return country.name;
  }
};
