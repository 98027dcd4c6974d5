import { formatCents, toCents } from '@velodesk/contract/pricing';
import type { Tx } from '../../db/client.ts';
import { readAccountingPeriods } from '../sites/sites.api.ts';
import { type ClosingRow, closingsOfCompany, insertClosing } from './invoicing.repository.ts';
import { dayAfter, finishedPeriods, type Period } from './ledger-periods.ts';

/**
 * Monthly and yearly closings (docs/decisions/ledger-closings.md): once every day of a month (or
 * of an accounting year) has its daily closing, the period gets its closing, whose totals are the
 * sums of those daily closings (themselves chained records) and whose perpetual totals are the
 * last day's. Each is appended to the chain like a daily closing, in the caller's transaction.
 */

type Append = (closing: ClosingRow) => Promise<unknown>;

const sumOf = (rows: ClosingRow[], pick: (row: ClosingRow) => string) =>
  rows.reduce((sum, row) => sum + toCents(pick(row)), 0);

/** The closing of a period from the daily closings it covers (the last one carries the perpetual totals). */
export const periodClosingOf = (companyId: number, period: Period, days: ClosingRow[], now: Date) => {
  const covered = days.filter((row) => row.day >= period.start && row.day <= period.end);
  const last = covered.at(-1);
  return {
    companyId,
    kind: period.kind,
    periodStart: period.start,
    day: period.end,
    periodRecords: covered.reduce((sum, row) => sum + row.periodRecords, 0),
    periodInvoices: formatCents(sumOf(covered, (row) => row.periodInvoices)),
    periodCreditNotes: formatCents(sumOf(covered, (row) => row.periodCreditNotes)),
    periodPayments: formatCents(sumOf(covered, (row) => row.periodPayments)),
    perpetualInvoices: last?.perpetualInvoices ?? '0',
    perpetualCreditNotes: last?.perpetualCreditNotes ?? '0',
    perpetualPayments: last?.perpetualPayments ?? '0',
    createdAt: now,
  };
};

/** Closes the company's finished months, then its finished accounting years, not closed yet. */
export const closeFinishedPeriods = async (
  tx: Tx,
  companyId: number,
  now: Date,
  append: Append,
): Promise<ClosingRow[]> => {
  const all = await closingsOfCompany(tx, companyId);
  const days = all.filter((row) => row.kind === 'day');
  const lastDay = days.at(-1)?.day;
  if (!lastDay) return [];
  const accounting = await readAccountingPeriods(tx, companyId);
  const made: ClosingRow[] = [];
  for (const kind of ['month', 'year'] as const) {
    const previous = all.filter((row) => row.kind === kind).at(-1);
    const from = previous ? dayAfter(previous.day) : days[0]!.day;
    for (const period of finishedPeriods(kind, from, lastDay, accounting)) {
      // The first period of the books begins with the first daily closing.
      const start = period.start < days[0]!.day ? days[0]!.day : period.start;
      const closing = await insertClosing(tx, periodClosingOf(companyId, { ...period, start }, days, now));
      await append(closing);
      made.push(closing);
    }
  }
  return made;
};
