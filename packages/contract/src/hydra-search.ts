import { z } from 'zod';
import { hydraCollection } from './hydra.ts';

/**
 * The filters and sort keys of a collection as API Platform describes them in its answers
 * (`hydra:search`, an IRI template): what API Platform Admin builds its filters from. The API
 * answers it; the web app reads its filters from its own code, so it never imports this module.
 */
export const hydraSearch = z.object({
  '@type': z.literal('hydra:IriTemplate'),
  'hydra:template': z.string(),
  'hydra:variableRepresentation': z.literal('BasicRepresentation'),
  'hydra:mapping': z.array(
    z.object({
      '@type': z.literal('IriTemplateMapping'),
      variable: z.string(),
      property: z.string().nullable(),
      required: z.boolean(),
    }),
  ),
});
export type HydraSearch = z.infer<typeof hydraSearch>;

/** A collection answer of the API: the hydra collection and its `hydra:search`. */
export const hydraCollectionAnswer = <T extends z.ZodType>(member: T) =>
  hydraCollection(member).extend({ 'hydra:search': hydraSearch.optional() });
