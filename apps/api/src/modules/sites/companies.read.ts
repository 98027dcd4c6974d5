import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countries, currencies, displays } from '../../db/schema/reference.ts';
import { accountingPeriods, companies } from '../../db/schema/sites.ts';
import type { CollectionSpec } from '../../platform/filters.ts';
import { assertReferences } from '../../platform/references.ts';
import { countCompanies, countPeriods, selectCompanies, selectPeriods } from './companies.repository.ts';

/** The list of companies (GET /companies): filters, order, and a page's rows and count. */
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

/** A page of companies: its rows (with their references' names) and count. */
export const companyPageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: selectCompanies(db).where(where).$dynamic(),
  total: countCompanies(db, where),
});

/** A company with its references' names, by id (none when it does not exist). */
export const companyRowsById = (db: DbOrTx, id: number) => selectCompanies(db).where(eq(companies.id, id));

/** The currency, country and display a company body names must exist: 422, a violation per missing one. */
export const assertCompanyReferences = (
  db: DbOrTx,
  values: { currencyId: number | undefined; countryId: number | undefined; displayId: number | undefined },
) =>
  assertReferences(db, [
    { field: 'currency', table: currencies, id: values.currencyId },
    { field: 'country', table: countries, id: values.countryId },
    { field: 'display', table: displays, id: values.displayId },
  ]);

// ---- accounting periods ----

/** The list of accounting periods (GET /accounting_periods): filters and order. */
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

/** A page of accounting periods: its rows (with their company's name) and count. */
export const periodPageOf = (db: DbOrTx) => (where: SQL | undefined) => ({
  rows: selectPeriods(db).where(where).$dynamic(),
  total: countPeriods(db, where),
});

/** An accounting period with its company's name, by id (none when it does not exist). */
export const periodRowsById = (db: DbOrTx, id: number) =>
  selectPeriods(db).where(eq(accountingPeriods.id, id));

/** The company a period body names must exist: 422 on `company` otherwise. */
export const assertPeriodCompany = (db: DbOrTx, companyId: number) =>
  assertReferences(db, [{ field: 'company', table: companies, id: companyId }]);
