import type { RouteKey } from '@velodesk/contract/permissions';
import type { TextKey } from '@/i18n/text-key.ts';

/**
 * The authenticated routes of the specs that are not built yet: each renders a titled "coming soon"
 * page behind its permission, so that menus and links already lead somewhere real.
 */
export interface PlaceholderRoute {
  path: string;
  routeKey: RouteKey;
  titleKey: TextKey;
}

export const placeholderRoutes: readonly PlaceholderRoute[] = [];
