import { fallbackLanguage, type InterfaceLanguage, interfaceLanguages } from '@velodesk/contract/ids';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, storeLanguage } from './language-storage.ts';
import type { TextTree } from './merge-texts.ts';

/**
 * One language at a time (issue 10, docs/decisions/web-bundles.md): each language's texts (the
 * shared file of this folder and the modules' `modules/<domain>/i18n/<language>.json`) are one
 * chunk, `locales/<language>.ts`, loaded when that language is chosen. fr is the fallback: its
 * chunk is loaded only when a key is missing in the chosen language, and the screens then
 * re-render with the French text.
 */
const loaders: Record<InterfaceLanguage, () => Promise<{ default: TextTree }>> = {
  en: () => import('./locales/en.ts'),
  fr: () => import('./locales/fr.ts'),
  es: () => import('./locales/es.ts'),
  de: () => import('./locales/de.ts'),
  it: () => import('./locales/it.ts'),
  ru: () => import('./locales/ru.ts'),
};

export const i18n = i18next.createInstance();

const loading = new Map<InterfaceLanguage, Promise<void>>();

/** Loads a language's texts once (a failed load is tried again at the next call). */
export const loadLanguage = (language: InterfaceLanguage): Promise<void> => {
  const pending =
    loading.get(language) ??
    loaders[language]().then(({ default: texts }) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
  if (!loading.has(language)) {
    loading.set(language, pending);
    pending.catch(() => loading.delete(language));
  }
  return pending;
};

/** The languages whose texts are loaded (for tests and the bundle measure). */
export const loadedLanguages = (): InterfaceLanguage[] =>
  interfaceLanguages.filter((language) => i18n.hasResourceBundle(language, 'translation'));

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: readStoredLanguage(),
  fallbackLng: fallbackLanguage,
  supportedLngs: [...interfaceLanguages],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // A key the chosen language lacks: load the fallback language's texts; the 'added' event below
  // re-renders the screens, which then show the French text.
  saveMissing: true,
  missingKeyHandler: () => {
    void loadLanguage(fallbackLanguage);
  },
  react: { bindI18nStore: 'added' },
});

const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** Loads the stored (or first-run) language before the first render. */
export const startI18n = async (): Promise<void> => {
  const language = readStoredLanguage();
  await loadLanguage(language);
  await i18n.changeLanguage(language);
};

/** The number of the latest language switch asked for: only that one may switch the interface. */
let latestSwitch = 0;

/**
 * Switch the interface (once its texts are loaded) and remember the choice for the next visit.
 * The latest call wins: a language clicked while the sign-in still loads the account's language
 * stays, and the account's language does not come back when its texts arrive afterwards.
 */
export const applyLanguage = async (language: InterfaceLanguage): Promise<void> => {
  const thisSwitch = ++latestSwitch;
  storeLanguage(language);
  await loadLanguage(language);
  if (thisSwitch !== latestSwitch) return;
  if (i18n.language !== language || i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
};

export const currentLanguage = (): string => i18n.resolvedLanguage ?? i18n.language;

/** A language the user chose on the sign-in page during this visit (null: none chosen). */
let signInChoice: InterfaceLanguage | null = null;

/** Remembers a language chosen before signing in: the sign-in keeps it over the account's. */
export const rememberSignInChoice = (language: InterfaceLanguage): void => {
  signInChoice = language;
};

/** The language chosen before signing in, once (the next sign-in starts afresh). */
export const takeSignInChoice = (): InterfaceLanguage | null => {
  const chosen = signInChoice;
  signInChoice = null;
  return chosen;
};
