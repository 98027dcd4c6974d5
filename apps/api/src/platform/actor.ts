import { type FeatureIdentifier, type Grants, seesAllSites } from '@velodesk/contract/permissions';

/** The signed-in user a request acts for, as the server knows them (never as the client says). */
export interface Actor extends Grants {
  userId: number;
  username: string;
  profileId: number;
  sessionId: string;
  features: FeatureIdentifier[];
  /** Sites the user is linked to ("destinations"). */
  linkedSiteIds: number[];
  /** The site the user works on now (settings_users), if chosen. */
  currentSiteId: number | null;
  languageId: number | null;
}

/** The sites whose data the actor may see: null means every site. */
export const visibleSiteIds = (actor: Actor): number[] | null =>
  seesAllSites(actor) ? null : actor.linkedSiteIds;

export const canSeeSite = (actor: Actor, siteId: number): boolean => {
  const visible = visibleSiteIds(actor);
  return visible === null || visible.includes(siteId);
};
