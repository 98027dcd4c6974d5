import { fallbackLanguage, type InterfaceLanguage, interfaceLanguages } from '@velodesk/contract/ids';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import { readStoredLanguage, storeLanguage } from './language-storage.ts';
import ru from './ru.json';

type Tree = { [key: string]: string | Tree };

/** Deep-merges a module's texts into the shared ones (a module may add keys, never replace them). */
const merge = (base: Tree, extra: Tree): Tree => {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return merged;
};

/**
 * Each business module may keep its own texts in `modules/<domain>/i18n/<language>.json`; they are
 * bundled with the shared ones of this folder.
 */
const moduleFiles = import.meta.glob<{ default: Tree }>('../modules/*/i18n/*.json', { eager: true });
const withModules = (language: InterfaceLanguage, base: Tree): Tree =>
  Object.entries(moduleFiles)
    .filter(([file]) => file.endsWith(`/${language}.json`))
    .sort(([a], [b]) => a.localeCompare(b))
    .reduce((tree, [, file]) => merge(tree, file.default), base);

/** Every interface text lives in these six bundled languages; fr is the fallback language. */
export const translationResources = {
  en: { translation: withModules('en', en) },
  fr: { translation: withModules('fr', fr) },
  es: { translation: withModules('es', es) },
  de: { translation: withModules('de', de) },
  it: { translation: withModules('it', it) },
  ru: { translation: withModules('ru', ru) },
} as const satisfies Record<InterfaceLanguage, { translation: object }>;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: translationResources,
  lng: readStoredLanguage(),
  fallbackLng: fallbackLanguage,
  supportedLngs: [...interfaceLanguages],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** Switch the interface at once and remember the choice for the next visit. */
export const applyLanguage = async (language: InterfaceLanguage): Promise<void> => {
  storeLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
};

export const currentLanguage = (): string => i18n.resolvedLanguage ?? i18n.language;
