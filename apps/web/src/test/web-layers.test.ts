import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers (docs/decisions/web-layers.md), read from the import lines of every source
 * file, type imports included:
 *
 *   app/ (composition) → pages/ → modules/<name>/ → ui/ → shared/ → i18n/ → @velodesk/contract
 *
 * A layer imports only the layers below it; a module imports another module only through that
 * module's surface; no cycle among modules; no import climbs more than two folders.
 */

const sourceRoot = join(import.meta.dirname, '..');

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative(sourceRoot, path).split(sep).join('/')] : [];
  });

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('test/');

// Static and dynamic imports, re-exports and type imports; not `import.meta.glob` patterns.
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g;

interface Import {
  file: string;
  specifier: string;
  /** The imported file, relative to src/ (null for a package). */
  target: string | null;
}

const imports: Import[] = sourceFiles(sourceRoot).flatMap((file) =>
  [...readFileSync(join(sourceRoot, file), 'utf8').matchAll(importPattern)].map(([, , specifier = '']) => {
    let target: string | null = null;
    if (specifier.startsWith('@/')) target = specifier.slice(2);
    else if (specifier.startsWith('.')) target = posix.join(dirname(file), specifier);
    return { file, specifier, target: target?.replace(/\?.*$/, '') ?? null };
  }),
);

/** modules/<name>/… → <name>. */
const moduleOf = (path: string): string | null => /^modules\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Each layer's rank: a file imports only files of a lower rank, or of its own layer. */
const layerRanks: Record<string, number> = {
  app: 5,
  pages: 4,
  modules: 3,
  ui: 2,
  shared: 1,
  i18n: 0,
};
const layerOf = (path: string): string => (path.includes('/') ? path.slice(0, path.indexOf('/')) : 'root');

/**
 * What another module may import: its `api/`, `hooks/` and `components/` files, its root files,
 * and the entry of a component folder (the file named after its folder:
 * `components/customer-picker/customer-picker-modal.tsx`), at the module's root or in a
 * sub-domain's folder (`rentals/list/components/…`). Internal: a component folder's other parts,
 * a form's files (`form/`), anything deeper.
 */
const isModuleSurface = (path: string): boolean => {
  const inside = path.split('/').slice(2);
  const parts =
    inside[0] && !['api', 'hooks', 'components', 'form', 'i18n'].includes(inside[0]) && inside.length > 1
      ? inside.slice(1) // a sub-domain's folder: modules/rentals/list/…
      : inside;
  const [first, second, third] = parts;
  if (parts.length === 1) return true;
  if (parts.length === 2) return first === 'api' || first === 'hooks' || first === 'components';
  if (parts.length === 3 && first === 'components' && second && third) return third.startsWith(second);
  return false;
};

describe('the web layers', () => {
  it('has no import that climbs more than two folders (use the @/ alias)', () => {
    const climbing = imports.filter(({ specifier }) => specifier.startsWith('../../../'));
    expect(climbing.map(({ file, specifier }) => `${file}: ${specifier}`)).toEqual([]);
  });

  it('imports only lower layers: app → pages → modules → ui → shared → i18n', () => {
    const upward = imports.filter(({ file, target }) => {
      if (!target || file === 'i18n/i18next.d.ts') return false; // the text types read the modules' fr.json
      if (target.startsWith('test/')) return !isTest(file);
      if (layerOf(file) === 'root' || layerOf(file) === 'test') return false;
      const from = layerRanks[layerOf(file)];
      const to = layerRanks[layerOf(target)];
      return from === undefined || to === undefined || to > from;
    });
    expect(upward.map(({ file, target }) => `${file} → ${target}`)).toEqual([]);
  });

  it('reaches another module only through its surface, never into its internals', () => {
    const reaching = imports.filter(({ file, target }) => {
      const from = moduleOf(file);
      const to = target && moduleOf(target);
      return from && to && from !== to && !isModuleSurface(target);
    });
    expect(reaching.map(({ file, target }) => `${file} → ${target}`)).toEqual([]);
  });

  it('knows a surface from an internal file', () => {
    expect(isModuleSurface('modules/sites/hooks/use-current-site.ts')).toBe(true);
    expect(isModuleSurface('modules/rentals/rental-paths.ts')).toBe(true);
    expect(isModuleSurface('modules/customers/components/customer-picker/customer-picker-modal.tsx')).toBe(
      true,
    );
    expect(isModuleSurface('modules/rentals/list/components/rental-state-badge.tsx')).toBe(true);
    expect(isModuleSurface('modules/customers/components/details/detail-list.tsx')).toBe(false);
    expect(isModuleSurface('modules/rentals/form/rental-form.ts')).toBe(false);
    expect(isModuleSurface('modules/rentals/components/rental-page/rental-editor.tsx')).toBe(false);
  });

  it('has no cycle among modules (type imports included, tests aside)', () => {
    const edges = new Map<string, Set<string>>();
    for (const { file, target } of imports) {
      const from = moduleOf(file);
      const to = target && moduleOf(target);
      if (!from || !to || from === to || isTest(file)) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (module: string, path: string[]) => {
      if (state.get(module) === 'done') return;
      if (state.get(module) === 'open') {
        cycles.push([...path.slice(path.indexOf(module)), module].join(' → '));
        return;
      }
      state.set(module, 'open');
      for (const next of edges.get(module) ?? []) visit(next, [...path, module]);
      state.set(module, 'done');
    };
    for (const module of [...edges.keys()].sort()) visit(module, []);
    expect(edges.size).toBeGreaterThan(5);
    expect(cycles).toEqual([]);
  });
});
