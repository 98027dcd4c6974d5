import {
  type AccountingPeriodCreate,
  type AccountingPeriodRead,
  type CompanyCreate,
  type CompanyRead,
  type CompanyUpdate,
  companyEmailTaken,
  companyPhoneTaken,
  type NewAccountingPeriod,
  periodEndBeforeStart,
  periodStartsBeforePrevious,
  SettingsErrorCode,
} from '@velodesk/contract/api/settings';
import { blankToNull } from '@velodesk/contract/fields';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import { formatCents, toCents } from '@velodesk/contract/pricing';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { findPage } from '../../platform/collection.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, unprocessable, valueTaken, violationOf } from '../../platform/errors.ts';
import { normalPhoneOrViolation } from '../../platform/phones.ts';
import { dbOf, transaction } from '../../platform/transactions.ts';
import {
  assertCompanyReferences,
  assertPeriodCompany,
  companyCollection,
  companyPageOf,
  companyRowsById,
  periodCollection,
  periodPageOf,
  periodRowsById,
} from './companies.read.ts';
import {
  companyWith,
  insertCompany,
  insertPeriods,
  latestPeriod,
  periodsOfCompanies,
  updateCompanyRow,
} from './companies.repository.ts';
import { instanceCollection, instancePageOf } from './instances.read.ts';
import { phoneRegionFor } from './phone-region.read.ts';
import { accessCompany, accessSites, settingsApplication } from './sites.access.ts';
import { toCompanyRead, toInstanceRead, toPeriodRead } from './sites.presenter.ts';

/**
 * Billing companies, their accounting periods, and the stay-system instances sites link to. A
 * company and its new periods are saved in one call and one transaction (POST /companies,
 * PATCH /companies/{id} with `newAccountingPeriods`): all of it lands or none.
 */

export { companyCollection, periodCollection } from './companies.read.ts';
export { instanceCollection } from './instances.read.ts';

/** Companies are read with a login: site, pricing and invoice screens list them. */
export const findCompanies = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSites(actor, 'login');
  const db = dbOf(ctx);
  return findPage(companyCollection, query, companyPageOf(db), async (rows) => {
    const periods = await periodsOfCompanies(
      db,
      rows.map((r) => r.company.id),
    );
    return rows.map((row) => toCompanyRead(row, periods));
  });
};

const readCompany = async (db: DbOrTx, id: number): Promise<CompanyRead> => {
  const [row] = await companyRowsById(db, id);
  if (!row) throw notFound('Company').withCode(SettingsErrorCode.companyNotFound);
  return toCompanyRead(row, await periodsOfCompanies(db, [id]));
};

export const getCompany = async (ctx: AppContext, actor: Actor, id: number) => {
  accessSites(actor, 'login');
  return readCompany(dbOf(ctx), id);
};

const companyValuesOf = (input: CompanyUpdate) => ({
  corporateName: input.corporateName,
  currencyId: input.currency === undefined ? undefined : idFromIri(input.currency),
  countryId: input.country === undefined ? undefined : idFromIri(input.country),
  displayId: input.display === undefined ? undefined : idFromIri(input.display),
  socialStatus: input.socialStatus,
  capital: input.capital === undefined ? undefined : formatCents(toCents(input.capital)),
  address: input.address,
  zipCode: input.zipCode,
  city: input.city,
  timeZone: input.timeZone,
  siret: blankToNull(input.siret),
  ape: blankToNull(input.ape),
  naf: blankToNull(input.naf),
  sageCodeX3: blankToNull(input.sageCodeX3),
  intraCommunityTvaNumber: blankToNull(input.intraCommunityTVANumber),
  rentalAccount: blankToNull(input.rentalAccount),
  receivableAccount: blankToNull(input.receivableAccount),
  email: input.email === undefined ? undefined : blankToNull(input.email?.email ?? null),
  phone: input.phone === undefined ? undefined : blankToNull(input.phone?.number ?? null),
  hasExportSage: input.hasExportSage,
  accountingEmail: input.accountingEmail === undefined ? undefined : blankToNull(input.accountingEmail),
});
type CompanyValues = ReturnType<typeof companyValuesOf>;

const clash = (field: 'email' | 'phone') =>
  field === 'email'
    ? valueTaken(field, companyEmailTaken, SettingsErrorCode.companyEmailTaken)
    : valueTaken(field, companyPhoneTaken, SettingsErrorCode.companyPhoneTaken);

const rethrowCompanyClash = (error: unknown): never => {
  const constraint = uniqueViolation(error);
  if (constraint === 'companies_email_unique') throw clash('email');
  if (constraint === 'companies_phone_unique') throw clash('phone');
  throw error;
};

/**
 * The company's phone in its normal form (E.164), a national number read in the company's country
 * (else the user's site's): a 422 on `phone` when it is not a valid number.
 */
const withNormalPhone = async (
  db: DbOrTx,
  actor: Actor,
  values: CompanyValues,
  countryId: number | undefined,
): Promise<CompanyValues> => {
  if (!values.phone) return values;
  const violations: Violation[] = [];
  const region = await phoneRegionFor(db, actor, countryId);
  const phone = normalPhoneOrViolation(values.phone, region, 'phone', violations);
  if (phone === null) throw unprocessable(violations);
  return { ...values, phone };
};

