import { toCents } from '@velodesk/contract/pricing';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deposits } from '../../db/schema/deposits.ts';
import { siteTimeZoneOf } from '../sites/sites.api.ts';

/**
 * What the payment export's deposits sheet reads (modules/exports): per day (the site's day),
 * site and form, the deposits taken, given back and kept. A deposit is not revenue: this sheet is
 * the drawer's, apart from the accounts; only the kept part reaches them, as invoiced. The caller
 * checked the actor's access and gives the sites it may see.
 */
export interface DepositSheetRow {
  day: string;
  siteId: number;
  form: string | null;
  takenCount: number;
  /** Cents. */
  taken: number;
  returned: number;
  kept: number;
}

export const readDepositSheet = async (
  db: DbOrTx,
  period: { startDate: string; endDate: string; siteIds: number[] | null },
): Promise<DepositSheetRow[]> => {
  if (period.siteIds !== null && period.siteIds.length === 0) return [];
  const zone = siteTimeZoneOf(deposits.siteId);
  const sites =
    period.siteIds === null
      ? sql`true`
      : sql`site_id in (${sql.join(
          period.siteIds.map((id) => sql`${Math.trunc(id)}`),
          sql`, `,
        )})`;
  const result = await db.execute(sql`
    with events as (
      select ${deposits.siteId} as site_id, ${deposits.form} as form,
             to_char((${deposits.takenAt} at time zone ${zone})::date, 'YYYY-MM-DD') as day,
             1 as taken_count, coalesce(${deposits.amountTaken}, 0) as taken, 0::numeric as returned, 0::numeric as kept
      from ${deposits} where ${deposits.takenAt} is not null
      union all
      select ${deposits.siteId}, ${deposits.form},
             to_char((${deposits.settledAt} at time zone ${zone})::date, 'YYYY-MM-DD'),
             0, 0::numeric, coalesce(${deposits.returnedAmount}, 0), coalesce(${deposits.keptAmount}, 0)
      from ${deposits} where ${deposits.settledAt} is not null
    )
    select day, site_id, form, sum(taken_count)::int as taken_count, sum(taken)::text as taken,
           sum(returned)::text as returned, sum(kept)::text as kept
    from events
    where day between ${period.startDate} and ${period.endDate} and ${sites}
    group by day, site_id, form
    order by day, site_id, form`);
  return (
    result as unknown as {
      rows: Array<{
        day: string;
        site_id: number;
        form: string | null;
        taken_count: number;
        taken: string;
        returned: string;
        kept: string;
      }>;
    }
  ).rows.map((row) => ({
    day: row.day,
    siteId: Number(row.site_id),
    form: row.form,
    takenCount: Number(row.taken_count),
    taken: toCents(row.taken),
    returned: toCents(row.returned),
    kept: toCents(row.kept),
  }));
};
