import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  taxRateAlreadyExists,
  taxRateInForce,
  taxRateStartsInPast,
  taxRuleAlreadyExists,
} from '@velodesk/contract/api/pricing';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { fetchTaxRules } from '../api/tax-rules-api.ts';

/** Query keys of the tax rules: the taxes screen's list and the pricing form's options. */
export const taxRuleQueryKeys = {
  rules: ['tax-rules'] as const,
  pricingOptions: ['reference', 'tax-rules'] as const,
};

/** Every tax rule with its rates (the taxes screen). */
export const useTaxRules = () =>
  useQuery({ queryKey: taxRuleQueryKeys.rules, queryFn: ({ signal }) => fetchTaxRules(signal) });

/** Refreshes every list that shows tax rules after a write. */
export const useRefreshTaxRules = () => {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taxRuleQueryKeys.rules }),
        queryClient.invalidateQueries({ queryKey: taxRuleQueryKeys.pricingOptions }),
      ]),
    [queryClient],
  );
};

/** A server refusal of a tax rule or rate write, in the interface language. */
export const taxRuleRefusal = (t: TFunction, message: string): string => {
  if (message === taxRuleAlreadyExists) return t('SETTINGS.TAX_RULES.ERRORS.DESCRIPTION_TAKEN');
  if (message === taxRateAlreadyExists) return t('SETTINGS.TAX_RULES.ERRORS.RATE_EXISTS');
  if (message.startsWith(taxRateStartsInPast)) return t('SETTINGS.TAX_RULES.ERRORS.RATE_IN_PAST');
  if (message === taxRateInForce) return t('SETTINGS.TAX_RULES.ERRORS.RATE_IN_FORCE');
  return t('SETTINGS.FORM.INVALID');
};
