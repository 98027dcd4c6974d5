import type { SiteRead } from '@velodesk/contract/api/sites';
import { centralWorkshopSiteName, otherCountryName } from '@velodesk/contract/ids';
import { countryName } from '@/ui/country-name.ts';

/** Pure rules of the site selector and the site list (back-office spec "Site list"). */
const normalize = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** Sites of the country "Autres" and the central workshop are never offered. */
export const isSelectableSite = (site: SiteRead): boolean =>
  normalize(site.country.name) !== normalize(otherCountryName) &&
  normalize(site.name) !== normalize(centralWorkshopSiteName);

export const selectableSites = (sites: readonly SiteRead[]): SiteRead[] => sites.filter(isSelectableSite);

export const matchesSiteSearch = (site: SiteRead, search: string): boolean => {
  const wanted = normalize(search);
  if (!wanted) return true;
  return [site.name, site.city ?? '', site.country.name, countryName(site.country, 'en')].some((text) =>
    normalize(text).includes(wanted),
  );
};

export interface SiteGroup {
  /** The country name, or "inactive" for the group of inactive sites. */
  key: string;
  isInactive: boolean;
  sites: SiteRead[];
}

export const inactiveGroupKey = 'inactive';

/** Active sites grouped by country (countries and sites by name), then every inactive site in one group. */
export const groupSites = (sites: readonly SiteRead[], search = '', language = 'fr'): SiteGroup[] => {
  const byName = (a: SiteRead, b: SiteRead) => a.name.localeCompare(b.name);
  const shown = selectableSites(sites).filter((site) => matchesSiteSearch(site, search));
  const countries = new Map<string, SiteRead[]>();
  for (const site of shown.filter((candidate) => candidate.activated)) {
    const country = countryName(site.country, language);
    const list = countries.get(country) ?? [];
    list.push(site);
    countries.set(country, list);
  }
  const groups: SiteGroup[] = [...countries.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([country, list]) => ({ key: country, isInactive: false, sites: list.sort(byName) }));
  const inactive = shown.filter((site) => !site.activated).sort(byName);
  if (inactive.length > 0) groups.push({ key: inactiveGroupKey, isInactive: true, sites: inactive });
  return groups;
};

/** A rental's screens (its page, a new rental's page, its details): a rental belongs to one site. */
const isRentalScreen = (pathname: string): boolean =>
  pathname.startsWith('/rental/') || pathname.startsWith('/rental-details/');

/**
 * Where to go after the current site changed, if anywhere. A rental open on screen belongs to the
 * old site (its products, its prices): the user goes back to the rental list, now of the new site.
 */
export const pathAfterSiteChange = (pathname: string, hasSite: boolean): string | null => {
  if (pathname === '/calendar' && !hasSite) return '/site-list';
  if (pathname === '/site-list' && hasSite) return '/calendar';
  if (isRentalScreen(pathname)) return hasSite ? '/rentals' : '/site-list';
  return null;
};
