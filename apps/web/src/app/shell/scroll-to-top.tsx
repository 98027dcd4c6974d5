import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the page. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each navigation on purpose.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, search]);
  return null;
}
