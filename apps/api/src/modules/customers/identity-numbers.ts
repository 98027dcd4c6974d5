import { isMaskedIdentityNumber } from '@velodesk/contract/api/privacy';
import { and, isNotNull, like, not, sql } from 'drizzle-orm';
import { contacts, customers } from '../../db/schema/customers.ts';
import type { AppContext } from '../../platform/context.ts';
import { isEncryptedIdentity } from '../../platform/identity-key.ts';
import { transaction } from '../../platform/transactions.ts';

/**
 * Identity numbers at rest (docs/decisions/personal-data.md): encrypted with the identity key of the
 * configuration, answered masked (customers.presenter.ts), revealed one at a time (privacy.service.ts).
 */

/**
 * What a body's identity number stores: undefined (absent, or the masked form the screen sends back
 * unchanged: the stored number is kept), null (none), or the encrypted value.
 */
export const storedIdentity = (
  ctx: AppContext,
  value: string | null | undefined,
): string | null | undefined => {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (isMaskedIdentityNumber(trimmed)) return undefined;
  return ctx.identityKey.encrypt(trimmed);
};

const clearValue = (column: typeof customers.identityNumber | typeof contacts.identityNumber) =>
  and(isNotNull(column), not(like(column, 'pii1:%')));

/**
 * Encrypts the identity numbers stored in clear (those of before migration 0021, or of an import),
 * idempotently: at each start, after the migrations (SQL migrations do not have the key). Answers
 * how many it encrypted.
 */
export const encryptClearIdentityNumbers = async (ctx: AppContext): Promise<number> =>
  transaction(ctx, async (tx) => {
    // Two processes starting at once: the second waits, then finds nothing left in clear.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('velodesk.identity_encryption'))`);
    let done = 0;
    const customerRows = await tx
      .select({ id: customers.id, value: customers.identityNumber })
      .from(customers)
      .where(clearValue(customers.identityNumber));
    for (const row of customerRows) {
      if (row.value === null || isEncryptedIdentity(row.value)) continue;
      await tx
        .update(customers)
        .set({ identityNumber: ctx.identityKey.encrypt(row.value) })
        .where(sql`${customers.id} = ${row.id}`);
      done += 1;
    }
    const contactRows = await tx
      .select({ id: contacts.id, value: contacts.identityNumber })
      .from(contacts)
      .where(clearValue(contacts.identityNumber));
    for (const row of contactRows) {
      if (row.value === null || isEncryptedIdentity(row.value)) continue;
      await tx
        .update(contacts)
        .set({ identityNumber: ctx.identityKey.encrypt(row.value) })
        .where(sql`${contacts.id} = ${row.id}`);
      done += 1;
    }
    return done;
  });
