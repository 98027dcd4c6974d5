import {
  type AccountingPeriodCreate,
  type AccountingPeriodRead,
  type CompanyCreate,
  type CompanyRead,
  type CompanyUpdate,
  companyEmailTaken,
  companyPhoneTaken,
  type HuttosoftInstanceRead,
  periodEndBeforeStart,
  periodStartsBeforePrevious,
} from '@velodesk/contract/api/settings';
import { idFromIri, type Violation } from '@velodesk/contract/hydra';
import { formatCents, fromCents, toCents } from '@velodesk/contract/pricing';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  accountingPeriods,
  companies,
  countries,
  currencies,
  displays,
  huttosoftInstances,
} from '../../db/schema.ts';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, uniqueViolation, unprocessable, valueTaken, violationOf } from '../../platform/errors.ts';
import { type CollectionSpec, parseCollectionQuery } from '../../platform/filters.ts';
import { ref } from '../../platform/hydra.ts';
import { runPage } from '../../platform/pagination.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { normalPhoneOrViolation, phoneRegionFor } from '../customers/contact-points.service.ts';
import {
  type CompanyRow,
  companyWith,
  countCompanies,
  countPeriods,
  latestPeriod,
  type PeriodRow,
  periodsOfCompanies,
  selectCompanies,
  selectPeriods,
} from './companies.repository.ts';

/** Billing companies, their accounting periods, and the stay-system instances sites link to. */

export const companyCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: companies.id },
    corporateName: { kind: 'partial', column: companies.corporateName },
    socialStatus: { kind: 'partial', column: companies.socialStatus },
    email: { kind: 'partial', column: companies.email },
    city: { kind: 'partial', column: companies.city },
    hasExportSage: { kind: 'boolean', column: companies.hasExportSage },
    'country.id': { kind: 'int', column: companies.countryId },
    'currency.id': { kind: 'int', column: companies.currencyId },
    'display.id': { kind: 'int', column: companies.displayId },
  },
  order: {
    id: companies.id,
    corporateName: companies.corporateName,
    socialStatus: companies.socialStatus,
    city: companies.city,
    hasExportSage: companies.hasExportSage,
  },
  defaultOrder: [['id', 'desc']],
  itemsPerPage: 10,
};

type Period = typeof accountingPeriods.$inferSelect;

const toCompanyRead = (row: CompanyRow, periods: Period[]): CompanyRead => {
  const c = row.company;
  return {
    '@id': ref('companies', c.id),
    '@type': 'Company',
    id: c.id,
    corporateName: c.corporateName,
    currency: { '@id': ref('currencies', c.currencyId), id: c.currencyId, name: row.currencyName },
    country: {
      '@id': ref('countries', c.countryId),
      id: c.countryId,
      name: row.countryName,
      codeIso31662: row.countryCode,
    },
    display: { '@id': ref('displays', c.displayId), id: c.displayId, name: row.displayName },
    socialStatus: c.socialStatus,
    siret: c.siret,
    ape: c.ape,
    naf: c.naf,
    sageCodeX3: c.sageCodeX3,
    capital: fromCents(toCents(c.capital)),
    address: c.address,
    zipCode: c.zipCode,
    city: c.city,
    timeZone: c.timeZone,
    intraCommunityTVANumber: c.intraCommunityTvaNumber,
    rentalAccount: c.rentalAccount,
    receivableAccount: c.receivableAccount,
    email: c.email === null ? null : { email: c.email },
    phone: c.phone === null ? null : { number: c.phone },
    hasExportSage: c.hasExportSage,
    accountingPeriods: periods
      .filter((p) => p.companyId === c.id)
      .map((p) => ({
        '@id': ref('accounting_periods', p.id),
        id: p.id,
        startDate: p.startDate,
        endDate: p.endDate,
        activated: p.activated,
      })),
  };
};

export const findCompanies = async (ctx: AppContext, _actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(companyCollection, query);
  const { rows, total } = await runPage(
    selectCompanies(ctx.db).where(parsed.where).$dynamic(),
    countCompanies(ctx.db, parsed.where),
    parsed,
  );
  const periods = await periodsOfCompanies(
    ctx.db,
    rows.map((r) => r.company.id),
  );
  return { parsed, members: rows.map((row) => toCompanyRead(row, periods)), total };
};

const readCompany = async (db: DbOrTx, id: number): Promise<CompanyRead> => {
  const [row] = await selectCompanies(db).where(eq(companies.id, id));
  if (!row) throw notFound('Company');
  return toCompanyRead(row, await periodsOfCompanies(db, [id]));
};

export const getCompany = (ctx: AppContext, _actor: Actor, id: number) => readCompany(ctx.db, id);

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

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
  email: input.email === undefined ? undefined : input.email?.email.trim() || null,
  phone: input.phone === undefined ? undefined : input.phone?.number.trim() || null,
  hasExportSage: input.hasExportSage,
});
type CompanyValues = ReturnType<typeof companyValuesOf>;

const clash = (field: 'email' | 'phone') => {
  const message = field === 'email' ? companyEmailTaken : companyPhoneTaken;
  return valueTaken(field, message);
};

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

/** Whether another company than `exceptId` holds this phone (its normal form, E.164). */
export const isCompanyPhoneTaken = (db: DbOrTx, phone: string, exceptId?: number): Promise<boolean> =>
  companyWith(db, 'phone', phone, exceptId);

