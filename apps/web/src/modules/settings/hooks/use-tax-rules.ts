import { useQuery } from '@tanstack/react-query';
import { taxRuleKeys } from '@/shared/data/keys/settings-keys.ts';
import { fetchTaxRules } from '../api/tax-rules-api.ts';

/** Every tax rule with its rates (the taxes screen, and the pricing form's options: one query). */
export const useTaxRules = () =>
  useQuery({ queryKey: taxRuleKeys.list('all'), queryFn: ({ signal }) => fetchTaxRules(signal) });
