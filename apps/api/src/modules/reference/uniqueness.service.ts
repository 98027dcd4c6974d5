import { ReferenceErrorCode, type UniquenessKind } from '@velodesk/contract/api/reference';
import { idFromIri } from '@velodesk/contract/hydra';
import { hasFeature } from '@velodesk/contract/permissions';
import { readPhone } from '@velodesk/contract/phones';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, forbidden, unprocessable, violationOf } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { isUsernameUsed } from '../access/access.api.ts';
import { isEmailAddressUsed, isPhoneFree, readPhoneCountryId } from '../customers/customers.api.ts';
import {
  isCompanyEmailUsed,
  isCompanyPhoneUsed,
  isSiteNameUsed,
  phoneRegionFor,
  readCompanyCountryId,
} from '../sites/sites.api.ts';
import { accessReference } from './reference.access.ts';

/**
 * POST /check/uniqueness/{entity}: may this value be inserted? The forms ask it on each key-up;
 * the services check the same rule (and the database's unique indexes) when saving. Each check is
 * asked of the module that owns the records (its read API). Phones are read as the save reads them
 * (contract phones.ts: E.164, a national number in the country of the record, else of the user's
 * site) and checked in the same scope, so the check never says "free" for a number the save
 * refuses as taken.
 */
const fields: Record<UniquenessKind, string> = {
  user: 'username',
  email: 'email',
  phone: 'number',
  site: 'name',
  company_email: 'email',
  company_phone: 'phone',
};

/** Whether another record than `excludeId` holds the (trimmed) value. */
const usedBy: Record<
  Exclude<UniquenessKind, 'phone' | 'company_phone'>,
  (db: DbOrTx, value: string, excludeId?: number) => Promise<boolean>
> = {
  user: isUsernameUsed,
  email: isEmailAddressUsed,
  site: isSiteNameUsed,
  company_email: isCompanyEmailUsed,
};

const phoneIsFree = async (
  db: DbOrTx,
  actor: Actor,
  kind: 'phone' | 'company_phone',
  input: { field: string; value: string; country?: string | undefined },
  excludeId: number | undefined,
): Promise<boolean> => {
  // The country a phone is read in when the form gives none: the excluded record's.
  const countryId = input.country
    ? idFromIri(input.country)
    : excludeId === undefined
      ? undefined
      : kind === 'company_phone'
        ? await readCompanyCountryId(db, excludeId)
        : await readPhoneCountryId(db, excludeId);
  const region = await phoneRegionFor(db, actor, countryId);
  const reading = readPhone(input.value, region, input.field);
  if (!reading.ok) {
    throw unprocessable([violationOf('value', reading.message, ReferenceErrorCode.invalidPhone)]).withCode(
      ReferenceErrorCode.invalidPhone,
    );
  }
  if (kind === 'company_phone') return !(await isCompanyPhoneUsed(db, reading.number, excludeId));
  return isPhoneFree(db, reading.number, { customerId: null, phoneId: excludeId ?? null });
};

export const checkUniqueness = async (
  ctx: AppContext,
  actor: Actor,
  kind: UniquenessKind,
  input: { field: string; value: string; exclude?: string | undefined; country?: string | undefined },
): Promise<boolean> => {
  accessReference(actor);
  // Usernames are chosen in user management only: holders of user settings may probe them.
  if (kind === 'user' && !hasFeature(actor, 'settings_users')) {
    throw forbidden('Checking a username needs the user settings permission (settings_users).').withCode(
      ReferenceErrorCode.usernameCheckForbidden,
    );
  }
  const field = fields[kind];
  if (input.field !== field) {
    throw badRequest(
      `Uniqueness of "${kind}" is checked on the field "${field}", not "${input.field}".`,
    ).withCode(ReferenceErrorCode.uniquenessField);
  }
  if (input.value.trim() === '') return true;
  const excludeId = input.exclude ? idFromIri(input.exclude) : undefined;
  const db = dbOf(ctx);
  if (kind === 'phone' || kind === 'company_phone') return phoneIsFree(db, actor, kind, input, excludeId);
  return !(await usedBy[kind](db, input.value.trim(), excludeId));
};
