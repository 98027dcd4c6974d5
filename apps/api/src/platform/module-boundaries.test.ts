import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The modules' boundaries (docs/decisions/module-boundaries.md) are one generic check,
 * scripts/check-module-boundaries.mjs (run by `npm run lint`): every module folder has its
 * `<module>.api.ts` and is reached only through it, only repositories and read files touch
 * db/schema (their own module's tables), and the module graph has no cycle. Shown here firing on
 * files written to a copy of the tree's layout, then run on the tree itself.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const script = path.join(root, 'scripts/check-module-boundaries.mjs');
const modules = 'apps/api/src/modules';
let sandbox: string;

interface Report {
  violations: string[];
  cycles: string[];
}

const check = (at: string): Report =>
  JSON.parse(execFileSync(process.execPath, [script, at, '--json'], { encoding: 'utf8' })) as Report;

/** Writes files (repository-relative path → source) into the sandbox. */
const write = (files: Record<string, string>) => {
  for (const [file, source] of Object.entries(files)) {
    const target = path.join(sandbox, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, source);
  }
};

/** A module folder with its public surface. */
const moduleWithApi = (name: string, api = 'export {};\n') => ({
  [`${modules}/${name}/${name}.api.ts`]: api,
});

beforeEach(() => {
  sandbox = mkdtempSync(path.join(tmpdir(), 'velodesk-boundaries-'));
  write({ ...moduleWithApi('sites'), ...moduleWithApi('customers'), ...moduleWithApi('pricing') });
});
afterEach(() => rmSync(sandbox, { recursive: true, force: true }));

describe('module boundaries (scripts/check-module-boundaries.mjs)', () => {
  it("fails when a module imports another module's internals (a repository, a read file, a service)", () => {
    write({
      [`${modules}/pricing/violation.ts`]: [
        "import { selectSites } from '../sites/sites.repository.ts';",
        "import { readSite } from '../sites/sites.read.ts';",
        "import type { Customer } from '../customers/customers.service.ts';",
        'export const x = [selectSites, readSite];',
        'export type Y = Customer;',
        '',
      ].join('\n'),
    });
    const { violations } = check(sandbox);
    expect(violations).toHaveLength(3);
    expect(violations[0]).toContain('another module is reached only through sites.api.ts');
  });

  it('fails when a file other than a repository or a read file imports db/schema', () => {
    write({
      [`${modules}/customers/customer-cards.presenter.ts`]:
        "import { customers } from '../../db/schema/customers.ts';\nexport const x = customers;\n",
    });
    expect(check(sandbox).violations).toEqual([
      `${modules}/customers/customer-cards.presenter.ts: imports ../../db/schema/customers.ts; only repositories and read files (*.repository.ts, *.read.ts) touch db/schema`,
    ]);
  });

  it("fails when a repository imports another module's tables, or the whole schema", () => {
    write({
      [`${modules}/customers/customers.repository.ts`]: [
        "import { sites } from '../../db/schema/sites.ts';",
        "import { users } from '../../db/schema.ts';",
        'export const x = [sites, users];',
        '',
      ].join('\n'),
    });
    expect(check(sandbox).violations).toHaveLength(2);
  });

  it('covers every module folder, a new one included: without its api file, and importing internals', () => {
    write({
      [`${modules}/bookings/bookings.service.ts`]:
        "import { selectSites } from '../sites/sites.repository.ts';\nexport const x = selectSites;\n",
    });
    expect(check(sandbox).violations).toEqual([
      `${modules}/bookings: has no public surface bookings.api.ts`,
      `${modules}/bookings/bookings.service.ts: imports ../sites/sites.repository.ts; another module is reached only through sites.api.ts`,
    ]);
  });

  it("lets a module import its own tables and repository, the reference lists and another module's api", () => {
    write({
      [`${modules}/customers/customers.read.ts`]: [
        "import { customers } from '../../db/schema/customers.ts';",
        "import { countries } from '../../db/schema/reference.ts';",
        "import { selectComments } from './customers.repository.ts';",
        "import { readSite } from '../sites/sites.api.ts';",
        'export const x = [customers, countries, selectComments, readSite];',
        '',
      ].join('\n'),
    });
    expect(check(sandbox)).toEqual({ violations: [], cycles: [] });
  });

  it('fails on a cycle among modules, `import type` included, and prints it', () => {
    write({
      [`${modules}/pricing/pricings.service.ts`]:
        "import { readCustomer } from '../customers/customers.api.ts';\nexport const x = readCustomer;\n",
      [`${modules}/customers/customers.service.ts`]:
        "import type { Pricing } from '../pricing/pricing.api.ts';\nexport type X = Pricing;\n",
    });
    const { cycles } = check(sandbox);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toContain('cycle among customers, pricing');
    expect(cycles[0]).toContain('customers -> pricing');
    expect(cycles[0]).toContain('pricing -> customers');
  });
});

describe("the tree's API modules", () => {
  it('are each reached only through their api, and only repositories and read files touch db/schema', () => {
    expect(check(root).violations).toEqual([]);
  });

  it('import each other without a cycle (docs/architecture.md, the layers)', () => {
    // A cycle is printed with the imports that make each of its edges.
    expect(check(root).cycles).toEqual([]);
  });
});
