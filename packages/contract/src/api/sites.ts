import { z } from 'zod';

/** Sites as the shell's selector and the site list read them. */
export const siteRead = z.object({
  '@id': z.string(),
  '@type': z.literal('Site'),
  id: z.number().int(),
  name: z.string(),
  huttosoftId: z.string().nullable(),
  huttosoftInstance: z.object({ '@id': z.string(), id: z.number().int(), name: z.string() }).nullable(),
  country: z.object({ '@id': z.string(), id: z.number().int(), name: z.string(), codeIso31662: z.string() }),
  currency: z.object({ '@id': z.string(), id: z.number().int(), name: z.string() }),
  billingEntity: z.object({
    '@id': z.string(),
    id: z.number().int(),
    corporateName: z.string(),
    displayName: z.string(),
  }),
  sageCodeX3: z.string().nullable(),
  city: z.string().nullable(),
  /** The site's time zone (IANA), in which rental periods are counted. */
  timeZone: z.string(),
  activated: z.boolean(),
  explorerReduction: z.boolean(),
});
export type SiteRead = z.infer<typeof siteRead>;
