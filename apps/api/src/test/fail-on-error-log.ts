import { afterEach, beforeEach, expect, vi } from 'vitest';
import { takeErrorLogs } from './error-logs.ts';

/** A test that logs an unexpected error fails (docs/architecture.md, "Tests"). */
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  const logged = takeErrorLogs();
  expect(logged, 'the API logged errors during this test').toEqual([]);
  expect(consoleErrors, 'console.error was called during this test').toEqual([]);
});
