import type { CompanyCreate, CompanyRead, NewAccountingPeriod } from '@velodesk/contract/api/settings';
import type { TFunction } from 'i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { pricingKeys } from '@/shared/data/keys/pricing-keys.ts';
import { uniquenessKeys } from '@/shared/data/keys/reference-keys.ts';
import { companyKeys } from '@/shared/data/keys/settings-keys.ts';
import { type MutationCallbacks, useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import { violationMessage } from '@/shared/errors/error-messages.ts';
import { formatDate } from '@/ui/format.ts';
import type { PeriodRow } from '../accounting-periods.ts';
import { unsavedPeriods } from '../accounting-periods.ts';
import { createCompany, updateCompany } from '../api/companies-api.ts';

/**
 * Saves a billing company and its new accounting periods in ONE call (POST /companies, or PATCH
 * /companies/{id}, with `newAccountingPeriods`): the server saves all of them in one transaction,
 * or none (docs/decisions/web-data-layer.md). The companies' lists and selects, the pricings'
 * grid (which names companies) and the e-mail and phone checks are refreshed.
 */
export const useSaveCompany = (
  companyId: number | null,
  callbacks?: MutationCallbacks<CompanyRead, CompanyCreate>,
) =>
  useResourceMutation(
    (body: CompanyCreate) => (companyId === null ? createCompany(body) : updateCompany(companyId, body)),
    [companyKeys.all, pricingKeys.all, uniquenessKeys.all],
    callbacks,
  );

/** The new periods of the form, in order, as the company's body sends them (saved ones never again). */
export const newPeriodsOf = (rows: readonly PeriodRow[]): NewAccountingPeriod[] =>
  unsavedPeriods(rows).map((row) => ({ startDate: row.startDate, endDate: row.endDate }));

const periodPath = /^newAccountingPeriods\.(\d+)\.(startDate|endDate)$/;

/**
 * The refusals of a company's save that are about its new periods, by row key: the server names
 * them `newAccountingPeriods.N.startDate|endDate`, N counting the rows sent (newPeriodsOf).
 */
export const periodRefusals = (
  error: unknown,
  rows: readonly PeriodRow[],
  t: TFunction,
): Record<string, Partial<Record<'startDate' | 'endDate', string>>> => {
  if (!isApiError(error)) return {};
  const sent = unsavedPeriods(rows);
  const refusals: Record<string, Partial<Record<'startDate' | 'endDate', string>>> = {};
  for (const violation of error.violations) {
    const match = periodPath.exec(violation.propertyPath);
    const row = match ? sent[Number(match[1])] : undefined;
    const field = match?.[2] as 'startDate' | 'endDate' | undefined;
    if (!row || !field) continue;
    const forRow = refusals[row.key] ?? {};
    forRow[field] ??= violationMessage(t, violation, { formatDate });
    refusals[row.key] = forRow;
  }
  return refusals;
};
