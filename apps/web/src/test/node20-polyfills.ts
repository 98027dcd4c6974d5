/**
 * msw 3 (the component tests' API stubs) declares Node.js 22.12 and uses built-ins that Node.js 20
 * — the project's minimum, and the CI machine's version — does not have: Promise.withResolvers and
 * the Set methods intersection and difference. Test-only polyfills of exactly those; on Node.js 22
 * the built-ins are kept.
 */
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: <T>() => {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

type SetLike<T> = { has(value: T): boolean };

const setMethods: Record<string, <T>(this: Set<T>, other: SetLike<T>) => Set<T>> = {
  intersection(other) {
    return new Set([...this].filter((value) => other.has(value)));
  },
  difference(other) {
    return new Set([...this].filter((value) => !other.has(value)));
  },
};
for (const [name, method] of Object.entries(setMethods)) {
  if (!(name in Set.prototype)) {
    Object.defineProperty(Set.prototype, name, { configurable: true, writable: true, value: method });
  }
}
