/**
 * The sites module's public surface: the services and reads other modules may call, nothing else
 * (docs/decisions/module-boundaries.md). Another module imports the sites module only from here.
 */

export { phoneRegionFor } from './phone-region.read.ts';
export { provideSitesPorts } from './sites.ports.ts';
export {
  companyExists,
  countSites,
  hasSiteOfStaySite,
  isCompanyEmailUsed,
  isCompanyPhoneUsed,
  isSiteNameUsed,
  readAccountingPeriods,
  readAllCompanies,
  readAllSiteNames,
  readCompanies,
  readCompanyAccounts,
  readCompanyCountryId,
  readCompanyIdentity,
  readCompanyIds,
  readSite,
  readSiteBilling,
  readSiteCompanyIds,
  readSiteNames,
  readSiteZones,
  siteExists,
  siteNameOf,
  siteTimeZoneOf,
} from './sites.read.ts';
export { findSites, getSite } from './sites.service.ts';
