import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { bootPrefetchFile, chunkRoots, entryFile } from './signed-in-chunks.ts';

/**
 * What opening /calendar loads before the planning is drawn (issue 28, docs/decisions/web-bundles.md,
 * "What /calendar does not load"): the entry, the boot prefetch and the signed-in chunks
 * (signed-in-chunks.ts: what follows every first render, the shell, the planning screen), i.e. the
 * modules they import statically. That is the counter's first second, so code the planning never
 * runs must stay behind a dynamic import (a lazy route, a lazy modal).
 */
const webRoot = path.resolve(import.meta.dirname, '..');
const contractRoot = path.resolve(webRoot, '../../packages/contract/src');
const calendarRoots = [entryFile, bootPrefetchFile, ...Object.values(chunkRoots).flat()].map((file) =>
  path.join(webRoot, file),
);

/** The file a specifier names (the app's `@/`, the contract's package, a relative path), or its package. */
const resolve = (from: string, specifier: string): { file: string } | { pkg: string } => {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : specifier.startsWith('@/')
      ? path.join(webRoot, 'src', specifier.slice(2))
      : specifier.startsWith('@velodesk/contract/')
        ? path.join(contractRoot, specifier.slice('@velodesk/contract/'.length))
        : null;
  if (base === null) {
    const parts = specifier.split('/');
    return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier) };
  }
  const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find(existsSync);
  if (!file) throw new Error(`${specifier} (imported by ${from}) is not a file`);
  return { file };
};

/** The specifiers a module imports at load time: not `import type`, not `import()`. */
const staticImports = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
};

/** Every module and package reached from the roots through load-time imports. */
const reach = (roots: string[]) => {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImports(file)) {
      const target = resolve(file, specifier);
      if ('pkg' in target) packages.add(target.pkg);
      else if (!files.has(target.file)) pending.push(target.file);
    }
  }
  return { files, packages };
};

describe('what /calendar loads (issue 28)', () => {
  const { files, packages } = reach(calendarRoots);

  it('reads the walk right: the planning grid and its packages are reached', () => {
    expect(files).toContain(path.join(webRoot, 'src/modules/planning/components/planning-grid.tsx'));
    expect(packages).toContain('@mantine/core');
    expect(packages).toContain('@tanstack/react-query');
  });

  it('does not load the phone numbering plans (115 KB): only the screens showing phones do', () => {
    expect(packages).not.toContain('libphonenumber-js');
    expect(files).not.toContain(path.join(contractRoot, 'phones.ts'));
  });

  it('does not load the forms of the modals the planning opens (react-hook-form, the error messages)', () => {
    expect(packages).not.toContain('react-hook-form');
    expect(files).not.toContain(path.join(webRoot, 'src/modules/fleet/components/status-change-modal.tsx'));
    expect(files).not.toContain(path.join(webRoot, 'src/shared/errors/error-messages.ts'));
  });
});
