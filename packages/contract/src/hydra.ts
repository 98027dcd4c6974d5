import { z } from 'zod';

/** Hydra (API Platform) shapes shared by every endpoint (docs/domain.md "Identifiers, references and answers"). */
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

/** The values a code's message names (error-params.ts): the web builds its text from them. */
export const errorParamValues = z.record(z.string(), z.unknown());

export const violation = z.object({
  propertyPath: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: errorParamValues.optional(),
});
export type Violation = z.infer<typeof violation>;

export const hydraError = z.object({
  '@type': z.literal('hydra:Error'),
  'hydra:title': z.string(),
  'hydra:description': z.string(),
  status: z.number().int(),
  /** A stable machine code for errors a client translates by kind (e.g. STAY_SYSTEM_UNAVAILABLE). */
  code: z.string().optional(),
  /** The values the code's message names, for the codes that declare them (error-params.ts). */
  params: errorParamValues.optional(),
  violations: z.array(violation).optional(),
});
export type HydraError = z.infer<typeof hydraError>;

/** Ids are PostgreSQL integers: 1 to 2,147,483,647. */
export const maxId = 2_147_483_647;

/** The one notation of an id: digits only, no sign, no leading zero (so no 0x11, 1.7e1, 017, +17, " 17"). */
export const idPattern = '[1-9][0-9]*';
const idText = new RegExp(`^${idPattern}$`);

/**
 * Reads an id strictly: a whole number from 1 to 2,147,483,647 written in plain digits with no
 * leading zero, else null. Every id read from a path, a query or an IRI goes through it.
 */
export const parseId = (value: unknown): number | null => {
  if (typeof value !== 'string' || value.length > 10 || !idText.test(value)) return null;
  const id = Number(value);
  return id <= maxId ? id : null;
};

/** The pattern of an IRI of the resource (`/api/sites/3`), for schemas and their OpenAPI documents. */
export const iriPattern = (resource: string): RegExp => new RegExp(`^/api/${resource}/${idPattern}$`);

/** The id of an IRI of the resource, strictly read, else null. */
export const parseIri = (resource: string, value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const prefix = `/api/${resource}/`;
  return value.startsWith(prefix) ? parseId(value.slice(prefix.length)) : null;
};

/** An IRI such as /api/sites/3; `iriOf('sites')` validates one and gives back its id. */
export const iriOf = (resource: string) =>
  z
    .string()
    .regex(iriPattern(resource), `must be an IRI like /api/${resource}/1`)
    .refine(
      (value) => !iriPattern(resource).test(value) || parseIri(resource, value) !== null,
      `the id of /api/${resource}/… is at most ${maxId}`,
    )
    .transform((iri) => Number(iri.slice(iri.lastIndexOf('/') + 1)));

export const iri = (resource: string, id: number | string): string => `/api/${resource}/${id}`;

/** The `{id}` of a path, strictly read (see parseId): any other notation is a 400, never a 500. */
export const idString = (name = 'id') =>
  z
    .string()
    .regex(
      idText,
      `${name} must be a whole number from 1 to ${maxId} in plain digits (no sign, no leading zero).`,
    )
    .refine((value) => !idText.test(value) || parseId(value) !== null, `${name} must be at most ${maxId}.`)
    .transform(Number);

/** The `{id}` of an item route. */
export const idParams = z.object({ id: idString('id') });

/** A value read as an IRI or id that is not one: the API answers it as a 400 (statusCode). */
export class InvalidIdError extends Error {
  readonly statusCode = 400;
  constructor(value: string) {
    super(`"${value}" is not an IRI with a valid id (a whole number from 1 to ${maxId}).`);
    this.name = 'InvalidIdError';
  }
}

/**
 * The id of an IRI (normally one its schema already checked with iriRef / iriPattern), read
 * strictly. It never answers a number for anything else: it throws an InvalidIdError (a 400).
 */
export const idFromIri = (value: string): number => {
  const id = value.startsWith('/api/') ? parseId(value.slice(value.lastIndexOf('/') + 1)) : null;
  if (id === null) throw new InvalidIdError(value);
  return id;
};

export const resourceBase = z.object({ '@id': z.string(), '@type': z.string(), id: z.number().int() });
