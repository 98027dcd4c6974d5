/**
 * Countries are stored with French names; the user types in the interface language. These helpers
 * find the ISO codes whose name in that language contains what was typed (accents and case ignored).
 */
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const allCodes = [...letters].flatMap((first) => [...letters].map((second) => `${first}${second}`));
const namesByLanguage = new Map<string, Array<[string, string]>>();

export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const regionNames = (language: string): Array<[string, string]> => {
  let names = namesByLanguage.get(language);
  if (!names) {
    const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    names = [];
    for (const code of allCodes) {
      try {
        const name = display.of(code);
        if (name) names.push([code, foldText(name)]);
      } catch {
        // not a region code
      }
    }
    namesByLanguage.set(language, names);
  }
  return names;
};

/** Codes used as a filter only while they stay few enough to send in a query string. */
export const maxSearchCodes = 60;

export const matchingCountryCodes = (typed: string, language: string): string[] => {
  const wanted = foldText(typed);
  if (wanted === '') return [];
  return regionNames(language)
    .filter(([, name]) => name.includes(wanted))
    .map(([code]) => code);
};
