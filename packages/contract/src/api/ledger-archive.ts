import { z } from 'zod';

/**
 * The ledger archives (docs/archive-format.md): one signed tar per closed period, downloaded from
 * GET /ledger/closings/{id}/archive; the same offline check as `npm run verify-archive` is offered
 * by POST /ledger/archives/verify.
 */

/** POST /ledger/archives/verify: the archive, base64 (up to 60 MB of archive). */
export const archiveVerify = z.strictObject({
  archive: z.string().min(1, { error: 'Choose the archive file (.tar) to verify.' }),
  /** The fingerprint printed on the user certificate, to check the archive was signed by that key. */
  expectedFingerprint: z.string().optional(),
});
export type ArchiveVerify = z.infer<typeof archiveVerify>;

export const archiveCheckRead = z.object({
  valid: z.boolean(),
  company: z.string().nullable(),
  period: z.string().nullable(),
  keyFingerprint: z.string().nullable(),
  links: z.number().int(),
  closings: z.number().int(),
  problems: z.array(z.string()),
});
export type ArchiveCheckRead = z.infer<typeof archiveCheckRead>;
