import { resourceKeys } from '../query-keys.ts';

/** Query keys of the resources the settings screens own (the scheme: app/query-keys.ts). */
export const companyKeys = resourceKeys('companies');
export const taxKeys = resourceKeys('taxes');
export const taxRuleKeys = resourceKeys('tax_rules');
export const discountKeys = resourceKeys('settings_discounts');
export const currencyKeys = resourceKeys('currencies');
export const huttosoftInstanceKeys = resourceKeys('huttosoft_instances');
export const displayKeys = resourceKeys('displays');
export const fidelityKeys = resourceKeys('fidelities');
