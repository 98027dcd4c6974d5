import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app calls the API through one typed client on the contract's route table
 * (shared/api/api-route.ts, issue 25): no file outside shared/api builds an API path by hand, and
 * none imports the whole table (`@velodesk/contract/routes`), which would land every group's
 * schemas in every chunk; a client imports the group files it needs.
 */

const sourceRoot = join(import.meta.dirname, '..');

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative(sourceRoot, path).split(sep).join('/')] : [];
  });

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('test/');

const files = sourceFiles(sourceRoot).filter((file) => !isTest(file) && !file.startsWith('shared/api/'));
const textOf = (file: string) => readFileSync(join(sourceRoot, file), 'utf8');

/** The path-taking calls of api-client.ts (and of api-collection.ts's fetchAll, which fetchAllOf replaced). */
const rawCalls = ['apiRequest', 'apiCommand', 'apiDownload', 'fetchAll', 'prefetchGet'];

/**
 * Files that still hand a path to a raw call, each with its reason. This list can only shrink.
 * - The boot prefetch is part of the sign-in page's JavaScript: importing the rentals route group
 *   there would load its schemas before sign-in; its URL is the planning's, tested in
 *   app/boot-prefetch.test.ts.
 */
const pathDebt: Record<string, string> = {
  'app/boot-prefetch.ts': 'GET /plannings before sign-in, without the route group',
};

describe('API paths', () => {
  it('are never written by hand: a string path given to a raw call of the API client', () => {
    const call = new RegExp(`\\b(${rawCalls.join('|')})\\s*\\(\\s*(['"\`])`, 'g');
    const offenders = files.flatMap((file) =>
      [...textOf(file).matchAll(call)]
        .filter(() => !(file in pathDebt))
        .map((match) => `${file}: ${match[1]}(${match[2]}…`),
    );
    expect(offenders).toEqual([]);
  });

  it('go through the typed client: no raw call of the API client outside shared/api', () => {
    const imported = new RegExp(
      `import\\s*\\{[^}]*\\b(${rawCalls.join('|')})\\b[^}]*\\}\\s*from\\s*['"][^'"]*shared/api/api-(client|collection)`,
    );
    const offenders = files.filter((file) => imported.test(textOf(file)) && !(file in pathDebt));
    expect(offenders).toEqual([]);
  });

  it('come from the route groups a client needs, never from the whole table', () => {
    const whole = /(?:from\s*|import\s*\(\s*)['"]@velodesk\/contract\/routes['"]/;
    expect(files.filter((file) => whole.test(textOf(file)))).toEqual([]);
  });

  it('keeps its debt list to files that still owe it', () => {
    const call = new RegExp(`\\b(${rawCalls.join('|')})\\s*\\(`);
    const paidOff = Object.keys(pathDebt).filter((file) => !call.test(textOf(file)));
    expect(paidOff).toEqual([]);
  });
});
