import { countableEntities } from '@velodesk/contract/api/reference';
import { hasFeature } from '@velodesk/contract/permissions';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { customers, features, pricings, settingsDiscounts, sites, users } from '../../db/schema.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { countRentals } from '../rentals/rentals.queries.ts';

/** GET /count/{entity}: how many records of a kind exist (for dashboards and grids). */
export const countableEntity = z.enum(countableEntities);

const tables: Partial<
  Record<z.infer<typeof countableEntity>, { table: PgTable; allowed: (actor: Actor) => boolean }>
> = {
  user: { table: users, allowed: (actor) => hasFeature(actor, 'settings_users') },
  customer: { table: customers, allowed: () => true },
  feature: { table: features, allowed: (actor) => hasFeature(actor, 'settings_access') },
  site: { table: sites, allowed: (actor) => hasFeature(actor, 'settings_application') },
  pricing: { table: pricings, allowed: (actor) => hasFeature(actor, 'settings_application') },
  settingsDiscount: { table: settingsDiscounts, allowed: () => true },
};

export const countEntity = async (ctx: AppContext, actor: Actor, entity: z.infer<typeof countableEntity>) => {
  // Rentals are counted by their module: the sites the user sees, state 5 left out.
  if (entity === 'rental') return countRentals(ctx, actor);
  const target = tables[entity];
  if (!target) throw badRequest(`Counting "${entity}" is not available yet.`);
  if (!target.allowed(actor)) throw forbidden();
  const [row] = await ctx.db.select({ count: count() }).from(target.table);
  return Number(row?.count ?? 0);
};
