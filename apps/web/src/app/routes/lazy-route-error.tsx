import { lazy, Suspense } from 'react';

/**
 * The routes' error panel, loaded when a screen first crashes (it is not part of the sign-in page's
 * bundle: docs/decisions/web-bundles.md).
 */
const RouteErrorBoundary = lazy(() =>
  import('../route-error-boundary.tsx').then(({ RouteErrorBoundary }) => ({ default: RouteErrorBoundary })),
);

export function LazyRouteErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  return (
    <Suspense fallback={null}>
      <RouteErrorBoundary standalone={standalone} />
    </Suspense>
  );
}
