import {
  type TaxRuleCreate,
  type TaxRuleRateCreate,
  type TaxRuleRateRead,
  type TaxRuleRateUpdate,
  type TaxRuleRead,
  type TaxRuleUpdate,
  taxRuleRateRead,
  taxRuleRead,
} from '@velodesk/contract/api/pricing';
import { apiCommand, apiRequest } from '@/shared/api/api-client.ts';
import { fetchAll } from '@/shared/api/api-collection.ts';

/** Tax rules and their rates per country (read with a login; written with application settings). */
export const fetchTaxRules = (signal?: AbortSignal): Promise<TaxRuleRead[]> =>
  fetchAll('/tax_rules', taxRuleRead, { 'order[description]': 'asc' }, signal);

export const createTaxRule = (body: TaxRuleCreate): Promise<TaxRuleRead> =>
  apiRequest('/tax_rules', taxRuleRead, { method: 'POST', body });

export const renameTaxRule = (id: number, body: TaxRuleUpdate): Promise<TaxRuleRead> =>
  apiRequest(`/tax_rules/${id}`, taxRuleRead, { method: 'PATCH', body });

export const createTaxRate = (body: TaxRuleRateCreate): Promise<TaxRuleRateRead> =>
  apiRequest('/tax_rule_rates', taxRuleRateRead, { method: 'POST', body });

export const updateTaxRate = (id: number, body: TaxRuleRateUpdate): Promise<TaxRuleRateRead> =>
  apiRequest(`/tax_rule_rates/${id}`, taxRuleRateRead, { method: 'PATCH', body });

export const deleteTaxRate = (id: number): Promise<void> =>
  apiCommand(`/tax_rule_rates/${id}`, { method: 'DELETE' });
