import { z } from 'zod';
import * as reference from '../api/reference.ts';
import { iriRef } from '../fields.ts';
import { idString } from '../hydra.ts';

/** Path parameters and bodies shared by routes of several groups of the table. */

/** The token of an account e-mail (password reset, account confirmation). */
export const tokenParams = z.object({ token: z.string().min(1).max(200) });
/** What GET /count/:entity counts (the API knows the list). */
export const countParams = z.object({ entity: z.enum(reference.countableEntities) });
export const uniquenessParams = z.object({ entity: z.enum(reference.uniquenessKinds) });
/** A guest of the stay system. */
export const stayClientParams = z.object({
  clientId: z
    .string()
    .trim()
    .min(1, 'clientId is required.')
    .max(100, 'clientId has 100 characters at most.'),
});
export const siteIdParams = z.object({ siteId: idString('siteId') });
/** The site a user works on (POST and PATCH /settings_users). */
export const settingsUserSite = z.strictObject({ site: iriRef('sites', 'site') });
