#!/usr/bin/env node
/**
 * The API modules' boundaries, checked on the source files (docs/decisions/module-boundaries.md).
 * Biome's `noRestrictedImports` globs cannot say "another module than mine", nor look at a graph,
 * so one generic check covers every folder of apps/api/src/modules, a new one included:
 *
 * 1. every module has its public surface, `<module>.api.ts`, and another module imports it only
 *    through that file;
 * 2. only repositories and read files (`*.repository.ts`, `*.read.ts`, `*.reads.ts`) import
 *    `db/schema`, and only their own module's tables or the shared reference lists
 *    (`db/schema/reference.ts`), never the whole `db/schema.ts`;
 * 3. no cycle among modules (every import counts, `import type` included).
 *
 * Tests are exempt (factories and tests set up data across modules). `npm run lint` runs it; the API
 * test `platform/module-boundaries.test.ts` runs it on the tree, so `npm test` fails too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesFolder = 'apps/api/src/modules';
const schemaFolder = 'apps/api/src/db/schema';
const wholeSchema = 'apps/api/src/db/schema.ts';

const isTest = (file) => /\.test\.ts$/.test(file);
const isDataFile = (file) => /\.(repository|read|reads)\.ts$/.test(file);

const sourceFiles = (folder) =>
  readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !isTest(name) ? [full] : [];
  });

// Static imports and re-exports (`import type` included), side-effect imports and dynamic imports.
const specifierPattern =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The relative specifiers a source file imports. */
export const importsOf = (source) =>
  [...source.matchAll(specifierPattern)].map((m) => m[1] ?? m[2] ?? m[3]).filter((s) => s.startsWith('.'));

/** The module a repository-relative path belongs to, or undefined outside apps/api/src/modules. */
const moduleOf = (relative) => {
  const parts = relative.split('/');
  return relative.startsWith(`${modulesFolder}/`) ? parts[4] : undefined;
};

/** Tarjan's strongly connected components of the module graph: each cycle's modules. */
const cyclesOf = (graph) => {
  let index = 0;
  const indexes = new Map();
  const lows = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    indexes.set(node, index);
    lows.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lows.set(node, Math.min(lows.get(node), lows.get(next)));
      } else if (onStack.has(next)) lows.set(node, Math.min(lows.get(node), indexes.get(next)));
    }
    if (lows.get(node) === indexes.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexes.has(node)) visit(node);
  return cycles;
};

/**
 * Checks the modules under `root` (the repository's root, or a copy of its layout).
 * Returns the violations (one line each), the module graph and its cycles.
 */
export const checkModuleBoundaries = (root) => {
  const violations = [];
  const graph = new Map();
  const edges = new Map();
  const modules = readdirSync(path.join(root, modulesFolder)).filter((name) =>
    statSync(path.join(root, modulesFolder, name)).isDirectory(),
  );
  for (const module of modules) {
    graph.set(module, new Set());
    if (!existsSync(path.join(root, modulesFolder, module, `${module}.api.ts`))) {
      violations.push(`${modulesFolder}/${module}: has no public surface ${module}.api.ts`);
    }
  }
  for (const file of sourceFiles(path.join(root, modulesFolder))) {
    const from = path.relative(root, file).split(path.sep).join('/');
    const module = moduleOf(from);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
      const targetModule = moduleOf(target);
      if (targetModule && targetModule !== module) {
        graph.get(module)?.add(targetModule);
        const edge = `${module} -> ${targetModule}`;
        edges.set(edge, [...(edges.get(edge) ?? []), `${from} imports ${specifier}`]);
        if (target !== `${modulesFolder}/${targetModule}/${targetModule}.api.ts`) {
          violations.push(
            `${from}: imports ${specifier}; another module is reached only through ${targetModule}.api.ts`,
          );
        }
      }
      if (target === wholeSchema) {
        violations.push(`${from}: imports the whole db/schema.ts; import the module's own schema file`);
      } else if (target.startsWith(`${schemaFolder}/`)) {
        const table = path.posix.basename(target, '.ts');
        if (table !== module && table !== 'reference') {
          violations.push(
            `${from}: imports ${specifier}, another module's tables; read them through its api`,
          );
        } else if (!isDataFile(from)) {
          violations.push(
            `${from}: imports ${specifier}; only repositories and read files (*.repository.ts, *.read.ts) touch db/schema`,
          );
        }
      }
    }
  }
  const cycles = cyclesOf(graph).map((component) => {
    const inside = new Set(component);
    const lines = [...edges.entries()]
      .filter(([edge]) => {
        const [a, b] = edge.split(' -> ');
        return inside.has(a) && inside.has(b);
      })
      .map(([edge, why]) => `  ${edge}  (${why[0]}${why.length > 1 ? `, and ${why.length - 1} more` : ''})`);
    return `cycle among ${component.join(', ')}:\n${lines.join('\n')}`;
  });
  return { violations, cycles, graph };
};

// `node scripts/check-module-boundaries.mjs [root] [--json]`: the tree's root by default; --json
// prints {violations, cycles} for the test that runs it on copies of the layout.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = path.resolve(
    args.find((arg) => !arg.startsWith('--')) ??
      path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const { violations, cycles } = checkModuleBoundaries(root);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ violations, cycles }));
  } else {
    for (const line of [...violations, ...cycles]) console.error(line);
    if (violations.length + cycles.length > 0) {
      console.error(
        `\nmodule boundaries: ${violations.length} import(s) across a boundary, ${cycles.length} cycle(s)`,
      );
      process.exit(1);
    }
    console.log('module boundaries: every module reached through its api, no cycle');
  }
}
