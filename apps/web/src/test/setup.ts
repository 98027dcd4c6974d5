import './node20-polyfills.ts';
import { cleanup, configure } from '@testing-library/react';
import { interfaceLanguages } from '@velodesk/contract/ids';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n.ts';

/** Browser APIs Mantine reads that happy-dom leaves out. */
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

window.HTMLElement.prototype.scrollIntoView = () => {};

/**
 * findBy… and waitFor give up after 5 s instead of Testing Library's 1 s: the tests run beside the
 * API stages and the build on two cores, where a debounced uniqueness check, a save and the
 * refresh after it may together take more than a second. A wrong screen still fails, only later.
 */
configure({ asyncUtilTimeout: 5000 });

// The app loads one language at a time; tests switch freely with i18n.changeLanguage, so every
// language is loaded here, then English as the app's first run.
await Promise.all(interfaceLanguages.map(loadLanguage));
await i18n.changeLanguage('en');

/**
 * A component test that logs an error fails, as the API tier's do (React's warnings about a missing
 * act() or key, a failed prop type, an uncaught rejection reported by a component…). A test that
 * expects an error spies on console.error itself.
 */
let consoleErrors: string[] = [];
let consoleErrorSpy: MockInstance<typeof console.error> | undefined;
beforeEach(() => {
  consoleErrors = [];
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
    );
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  consoleErrorSpy?.mockRestore();
  expect(consoleErrors, 'console.error was called during this test').toEqual([]);
});
