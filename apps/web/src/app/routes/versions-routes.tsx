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
      () => import('@/modules/versions/components/about-screen.tsx'),
      ({ AboutScreen }) => <AboutScreen />,
    ),
  },
  {
    path: 'changelog',
    lazy: guardedElement(
      'changelog',
      () => import('@/modules/versions/components/deploy-version-list-screen.tsx'),
      ({ DeployVersionListScreen }) => <DeployVersionListScreen />,
    ),
  },
];
