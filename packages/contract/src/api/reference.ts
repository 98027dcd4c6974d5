import { z } from 'zod';

/** Reference lists: languages, countries, civilities, currencies; counts and uniqueness checks. */

export const languageRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Language'),
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  code: z.string(),
  isActive: z.boolean(),
});
export type LanguageRead = z.infer<typeof languageRead>;

export const countryRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Country'),
  id: z.number().int(),
  name: z.string(),
  codeIso31662: z.string(),
  isActive: z.boolean(),
});
export type CountryRead = z.infer<typeof countryRead>;

export const civilityRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Civility'),
  id: z.number().int(),
  description: z.string(),
});

export const currencyRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Currency'),
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
});

/**
 * Stable codes of the reference module's refusals (counts and uniqueness checks): the hydra
 * error's `code`, and a violation's `code` on its field.
 */
export const ReferenceErrorCode = {
  notCountable: 'NOT_COUNTABLE',
  uniquenessField: 'UNIQUENESS_WRONG_FIELD',
  usernameCheckForbidden: 'USERNAME_CHECK_FORBIDDEN',
  invalidPhone: 'INVALID_PHONE',
} as const;
export type ReferenceErrorCodeValue = (typeof ReferenceErrorCode)[keyof typeof ReferenceErrorCode];

export const countAnswer = z.object({ totalCount: z.number().int() });

export const countableEntities = [
  'user',
  'customer',
  'rental',
  'pricing',
  'feature',
  'settingsDiscount',
  'site',
] as const;

export const uniquenessKinds = ['user', 'email', 'phone', 'site', 'company_email', 'company_phone'] as const;
export type UniquenessKind = (typeof uniquenessKinds)[number];
export const uniquenessRequest = z.object({
  field: z.string().min(1),
  value: z.string(),
  /** When editing, the IRI of the record being edited, which does not count as a clash. */
  exclude: z.string().optional(),
  /**
   * Phones only: the IRI of the country a national number is read in (the customer's or the
   * company's country on the form), as the save reads it. Absent: the record's, else the site's.
   */
  country: z
    .string()
    .regex(/^\/api\/countries\/\d+$/, 'country must be an IRI like /api/countries/1.')
    .optional(),
});
export const uniquenessAnswer = z.object({ canBeInserted: z.boolean() });

/** Countries shown first in country lists (back-office spec §9), in this order. */
export const priorityCountryCodes = ['CA', 'US', 'IT', 'NL', 'DE', 'BE', 'FR'] as const;