/** References exist (422), e-mail and phone are not another company's (409). */
const checkCompany = async (db: DbOrTx, values: CompanyValues, exceptId?: number) => {
  const checks = [
    { field: 'currency', id: values.currencyId, table: currencies, what: 'currency' },
    { field: 'country', id: values.countryId, table: countries, what: 'country' },
    { field: 'display', id: values.displayId, table: displays, what: 'display' },
  ] as const;
  const violations: Violation[] = [];
  for (const check of checks) {
    if (check.id === undefined) continue;
    const rows = await db
      .select({ id: check.table.id })
      .from(check.table)
      .where(eq(check.table.id, check.id));
    if (rows.length === 0) violations.push(violationOf(check.field, `This ${check.what} does not exist.`));
  }
  if (violations.length > 0) throw unprocessable(violations);
  if (values.email && (await companyWith(db, 'email', values.email, exceptId))) throw clash('email');
  if (values.phone && (await companyWith(db, 'phone', values.phone, exceptId))) throw clash('phone');
};

export const createCompany = (ctx: AppContext, actor: Actor, input: CompanyCreate) =>
  inTransaction(ctx.db, async (tx) => {
    const typed = companyValuesOf(input);
    const values = await withNormalPhone(tx, actor, typed, typed.countryId);
    await checkCompany(tx, values);
    const [created] = await tx
      .insert(companies)
      .values({
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
      })
      .returning({ id: companies.id });
    return readCompany(tx, created!.id);
  }).catch(rethrowCompanyClash);

/** PATCH /companies/{id}: any field, e.g. the hasExportSage toggle. */
export const updateCompany = (ctx: AppContext, actor: Actor, id: number, input: CompanyUpdate) =>
  inTransaction(ctx.db, async (tx) => {
    const current = await readCompany(tx, id);
    const typed = companyValuesOf(input);
    const values = await withNormalPhone(tx, actor, typed, typed.countryId ?? current.country.id);
    await checkCompany(tx, values, id);
    if (Object.values(values).some((v) => v !== undefined)) {
      await tx.update(companies).set(values).where(eq(companies.id, id));
    }
    return readCompany(tx, id);
  }).catch(rethrowCompanyClash);

// ---- accounting periods ----

export const periodCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: accountingPeriods.id },
    'company.id': { kind: 'int', column: accountingPeriods.companyId },
    activated: { kind: 'boolean', column: accountingPeriods.activated },
    startDate: { kind: 'date', column: accountingPeriods.startDate },
    endDate: { kind: 'date', column: accountingPeriods.endDate },
  },
  order: { id: accountingPeriods.id, startDate: accountingPeriods.startDate },
  defaultOrder: [['startDate', 'asc']],
};

const toPeriodRead = (row: PeriodRow): AccountingPeriodRead => ({
  '@id': ref('accounting_periods', row.period.id),
  '@type': 'AccountingPeriod',
  id: row.period.id,
  startDate: row.period.startDate,
  endDate: row.period.endDate,
  activated: row.period.activated,
  company: {
    '@id': ref('companies', row.period.companyId),
    id: row.period.companyId,
    corporateName: row.corporateName,
  },
});

export const findPeriods = async (ctx: AppContext, _actor: Actor, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(periodCollection, query);
  const { rows, total } = await runPage(
    selectPeriods(ctx.db).where(parsed.where).$dynamic(),
    countPeriods(ctx.db, parsed.where),
    parsed,
  );
  return { parsed, members: rows.map(toPeriodRead), total };
};

/**
 * POST /accounting_periods: created inactive; the end is not before the start, and periods are
 * chained: a new one cannot start before the end of the company's latest period.
 */
export const createPeriod = (ctx: AppContext, _actor: Actor, input: AccountingPeriodCreate) =>
  inTransaction(ctx.db, async (tx) => {
    const companyId = idFromIri(input.company);
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw unprocessable([violationOf('company', 'This company does not exist.')]);
    if (input.endDate < input.startDate) throw unprocessable([violationOf('endDate', periodEndBeforeStart)]);
    const previous = await latestPeriod(tx, companyId);
    if (previous && input.startDate < previous.endDate) {
      throw unprocessable([violationOf('startDate', periodStartsBeforePrevious(previous.endDate))]);
    }
    const [created] = await tx
      .insert(accountingPeriods)
      .values({ companyId, startDate: input.startDate, endDate: input.endDate, activated: false })
      .returning({ id: accountingPeriods.id });
    const [row] = await selectPeriods(tx).where(eq(accountingPeriods.id, created!.id));
    return toPeriodRead(row!);
  });

// ---- stay-system instances ----

export const instanceCollection: CollectionSpec = {
  filters: {
    id: { kind: 'int', column: huttosoftInstances.id },
    name: { kind: 'partial', column: huttosoftInstances.name },
  },
  order: { id: huttosoftInstances.id, name: huttosoftInstances.name },
  defaultOrder: [['name', 'asc']],
};

export const findInstances = async (ctx: AppContext, query: Record<string, unknown>) => {
  const parsed = parseCollectionQuery(instanceCollection, query);
  const { rows, total } = await runPage(
    ctx.db.select().from(huttosoftInstances).where(parsed.where).$dynamic(),
    ctx.db.select({ count: count() }).from(huttosoftInstances).where(parsed.where),
    parsed,
  );
  const members = rows.map(
    (row): HuttosoftInstanceRead => ({
      '@id': ref('huttosoft_instances', row.id),
      '@type': 'HuttosoftInstance',
      ...row,
    }),
  );
  return { parsed, members, total };
};
