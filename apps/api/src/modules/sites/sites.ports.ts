import type { AnyColumn, SQL } from 'drizzle-orm';
import { definePorts } from '../../platform/ports.ts';

/**
 * What the sites need of the users (access module, which reads the sites and so sits above them):
 * provided by access at the app's registration (platform/ports.ts).
 */
export interface SitesPorts {
  /** The condition "the site in `siteId` is linked to one of these users". */
  isSiteOfUsers: (siteId: AnyColumn, userIds: number[]) => SQL;
}

const ports = definePorts<SitesPorts>('sites');
/** The access module provides the users' links (at the app's registration). */
export const provideSitesPorts = ports.provide;
/** The port the sites list's filter asks for. */
export const sitesPort = ports.port;
