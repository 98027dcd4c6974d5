import type { UniquenessKind } from '@velodesk/contract/api/reference';
import { idFromIri } from '@velodesk/contract/hydra';
import { hasFeature } from '@velodesk/contract/permissions';
import { readPhone } from '@velodesk/contract/phones';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { companies, customers, emails, phones, sites, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, forbidden, unprocessable, violationOf } from '../../platform/errors.ts';
import { isPhoneFree, phoneRegionFor } from '../customers/contact-points.service.ts';
import { isCompanyPhoneTaken } from '../sites/companies.service.ts';

/**
 * POST /check/uniqueness/{entity}: may this value be inserted? The forms ask it on each key-up;
 * the services check the same rule (and the database's unique indexes) when saving. Phones are
 * read as the save reads them (contract phones.ts: E.164, a national number in the country of the
 * record, else of the user's site) and checked in the same scope, so the check never says "free"
 * for a number the save refuses as taken.
 */
const targets: Record<UniquenessKind, { field: string; table: PgTable; column: PgColumn; id: PgColumn }> = {
  user: { field: 'username', table: users, column: users.username, id: users.id },
  email: { field: 'email', table: emails, column: emails.email, id: emails.id },
  phone: { field: 'number', table: phones, column: phones.number, id: phones.id },
  site: { field: 'name', table: sites, column: sites.name, id: sites.id },
  company_email: { field: 'email', table: companies, column: companies.email, id: companies.id },
  company_phone: { field: 'phone', table: companies, column: companies.phone, id: companies.id },
};

/** The country id a phone is read in when the form gives none: the excluded record's. */
const countryOfExcluded = async (
  db: DbOrTx,
  kind: 'phone' | 'company_phone',
  excludeId: number | undefined,
): Promise<number | null | undefined> => {
  if (excludeId === undefined) return undefined;
  if (kind === 'company_phone') {
    const [company] = await db
      .select({ countryId: companies.countryId })
      .from(companies)
      .where(eq(companies.id, excludeId));
    return company?.countryId;
  }
  const [phone] = await db
    .select({ countryId: customers.countryId })
    .from(phones)
    .innerJoin(customers, eq(customers.id, phones.customerId))
    .where(eq(phones.id, excludeId));
  return phone?.countryId;
};

const phoneIsFree = async (
  ctx: AppContext,
  actor: Actor,
  kind: 'phone' | 'company_phone',
  input: { field: string; value: string; country?: string | undefined },
  excludeId: number | undefined,
): Promise<boolean> => {
  const countryId = input.country
    ? idFromIri(input.country)
    : await countryOfExcluded(ctx.db, kind, excludeId);
  const region = await phoneRegionFor(ctx.db, actor, countryId);
  const reading = readPhone(input.value, region, input.field);
  if (!reading.ok) throw unprocessable([violationOf('value', reading.message)]);
  if (kind === 'company_phone') return !(await isCompanyPhoneTaken(ctx.db, reading.number, excludeId));
  return isPhoneFree(ctx.db, reading.number, { customerId: null, phoneId: excludeId ?? null });
};

export const checkUniqueness = async (
  ctx: AppContext,
  actor: Actor,
  kind: UniquenessKind,
  input: { field: string; value: string; exclude?: string | undefined; country?: string | undefined },
): Promise<boolean> => {
  // Usernames are chosen in user management only: holders of user settings may probe them.
  if (kind === 'user' && !hasFeature(actor, 'settings_users')) {
    throw forbidden('Checking a username needs the user settings permission (settings_users).');
  }
  const target = targets[kind];
  if (input.field !== target.field) {
    throw badRequest(
      `Uniqueness of "${kind}" is checked on the field "${target.field}", not "${input.field}".`,
    );
  }
  if (input.value.trim() === '') return true;
  const excludeId = input.exclude ? idFromIri(input.exclude) : undefined;
  if (kind === 'phone' || kind === 'company_phone') return phoneIsFree(ctx, actor, kind, input, excludeId);
  const value = input.value.trim();
  const conditions: SQL[] = [sql`lower(${target.column}) = lower(${value})`];
  if (excludeId !== undefined) conditions.push(ne(target.id, excludeId));
  const rows = await ctx.db
    .select({ id: target.id })
    .from(target.table)
    .where(and(...conditions))
    .limit(1);
  return rows.length === 0;
};
