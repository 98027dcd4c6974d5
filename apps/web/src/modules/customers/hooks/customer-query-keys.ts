/** React-query keys of the customers module. Every key starts with 'customers' or a reference name. */
export const customerQueryKeys = {
  all: ['customers'] as const,
  list: (kind: 'individual' | 'company' | 'picker') => ['customers', 'list', kind] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
  uniqueness: (kind: string, value: string, exclude: string | undefined) =>
    ['customers', 'uniqueness', kind, value, exclude ?? ''] as const,
  countries: (search: string, language: string) => ['customers-ref', 'countries', search, language] as const,
  languages: ['customers-ref', 'languages'] as const,
  civilities: ['customers-ref', 'civilities'] as const,
};
