import type { SiteCreate, SiteUpdate } from '@velodesk/contract/api/settings';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { sitesRoutes } from '@velodesk/contract/routes/sites';
import { callRoute } from '@/shared/api/api-route.ts';

/** Sites as the site-settings screen writes them (application settings). */
export const createSite = (body: SiteCreate): Promise<SiteRead> =>
  callRoute(sitesRoutes['POST /sites'], { body });

export const updateSite = (id: number, body: SiteUpdate): Promise<SiteRead> =>
  callRoute(sitesRoutes['PATCH /sites/:id'], { params: { id }, body });
