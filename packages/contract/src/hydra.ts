import { z } from 'zod';

/** Hydra (API Platform) shapes shared by every endpoint (DOMAIN.md "Identifiers and references"). */
export const hydraCollection = <T extends z.ZodType>(member: T) =>
  z.object({
    '@context': z.string().optional(),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number().int(),
    'hydra:view': z
      .object({
        '@id': z.string(),
        '@type': z.literal('hydra:PartialCollectionView'),
        'hydra:first': z.string().optional(),
        'hydra:last': z.string().optional(),
        'hydra:next': z.string().optional(),
        'hydra:previous': z.string().optional(),
      })
      .optional(),
  });

export type HydraCollection<T> = {
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: {
    '@id': string;
    '@type': 'hydra:PartialCollectionView';
    'hydra:first'?: string;
    'hydra:last'?: string;
    'hydra:next'?: string;
    'hydra:previous'?: string;
  };
};

export const violation = z.object({
  propertyPath: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type Violation = z.infer<typeof violation>;

export const hydraError = z.object({
  '@type': z.literal('hydra:Error'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  status: z.number().int(),
  violations: z.array(violation).optional(),
});
export type HydraError = z.infer<typeof hydraError>;

/** An IRI such as /api/sites/3; `iriOf('sites')` validates one and gives back its id. */
export const iriOf = (resource: string) =>
  z
    .string()
    .regex(new RegExp(`^/api/${resource}/\\d+$`), `must be an IRI like /api/${resource}/1`)
    .transform((iri) => Number(iri.slice(iri.lastIndexOf('/') + 1)));

export const iri = (resource: string, id: number | string): string => `/api/${resource}/${id}`;

/** Ids are PostgreSQL integers: 1 to 2,147,483,647. */
export const maxId = 2_147_483_647;

/** The `{id}` of an item route: a whole number within the ids' range (else 400, never a 500). */
export const idParams = z.object({
  id: z.coerce
    .number()
    .int('id must be a whole number.')
    .min(1, 'id must be a whole number from 1.')
    .max(maxId, `id must be at most ${maxId}.`),
});

export const idFromIri = (value: string): number => Number(value.slice(value.lastIndexOf('/') + 1));

export const resourceBase = z.object({ '@id': z.string(), '@type': z.string(), id: z.number().int() });
