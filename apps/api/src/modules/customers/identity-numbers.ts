import { isMaskedIdentityNumber } from '@velodesk/contract/api/privacy';
import type { AppContext } from '../../platform/context.ts';
import { isEncryptedIdentity } from '../../platform/identity-key.ts';
import { transaction } from '../../platform/transactions.ts';
import {
  contactsWithClearIdentity,
  customersWithClearIdentity,
  lockIdentityEncryption,
  setContactIdentity,
  setCustomerIdentity,
} from './identity-numbers.repository.ts';

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

/**
 * Encrypts the identity numbers stored in clear (those of before migration 0021, or of an import),
 * idempotently: at each start, after the migrations (SQL migrations do not have the key). Answers
 * how many it encrypted.
 */
export const encryptClearIdentityNumbers = async (ctx: AppContext): Promise<number> =>
  transaction(ctx, async (tx) => {
    // Two processes starting at once: the second waits, then finds nothing left in clear.
    await lockIdentityEncryption(tx);
    let done = 0;
    for (const row of await customersWithClearIdentity(tx)) {
      if (row.value === null || isEncryptedIdentity(row.value)) continue;
      await setCustomerIdentity(tx, row.id, ctx.identityKey.encrypt(row.value));
      done += 1;
    }
    for (const row of await contactsWithClearIdentity(tx)) {
      if (row.value === null || isEncryptedIdentity(row.value)) continue;
      await setContactIdentity(tx, row.id, ctx.identityKey.encrypt(row.value));
      done += 1;
    }
    return done;
  });
