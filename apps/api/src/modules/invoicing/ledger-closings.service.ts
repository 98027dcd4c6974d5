import type { LedgerClosingRead } from '@velodesk/contract/api/invoicing';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { dbOf } from '../../platform/transactions.ts';
import { readAllCompanies } from '../sites/sites.api.ts';
import { accessLedger } from './invoicing.access.ts';
import { toClosingRead } from './invoicing.presenter.ts';
import { closingCollection, closingPageOf, readClosingsByIds } from './ledger-closings.read.ts';

/** The daily closings of the ledger, for finance (docs/decisions/ledger-chain.md). */

export { closingCollection } from './ledger-closings.read.ts';

/**
 * The closings a run made, as POST /ledger/closings answers them, in the run's order: read by id
 * in slices, never through the list's pages (a catch-up of years makes more closings than a page).
 */
export const presentClosings = async (
  ctx: AppContext,
  made: Array<{ id: number }>,
): Promise<LedgerClosingRead[]> => {
  if (made.length === 0) return [];
  const db = dbOf(ctx);
  const names = new Map((await readAllCompanies(db)).map((company) => [company.id, company.corporateName]));
  const byId = new Map<number, LedgerClosingRead>();
  const ids = made.map((closing) => closing.id);
  for (let from = 0; from < ids.length; from += 1000) {
    const rows = await readClosingsByIds(db, ids.slice(from, from + 1000));
    for (const row of rows)
      byId.set(row.closing.id, toClosingRead(row.closing, row, names.get(row.closing.companyId) ?? ''));
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** GET /ledger/closings: filters id, company.id, day; id desc; paged. ADMINISTRATEUR and FINANCE. */
export const findClosings = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessLedger(actor);
  const db = dbOf(ctx);
  const names = new Map((await readAllCompanies(db)).map((company) => [company.id, company.corporateName]));
  return findPage(closingCollection, query, closingPageOf(db), (rows) =>
    rows.map((row) => toClosingRead(row.closing, row, names.get(row.closing.companyId) ?? '')),
  );
};
