import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint keeps modules apart (biome.json, `noRestrictedImports` per module folder,
 * docs/architecture.md): a module never imports another module's repository or another module's
 * tables (db/schema/<module>.ts, or the whole schema). Shown here on files written to a copy of
 * the tree's layout, linted with the repository's own biome.json.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const biome = path.join(root, 'node_modules/.bin/biome');
let sandbox: string;

beforeAll(() => {
  sandbox = mkdtempSync(path.join(tmpdir(), 'velodesk-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(path.join(sandbox, 'biome.json'), JSON.stringify(config));
  mkdirSync(path.join(sandbox, 'apps/api/src/modules'), { recursive: true });
});
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** Lints one file written at `file` (relative to the repository root): the restricted imports it has. */
const restrictedImports = (file: string, source: string): string[] => {
  const target = path.join(sandbox, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, source);
  let output = '';
  try {
    output = execFileSync(biome, ['lint', '--reporter=json', '--only=style/noRestrictedImports', file], {
      cwd: sandbox,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  rmSync(target);
  const report = JSON.parse(output) as {
    diagnostics: Array<{ category: string; location: { path: string | { file: string } } }>;
  };
  return report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => (typeof d.location.path === 'string' ? d.location.path : d.location.path.file));
};

describe('module boundaries (Biome noRestrictedImports)', () => {
  it("fails the lint when a module imports another module's repository", () => {
    const found = restrictedImports(
      'apps/api/src/modules/pricing/violation.ts',
      "import { selectSites } from '../sites/sites.repository.ts';\nexport const x = selectSites;\n",
    );
    expect(found).toHaveLength(1);
  });

  it("fails the lint when a module imports another module's tables, or the whole schema", () => {
    const found = restrictedImports(
      'apps/api/src/modules/catalogue/violation.ts',
      [
        "import { sites } from '../../db/schema/sites.ts';",
        "import { users } from '../../db/schema.ts';",
        'export const x = [sites, users];',
        '',
      ].join('\n'),
    );
    expect(found).toHaveLength(2);
  });

  it("lets a module import its own tables and repository, the reference lists and another module's read API", () => {
    const found = restrictedImports(
      'apps/api/src/modules/customers/allowed.ts',
      [
        "import { customers } from '../../db/schema/customers.ts';",
        "import { countries } from '../../db/schema/reference.ts';",
        "import { selectComments } from './customers.repository.ts';",
        "import { readSite } from '../sites/sites.read.ts';",
        'export const x = [customers, countries, selectComments, readSite];',
        '',
      ].join('\n'),
    );
    expect(found).toEqual([]);
  });
});
