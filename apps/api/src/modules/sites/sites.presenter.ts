import type {
  AccountingPeriodRead,
  CompanyRead,
  HuttosoftInstanceRead,
} from '@velodesk/contract/api/settings';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { fromCents, toCents } from '@velodesk/contract/pricing';
import { ref } from '../../platform/hydra.ts';
import type { AccountingPeriodRow, CompanyRow, PeriodRow } from './companies.repository.ts';
import type { HuttosoftInstanceRow, SiteRow } from './sites.repository.ts';

/** The sites module's answers: sites, billing companies, accounting periods, stay-system instances. */

export const toSiteRead = (row: SiteRow): SiteRead => ({
  '@id': ref('sites', row.id),
  '@type': 'Site',
  id: row.id,
  name: row.name,
  huttosoftId: row.huttosoftId,
  huttosoftInstance:
    row.instanceId === null
      ? null
      : {
          '@id': ref('huttosoft_instances', row.instanceId),
          id: row.instanceId,
          name: row.instanceName ?? '',
        },
  country: {
    '@id': ref('countries', row.countryId),
    id: row.countryId,
    name: row.countryName,
    codeIso31662: row.countryCode,
  },
  currency: { '@id': ref('currencies', row.currencyId), id: row.currencyId, name: row.currencyName },
  billingEntity: {
    '@id': ref('companies', row.companyId),
    id: row.companyId,
    corporateName: row.companyName,
    displayName: row.companyName,
  },
  sageCodeX3: row.sageCodeX3,
  city: row.city,
  timeZone: row.timeZone,
  activated: row.activated,
  explorerReduction: row.explorerReduction,
});

type Period = AccountingPeriodRow;

export const toCompanyRead = (row: CompanyRow, periods: Period[]): CompanyRead => {
  const c = row.company;
  return {
    '@id': ref('companies', c.id),
    '@type': 'Company',
    id: c.id,
    corporateName: c.corporateName,
    currency: { '@id': ref('currencies', c.currencyId), id: c.currencyId, name: row.currencyName },
    country: {
      '@id': ref('countries', c.countryId),
      id: c.countryId,
      name: row.countryName,
      codeIso31662: row.countryCode,
    },
    display: { '@id': ref('displays', c.displayId), id: c.displayId, name: row.displayName },
    socialStatus: c.socialStatus,
    siret: c.siret,
    ape: c.ape,
    naf: c.naf,
    sageCodeX3: c.sageCodeX3,
    capital: fromCents(toCents(c.capital)),
    address: c.address,
    zipCode: c.zipCode,
    city: c.city,
    timeZone: c.timeZone,
    intraCommunityTVANumber: c.intraCommunityTvaNumber,
    rentalAccount: c.rentalAccount,
    receivableAccount: c.receivableAccount,
    email: c.email === null ? null : { email: c.email },
    phone: c.phone === null ? null : { number: c.phone },
    hasExportSage: c.hasExportSage,
    accountingEmail: c.accountingEmail,
    accountingPeriods: periods
      .filter((p) => p.companyId === c.id)
      .map((p) => ({
        '@id': ref('accounting_periods', p.id),
        id: p.id,
        startDate: p.startDate,
        endDate: p.endDate,
        activated: p.activated,
      })),
  };
};

export const toPeriodRead = (row: PeriodRow): AccountingPeriodRead => ({
  '@id': ref('accounting_periods', row.period.id),
  '@type': 'AccountingPeriod',
  id: row.period.id,
  startDate: row.period.startDate,
  endDate: row.period.endDate,
  activated: row.period.activated,
  company: {
    '@id': ref('companies', row.period.companyId),
    id: row.period.companyId,
    corporateName: row.corporateName,
  },
});

export const toInstanceRead = (row: HuttosoftInstanceRow): HuttosoftInstanceRead => ({
  '@id': ref('huttosoft_instances', row.id),
  '@type': 'HuttosoftInstance',
  ...row,
});
