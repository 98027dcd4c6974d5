import { useQueryClient } from '@tanstack/react-query';
import {
  type SettingsDiscountCreate,
  type SettingsDiscountRead,
  type TaxCreate,
  type TaxRead,
  type TaxRuleCreate,
  type TaxRuleRateCreate,
  type TaxRuleRateRead,
  type TaxRuleRead,
  taxRuleRateUpdate,
} from '@velodesk/contract/api/pricing';
import type { CompanyRead, CompanyUpdate, SiteCreate, SiteUpdate } from '@velodesk/contract/api/settings';
import type { SiteRead } from '@velodesk/contract/api/sites';
import { pricingKeys } from '@/shared/data/keys/pricing-keys.ts';
import { uniquenessKeys } from '@/shared/data/keys/reference-keys.ts';
import { companyKeys, discountKeys, taxKeys, taxRuleKeys } from '@/shared/data/keys/settings-keys.ts';
import { siteKeys } from '@/shared/data/keys/sites-keys.ts';
import { type MutationCallbacks, useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import { updateCompany } from '../api/companies-api.ts';
import { createDiscount, updateDiscount } from '../api/discounts-api.ts';
import { createSite, updateSite } from '../api/sites-settings-api.ts';
import {
  createTaxRate,
  createTaxRule,
  deleteTaxRate,
  renameTaxRule,
  updateTaxRate,
} from '../api/tax-rules-api.ts';
import { createTax, updateTax } from '../api/taxes-api.ts';

/**
 * The writes of the settings screens, each refreshing what shows its data
 * (docs/decisions/web-data-layer.md); the screens pass only their notifications.
 */

/** A site is listed by the settings grid, the site selector, the fleet and the users' destinations. */
const siteWriteKeys = [siteKeys.all, uniquenessKeys.all] as const;

/** Creates a site (`siteId` null) or changes that one. */
export const useSaveSite = (siteId: number | null, callbacks?: MutationCallbacks<SiteRead, SiteCreate>) =>
  useResourceMutation(
    (body: SiteCreate) => (siteId === null ? createSite(body) : updateSite(siteId, body)),
    siteWriteKeys,
    callbacks,
  );

/** Changes some fields of a site (the grid's switches). */
export const useUpdateSite = (callbacks?: MutationCallbacks<SiteRead, { id: number; body: SiteUpdate }>) =>
  useResourceMutation(
    ({ id, body }: { id: number; body: SiteUpdate }) => updateSite(id, body),
    siteWriteKeys,
    callbacks,
  );

/** A company is listed by the companies' grid and selects, and named in the pricings' grid. */
const companyWriteKeys = [companyKeys.all, pricingKeys.all, uniquenessKeys.all] as const;

/** Changes some fields of a company (the grid's switches). */
export const useUpdateCompany = (
  callbacks?: MutationCallbacks<CompanyRead, { id: number; body: CompanyUpdate }>,
) =>
  useResourceMutation(
    ({ id, body }: { id: number; body: CompanyUpdate }) => updateCompany(id, body),
    companyWriteKeys,
    callbacks,
  );

/** Creates a loyalty discount (`discountId` null) or changes that one. */
export const useSaveDiscount = (
  discountId: number | null,
  callbacks?: MutationCallbacks<SettingsDiscountRead, SettingsDiscountCreate>,
) =>
  useResourceMutation(
    (body: SettingsDiscountCreate) =>
      discountId === null ? createDiscount(body) : updateDiscount(discountId, body),
    [discountKeys.all],
    callbacks,
  );

/** Creates a tax (`taxId` null) or changes that one. */
export const useSaveTax = (taxId: number | null, callbacks?: MutationCallbacks<TaxRead, TaxCreate>) =>
  useResourceMutation(
    (body: TaxCreate) => (taxId === null ? createTax(body) : updateTax(taxId, body)),
    [taxKeys.all],
    callbacks,
  );

/** A tax rule and its rates are listed by the taxes screen and the pricing form, and named in the pricings' grid. */
const taxRuleWriteKeys = [taxRuleKeys.all, pricingKeys.all] as const;

/** Creates a tax rule (`ruleId` null) or renames that one. */
export const useSaveTaxRule = (
  ruleId: number | null,
  callbacks?: MutationCallbacks<TaxRuleRead, TaxRuleCreate>,
) =>
  useResourceMutation(
    (body: TaxRuleCreate) => (ruleId === null ? createTaxRule(body) : renameTaxRule(ruleId, body)),
    taxRuleWriteKeys,
    callbacks,
  );

/** Creates a rate (`rateId` null) or corrects that one (only its rate and start date change). */
export const useSaveTaxRate = (
  rateId: number | null,
  callbacks?: MutationCallbacks<TaxRuleRateRead, TaxRuleRateCreate>,
) =>
  useResourceMutation(
    (body: TaxRuleRateCreate) =>
      rateId === null
        ? createTaxRate(body)
        : updateTaxRate(rateId, taxRuleRateUpdate.parse({ rate: body.rate, validFrom: body.validFrom })),
    taxRuleWriteKeys,
    callbacks,
  );

/**
 * Removes a rate not yet in force. A refusal (the rate came into force meanwhile) refreshes the
 * rules too: the screen then shows the rate as it is now.
 */
export const useDeleteTaxRate = (callbacks: MutationCallbacks<void, { id: number }> = {}) => {
  const queryClient = useQueryClient();
  return useResourceMutation((rate: { id: number }) => deleteTaxRate(rate.id), taxRuleWriteKeys, {
    ...callbacks,
    onError: (error, rate, onMutateResult, context) => {
      for (const queryKey of taxRuleWriteKeys) void queryClient.invalidateQueries({ queryKey });
      return callbacks.onError?.(error, rate, onMutateResult, context);
    },
  });
};
