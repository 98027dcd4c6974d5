import { normalisePhoneNumber } from '@velodesk/contract/api/customers';
import type { UniquenessKind } from '@velodesk/contract/api/reference';
import { idFromIri } from '@velodesk/contract/hydra';
import { and, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { companies, emails, phones, sites, users } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';

/**
 * POST /check/uniqueness/{entity}: may this value be inserted? The forms ask it on each key-up;
 * the services check the same rule (and the database's unique indexes) when saving.
 */
const targets: Record<UniquenessKind, { field: string; table: PgTable; column: PgColumn; id: PgColumn }> = {
  user: { field: 'username', table: users, column: users.username, id: users.id },
  email: { field: 'email', table: emails, column: emails.email, id: emails.id },
  phone: { field: 'number', table: phones, column: phones.number, id: phones.id },
  site: { field: 'name', table: sites, column: sites.name, id: sites.id },
  company_email: { field: 'email', table: companies, column: companies.email, id: companies.id },
  company_phone: { field: 'phone', table: companies, column: companies.phone, id: companies.id },
};

export const checkUniqueness = async (
  ctx: AppContext,
  kind: UniquenessKind,
  input: { field: string; value: string; exclude?: string | undefined },
): Promise<boolean> => {
  const target = targets[kind];
  if (input.field !== target.field) {
    throw badRequest(
      `Uniqueness of "${kind}" is checked on the field "${target.field}", not "${input.field}".`,
    );
  }
  const value = kind === 'phone' ? normalisePhoneNumber(input.value) : input.value.trim();
  if (value === '') return true;
  const conditions: SQL[] = [sql`lower(${target.column}) = lower(${value})`];
  if (input.exclude) conditions.push(ne(target.id, idFromIri(input.exclude)));
  const rows = await ctx.db
    .select({ id: target.id })
    .from(target.table)
    .where(and(...conditions))
    .limit(1);
  return rows.length === 0;
};