/** References exist (422), e-mail and phone are not another company's (409). */
const checkCompany = async (db: DbOrTx, values: CompanyValues, exceptId?: number) => {
  await assertCompanyReferences(db, values);
  if (values.email && (await companyWith(db, 'email', values.email, exceptId))) throw clash('email');
  if (values.phone && (await companyWith(db, 'phone', values.phone, exceptId))) throw clash('phone');
};

/**
 * Periods are chained (back-office spec "Accounting periods"): each ends no earlier than it starts
 * and starts no earlier than the end of the one before it (the company's latest saved period for
 * the first). `pathOf` names the field of a violation.
 */
const periodViolations = (
  previousEnd: string | null,
  periods: readonly NewAccountingPeriod[],
  pathOf: (index: number, field: 'startDate' | 'endDate') => string,
): Violation[] => {
  const violations: Violation[] = [];
  let end = previousEnd;
  for (const [index, period] of periods.entries()) {
    if (period.endDate < period.startDate) {
      violations.push(
        violationOf(pathOf(index, 'endDate'), periodEndBeforeStart, SettingsErrorCode.periodEndBeforeStart),
      );
    }
    if (end !== null && period.startDate < end) {
      violations.push(
        violationOf(
          pathOf(index, 'startDate'),
          periodStartsBeforePrevious(end),
          SettingsErrorCode.periodStartsBeforePrevious,
          { date: end },
        ),
      );
    }
    end = period.endDate;
  }
  return violations;
};

/** Adds the periods (inactive) after the company's latest one, or refuses them all (422). */
const addPeriods = async (
  db: DbOrTx,
  companyId: number,
  periods: readonly NewAccountingPeriod[],
  pathOf: (index: number, field: 'startDate' | 'endDate') => string,
): Promise<number[]> => {
  if (periods.length === 0) return [];
  const previous = await latestPeriod(db, companyId);
  const violations = periodViolations(previous?.endDate ?? null, periods, pathOf);
  if (violations.length > 0) {
    const error = unprocessable(violations);
    const [only] = violations;
    // One refusal: the error says it too, with its code and the values it names.
    if (violations.length === 1 && only?.code) {
      error.code = only.code;
      if (only.params) error.params = only.params;
    }
    throw error;
  }
  return insertPeriods(
    db,
    periods.map((p) => ({ companyId, startDate: p.startDate, endDate: p.endDate, activated: false })),
  );
};

const newPeriodPath = (index: number, field: 'startDate' | 'endDate') =>
  `newAccountingPeriods.${index}.${field}`;

/** POST /companies: the company and its first accounting periods, in one transaction. */
export const createCompany = async (ctx: AppContext, actor: Actor, input: CompanyCreate) => {
  accessSites(actor, settingsApplication);
  return transaction(ctx, async (tx) => {
    const typed = companyValuesOf(input);
    const values = await withNormalPhone(tx, actor, typed, typed.countryId);
    await checkCompany(tx, values);
    const createdId = await insertCompany(tx, {
      ...values,
      corporateName: input.corporateName,
      currencyId: values.currencyId!,
      countryId: values.countryId!,
      displayId: values.displayId!,
      socialStatus: input.socialStatus,
      capital: values.capital!,
      address: input.address,
      zipCode: input.zipCode,
      city: input.city,
      timeZone: input.timeZone,
    });
    await addPeriods(tx, createdId, input.newAccountingPeriods ?? [], newPeriodPath);
    return readCompany(tx, createdId);
  }).catch(rethrowCompanyClash);
};

/** PATCH /companies/{id}: any field (e.g. the hasExportSage toggle) and new periods, in one transaction. */
export const updateCompany = async (ctx: AppContext, actor: Actor, id: number, input: CompanyUpdate) =>
  transaction(ctx, async (tx) => {
    await accessCompany(ctx, actor, id, settingsApplication);
    const current = await readCompany(tx, id);
    const typed = companyValuesOf(input);
    const values = await withNormalPhone(tx, actor, typed, typed.countryId ?? current.country.id);
    await checkCompany(tx, values, id);
    if (Object.values(values).some((v) => v !== undefined)) {
      await updateCompanyRow(tx, id, values);
    }
    await addPeriods(tx, id, input.newAccountingPeriods ?? [], newPeriodPath);
    return readCompany(tx, id);
  }).catch(rethrowCompanyClash);

// ---- accounting periods ----

export const findPeriods = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSites(actor, settingsApplication);
  const db = dbOf(ctx);
  return findPage(periodCollection, query, periodPageOf(db), (rows) => rows.map(toPeriodRead));
};

/**
 * POST /accounting_periods: created inactive; the end is not before the start, and periods are
 * chained: a new one cannot start before the end of the company's latest period.
 */
export const createPeriod = async (
  ctx: AppContext,
  actor: Actor,
  input: AccountingPeriodCreate,
): Promise<AccountingPeriodRead> => {
  accessSites(actor, settingsApplication);
  return transaction(ctx, async (tx) => {
    const companyId = idFromIri(input.company);
    await assertPeriodCompany(tx, companyId);
    const [id] = await addPeriods(tx, companyId, [input], (_index, field) => field);
    const [row] = await periodRowsById(tx, id!);
    return toPeriodRead(row!);
  });
};

// ---- stay-system instances ----

export const findInstances = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessSites(actor, 'login');
  const db = dbOf(ctx);
  return findPage(instanceCollection, query, instancePageOf(db), (rows) => rows.map(toInstanceRead));
};
