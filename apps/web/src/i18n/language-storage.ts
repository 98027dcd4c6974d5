import { firstRunLanguage, type InterfaceLanguage, interfaceLanguages } from '@velodesk/contract/ids';

/** The interface language is kept in localStorage under this key (back-office spec §9). */
export const languageStorageKey = 'language';

export const isInterfaceLanguage = (value: unknown): value is InterfaceLanguage =>
  typeof value === 'string' && (interfaceLanguages as readonly string[]).includes(value);

export const readStoredLanguage = (): InterfaceLanguage => {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isInterfaceLanguage(stored) ? stored : firstRunLanguage;
  } catch {
    return firstRunLanguage;
  }
};

export const storeLanguage = (language: InterfaceLanguage): void => {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode or a full storage: the language still applies for this visit.
  }
};
