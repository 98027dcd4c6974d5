import type { SiteRead } from '@velodesk/contract/api/sites';
import { centralWorkshopSiteName, otherCountryName } from '@velodesk/contract/ids';
import { describe, expect, it } from 'vitest';
import { groupSites, pathAfterSiteChange, selectableSites } from './site-options.ts';

const codeOf = (country: string) => ({ France: 'FR', Italie: 'IT', Autres: 'ZZ' })[country] ?? 'ZZ';

const site = (
  id: number,
  name: string,
  country: string,
  activated = true,
  city: string | null = null,
): SiteRead => ({
  '@id': `/api/sites/${id}`,
  '@type': 'Site',
  id,
  name,
  huttosoftId: null,
  huttosoftInstance: null,
  country: { '@id': '/api/countries/1', id: 1, name: country, codeIso31662: codeOf(country) },
  currency: { '@id': '/api/currencies/1', id: 1, name: 'Euro' },
  billingEntity: { '@id': '/api/companies/1', id: 1, corporateName: 'Velo SAS', displayName: 'TTC' },
  sageCodeX3: null,
  city,
  timeZone: 'Europe/Paris',
  activated,
  explorerReduction: false,
});

const sites = [
  site(1, 'Les Pins', 'France', true, 'Arcachon'),
  site(2, 'Lago Blu', 'Italie'),
  site(3, 'Autre chose', otherCountryName),
  site(4, centralWorkshopSiteName, 'France'),
  site(5, 'Dunes', 'France', false),
  site(6, 'Anse Bleue', 'France'),
];

describe('site options', () => {
  it('leaves out the "Autres" country and the central workshop', () => {
    expect(selectableSites(sites).map((s) => s.id)).toEqual([1, 2, 5, 6]);
  });

  it('groups active sites by country and puts inactive sites last', () => {
    const groups = groupSites(sites);
    expect(groups.map((g) => g.key)).toEqual(['France', 'Italie', 'inactive']);
    expect(groups[0]?.sites.map((s) => s.name)).toEqual(['Anse Bleue', 'Les Pins']);
    expect(groups[2]?.isInactive).toBe(true);
  });

  it('searches names, cities and countries without caring about accents or case', () => {
    expect(groupSites(sites, 'ARCACHON').flatMap((g) => g.sites.map((s) => s.id))).toEqual([1]);
    expect(groupSites(sites, 'itálie').flatMap((g) => g.sites.map((s) => s.id))).toEqual([2]);
  });

  it('moves between the calendar and the site list after a change', () => {
    expect(pathAfterSiteChange('/calendar', false)).toBe('/site-list');
    expect(pathAfterSiteChange('/site-list', true)).toBe('/calendar');
    expect(pathAfterSiteChange('/home', true)).toBeNull();
  });

  it('leaves a rental of the old site for the rental list of the new one', () => {
    expect(pathAfterSiteChange('/rental/contract', true)).toBe('/rentals');
    expect(pathAfterSiteChange('/rental/reservation', true)).toBe('/rentals');
    expect(pathAfterSiteChange('/rental-details/12', true)).toBe('/rentals');
    expect(pathAfterSiteChange('/rentals', true)).toBeNull();
  });
});
