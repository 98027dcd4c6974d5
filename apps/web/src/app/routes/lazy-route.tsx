import type { RouteKey } from '@velodesk/contract/permissions';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose screen is loaded with its own chunk the first time it is visited (react-router's
 * `lazy`: the navigation waits for the chunk, so no blank fallback flashes). `load` is a literal
 * `import('…')` so that Vite makes the chunk; `render` builds the route's element from the module.
 * See docs/decisions/web-bundles.md.
 */
export const lazyElement =
  <Module,>(load: () => Promise<Module>, render: (module: Module) => ReactNode): RouteObject['lazy'] =>
  async () => ({ element: render(await load()) });

/**
 * A lazy screen behind its route's permission (RequireRoute, loaded with the screen: it reads the
 * re-read feature accesses through the server cache, which the sign-in page does not load).
 */
export const guardedElement = <Module,>(
  routeKey: RouteKey,
  load: () => Promise<Module>,
  render: (module: Module) => ReactNode,
): RouteObject['lazy'] =>
  lazyElement(
    () => Promise.all([load(), import('../guards/require-route.tsx')]),
    ([module, { RequireRoute }]) => <RequireRoute routeKey={routeKey}>{render(module)}</RequireRoute>,
  );

/**
 * The route of a screen at the path of its route key, behind that key's permission, loaded on its
 * first visit: `load` is a literal `import('…')` that hands over the page component.
 */
export const guardedPage = (routeKey: RouteKey, load: () => Promise<ComponentType>): RouteObject => ({
  path: routeKey,
  lazy: guardedElement(routeKey, load, (Page) => <Page />),
});
