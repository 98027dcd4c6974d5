import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { interfaceLanguages } from '@velodesk/contract/ids';
import { describe, expect, it } from 'vitest';
import { translationResources } from './i18n.ts';

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

const flattened = Object.fromEntries(
  interfaceLanguages.map((language) => [
    language,
    flatten(translationResources[language].translation as Tree),
  ]),
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
});
