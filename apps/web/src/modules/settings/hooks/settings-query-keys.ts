/** React-query keys of the settings screens; lists are refreshed by their first element. */
export const settingsQueryKeys = {
  countries: ['reference', 'countries'] as const,
  currencies: ['reference', 'currencies'] as const,
  instances: ['reference', 'huttosoft-instances'] as const,
  companiesAll: ['companies', 'all'] as const,
  displays: ['reference', 'displays'] as const,
  fidelities: ['reference', 'fidelities'] as const,
  sitesGrid: ['settings-sites'] as const,
  companiesGrid: ['companies', 'grid'] as const,
  taxesGrid: ['taxes'] as const,
  discountsGrid: ['settings-discounts'] as const,
  uniqueness: (kind: string, value: string, exclude: string | undefined) =>
    ['uniqueness', kind, value, exclude ?? ''] as const,
};
