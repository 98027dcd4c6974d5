import type {
  TaxRuleCreate,
  TaxRuleRateCreate,
  TaxRuleRateRead,
  TaxRuleRateUpdate,
  TaxRuleRead,
  TaxRuleUpdate,
} from '@velodesk/contract/api/pricing';
import { pricingRoutes } from '@velodesk/contract/routes/pricing';
import { callRoute, fetchAllOf } from '@/shared/api/api-route.ts';

/** Tax rules and their rates per country (read with a login; written with application settings). */
export const fetchTaxRules = (signal?: AbortSignal): Promise<TaxRuleRead[]> =>
  fetchAllOf(pricingRoutes['GET /tax_rules'], { query: { 'order[description]': 'asc' }, signal });

export const createTaxRule = (body: TaxRuleCreate): Promise<TaxRuleRead> =>
  callRoute(pricingRoutes['POST /tax_rules'], { body });

export const renameTaxRule = (id: number, body: TaxRuleUpdate): Promise<TaxRuleRead> =>
  callRoute(pricingRoutes['PATCH /tax_rules/:id'], { params: { id }, body });

export const createTaxRate = (body: TaxRuleRateCreate): Promise<TaxRuleRateRead> =>
  callRoute(pricingRoutes['POST /tax_rule_rates'], { body });

export const updateTaxRate = (id: number, body: TaxRuleRateUpdate): Promise<TaxRuleRateRead> =>
  callRoute(pricingRoutes['PATCH /tax_rule_rates/:id'], { params: { id }, body });

export const deleteTaxRate = (id: number): Promise<void> =>
  callRoute(pricingRoutes['DELETE /tax_rule_rates/:id'], { params: { id } });
