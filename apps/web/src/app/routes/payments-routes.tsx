import type { RouteObject } from 'react-router';
import { comingSoonRoute } from './coming-soon-route.tsx';

/** The payment list (rentals spec "Payment list"). */
export const paymentsRoutes: RouteObject[] = [
  comingSoonRoute({ path: 'payments', routeKey: 'payments', titleKey: 'MENU.PAYMENTS' }),
];
