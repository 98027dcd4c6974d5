import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { interfaceLanguages } from '@velodesk/contract/ids';
import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from './i18n.ts';
import de from './locales/de.ts';
import en from './locales/en.ts';
import es from './locales/es.ts';
import fr from './locales/fr.ts';
import itTexts from './locales/it.ts';
import ru from './locales/ru.ts';

type Tree = { [key: string]: string | Tree };

/** Every key of a translation file, as dotted paths, with its text. */
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [childKey, childValue] of flatten(value, path)) keys.set(childKey, childValue);
  }
  return keys;
};

const sourceRoot = join(import.meta.dirname, '..');

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/**
 * Literal keys: in t('…') / i18n.t('…') calls, in the labelKey/titleKey/… fields of menu and route
 * tables, and any quoted NAMESPACE.KEY string (key maps such as the password rule's).
 */
const literalKeyPatterns = [
  /'([A-Z][A-Z0-9_]*(?:\.[A-Za-z0-9_-]+)+)'/g,
  /\bt\(\s*'([^'$]+)'/g,
  /\bt\(\s*"([^"$]+)"/g,
  /\b(?:label|title|header|message|fallback|error)Key\s*[:=]\s*'([^'$]+)'/g,
];

const usedKeys = (): Map<string, string> => {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(sourceRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of literalKeyPatterns) {
      for (const match of text.matchAll(pattern)) {
        if (match[1]) keys.set(match[1], relative(sourceRoot, file));
      }
    }
  }
  return keys;
};

/** Each language's texts as the app loads them (the shared file and the modules' ones). */
const textsOf = { en, fr, es, de, it: itTexts, ru } as const satisfies Record<
  (typeof interfaceLanguages)[number],
  Tree
>;

const flattened = Object.fromEntries(
  interfaceLanguages.map((language) => [language, flatten(textsOf[language])]),
) as Record<(typeof interfaceLanguages)[number], Map<string, string>>;

describe('translations', () => {
  const allKeys = new Set(Object.values(flattened).flatMap((keys) => [...keys.keys()]));

  it.each(interfaceLanguages)('%s has every key, none empty', (language) => {
    const keys = flattened[language];
    const missing = [...allKeys].filter((key) => !keys.has(key));
    const empty = [...keys].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect({ language, missing, empty }).toEqual({ language, missing: [], empty: [] });
  });

  it('keeps the same interpolation variables in every language', () => {
    const variablesOf = (text: string) =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    const mismatches: string[] = [];
    for (const [key, reference] of flattened.fr) {
      for (const language of interfaceLanguages) {
        const text = flattened[language].get(key);
        if (text !== undefined && variablesOf(text).join() !== variablesOf(reference).join()) {
          mismatches.push(`${language}:${key}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('knows in fr.json every literal key the code uses', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(50);
    const unknown = [...used]
      .filter(([key]) => !flattened.fr.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(unknown).toEqual([]);
  });

  it("types the keys with every module's French texts", () => {
    // i18next.d.ts declares the key type from fr.json and each module's fr.json: a module left out
    // would make its own keys type errors.
    // A module's texts are in its i18n/ folder, or a sub-domain's (modules/rentals/list/i18n/).
    const declaration = readFileSync(join(import.meta.dirname, 'i18next.d.ts'), 'utf8');
    const textFolders = (directory: string): string[] =>
      readdirSync(directory).flatMap((name) => {
        const path = join(directory, name);
        if (!statSync(path).isDirectory()) return [];
        if (name === 'i18n')
          return existsSync(join(path, 'fr.json')) ? [relative(sourceRoot, directory)] : [];
        return textFolders(path);
      });
    const modules = textFolders(join(sourceRoot, 'modules'));
    expect(modules.length).toBeGreaterThanOrEqual(5);
    const missing = modules.filter((folder) => !declaration.includes(`'@/${folder}/i18n/fr.json'`));
    expect(missing).toEqual([]);
  });
});

describe('loading one language at a time', () => {
  it('switches to a language once its texts are loaded, and remembers it', async () => {
    await applyLanguage('it');
    expect(i18n.language).toBe('it');
    expect(i18n.t('ROUTE_ERROR.TITLE')).toBe(flattened.it.get('ROUTE_ERROR.TITLE'));
    expect(window.localStorage.getItem('language')).toBe('it');
    await applyLanguage('en');
  });

  it('shows the French text of a key the chosen language lacks', async () => {
    i18n.addResource('fr', 'translation', 'TEST_ONLY.FALLBACK', 'Texte français');
    await i18n.changeLanguage('de');
    try {
      // A key the French texts lack is a type error (typed keys, i18next.d.ts): this one is added above.
      // @ts-expect-error TEST_ONLY.FALLBACK is not a key of the texts.
      expect(i18n.t('TEST_ONLY.FALLBACK')).toBe('Texte français');
    } finally {
      // Back to the French texts as loaded, without the test's key.
      i18n.removeResourceBundle('fr', 'translation');
      i18n.addResourceBundle('fr', 'translation', fr, true, true);
      await i18n.changeLanguage('en');
    }
  });
});
