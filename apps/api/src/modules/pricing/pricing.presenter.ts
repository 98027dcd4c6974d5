import type {
  PricingRead,
  SettingsDiscountRead,
  TaxRead,
  TaxRuleRateRead,
  TaxRuleRead,
} from '@velodesk/contract/api/pricing';
import { fromCents, toCents } from '@velodesk/contract/pricing';
import { rateStatus } from '@velodesk/contract/tax-rates';
import type { DbOrTx } from '../../db/client.ts';
import { ref } from '../../platform/hydra.ts';
import { readDeclinations } from '../catalogue/catalogue.api.ts';
import { readFidelityLevels } from '../customers/customers.api.ts';
import { readCompanies } from '../sites/sites.api.ts';
import type { DiscountRow, PricingRow, TaxRow } from './pricing.repository.ts';
import type { RateRow } from './tax-rules.repository.ts';

/** The pricing module's answers, built from its rows (and the names other modules read). */

/** A stored amount ("29.00") as the number the API answers. */
const amount = (value: string): number => fromCents(toCents(value));

export const toTaxRead = (row: TaxRow): TaxRead => ({
  '@id': ref('taxes', row.id),
  '@type': 'Tax',
  id: row.id,
  description: row.description,
  country: {
    '@id': ref('countries', row.countryId),
    id: row.countryId,
    name: row.countryName,
    codeIso31662: row.countryCode,
  },
});

/** Pricings as answered, with their companies (sites module) and declinations (catalogue). */
export const toPricingReads = async (db: DbOrTx, rows: PricingRow[]): Promise<PricingRead[]> => {
  const companies = await readCompanies(
    db,
    rows.map((row) => row.companyId),
  );
  const declinations = await readDeclinations(
    db,
    rows.map((row) => row.declinationId),
  );
  return rows.map((row) => {
    const company = companies.get(row.companyId);
    const declination = declinations.get(row.declinationId);
    return {
      '@id': ref('pricings', row.id),
      '@type': 'Pricing',
      id: row.id,
      company: {
        '@id': ref('companies', row.companyId),
        id: row.companyId,
        corporateName: company?.corporateName ?? '',
        display: {
          '@id': ref('displays', company?.displayId ?? 0),
          id: company?.displayId ?? 0,
          name: company?.displayName ?? '',
        },
      },
      declination: {
        '@id': ref('declinations', row.declinationId),
        id: row.declinationId,
        range: {
          '@id': ref('ranges', declination?.rangeId ?? 0),
          id: declination?.rangeId ?? 0,
          name: declination?.rangeName ?? '',
        },
        model: declination?.model ?? '',
        size: declination?.size ?? '',
      },
      pricingType: {
        '@id': ref('pricing_types', row.pricingTypeId),
        id: row.pricingTypeId,
        description: row.pricingTypeDescription,
      },
      durationType: {
        '@id': ref('duration_types', row.durationTypeId),
        id: row.durationTypeId,
        description: row.durationTypeDescription,
      },
      duration: row.duration,
      price: amount(row.price),
      taxRule: {
        '@id': ref('tax_rules', row.taxRuleId),
        id: row.taxRuleId,
        description: row.taxRuleDescription,
      },
    };
  });
};

/** Loyalty discounts as answered, with their fidelity levels (customers module). */
export const toDiscountReads = async (db: DbOrTx, rows: DiscountRow[]): Promise<SettingsDiscountRead[]> => {
  const levels = await readFidelityLevels(
    db,
    rows.map((row) => row.fidelityId),
  );
  return rows.map((row) => ({
    '@id': ref('settings_discounts', row.id),
    '@type': 'SettingsDiscount',
    id: row.id,
    percentage: amount(row.percentage),
    startDate: row.startDate,
    endDate: row.endDate,
    fidelity: {
      '@id': ref('fidelities', row.fidelityId),
      id: row.fidelityId,
      level: levels.get(row.fidelityId) ?? 0,
    },
  }));
};

/** A tax rate with its status among its siblings (same rule and country) on its country's today. */
export const toRateRead = (row: RateRow, sameCountry: RateRow[], today: string): TaxRuleRateRead => ({
  '@id': ref('tax_rule_rates', row.id),
  '@type': 'TaxRuleRate',
  id: row.id,
  taxRule: { '@id': ref('tax_rules', row.taxRuleId), id: row.taxRuleId, description: row.taxRuleDescription },
  country: {
    '@id': ref('countries', row.countryId),
    id: row.countryId,
    name: row.countryName,
    codeIso31662: row.countryCode,
  },
  rate: amount(row.rate),
  validFrom: row.validFrom,
  status: rateStatus(row, sameCountry, today),
});

/** A tax rule with its rates (each without its rule). */
export const toRuleRead = (
  rule: { id: number; description: string },
  rates: TaxRuleRateRead[],
): TaxRuleRead => ({
  '@id': ref('tax_rules', rule.id),
  '@type': 'TaxRule',
  id: rule.id,
  description: rule.description,
  rates: rates.filter((r) => r.taxRule.id === rule.id).map(({ taxRule: _rule, ...rate }) => rate),
});
