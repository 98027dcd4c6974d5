import type { SiteCreate, SiteUpdate } from '@velodesk/contract/api/settings';
import { type SiteRead, siteRead } from '@velodesk/contract/api/sites';
import { apiRequest } from '@/shared/api/api-client.ts';

/** Sites as the site-settings screen writes them (application settings). */
export const createSite = (body: SiteCreate): Promise<SiteRead> =>
  apiRequest('/sites', siteRead, { method: 'POST', body });

export const updateSite = (id: number, body: SiteUpdate): Promise<SiteRead> =>
  apiRequest(`/sites/${id}`, siteRead, { method: 'PATCH', body });
