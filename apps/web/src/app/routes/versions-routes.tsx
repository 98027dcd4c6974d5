import type { RouteObject } from 'react-router';
import { guardedElement } from './lazy-route.tsx';

/**
 * The about page and the deployed versions (back-office spec "About and versions"), both behind the
 * login only, loaded on their first visit.
 */
export const versionsRoutes: RouteObject[] = [
  {
    path: 'about',
    lazy: guardedElement(
      'about',
      () => import('@/pages/about-page.tsx'),
      ({ AboutPage }) => <AboutPage />,
    ),
  },
  {
    path: 'changelog',
    lazy: guardedElement(
      'changelog',
      () => import('@/pages/changelog-page.tsx'),
      ({ ChangelogPage }) => <ChangelogPage />,
    ),
  },
];
