import type { Readable } from 'node:stream';
import {
  ExportErrorCode,
  type ExportPeriod,
  fleetReportFileName,
  invoiceExportFileName,
  isExportPeriodValid,
  paymentExportFileName,
} from '@velodesk/contract/api/exports';
import { fromCents } from '@velodesk/contract/pricing';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { dbOf } from '../../platform/transactions.ts';
import { readFleetReportPage } from '../catalogue/catalogue.api.ts';
import { readDepositSheet } from '../deposits/deposits.api.ts';
import { readInvoiceExportPage } from '../invoicing/invoicing.api.ts';
import { recordTechnicalEvent } from '../journal/journal.api.ts';
import { readPaymentExportPage } from '../payments/payments.api.ts';
import { readAllSiteNames, readCompanyAccounts, readSiteBilling } from '../sites/sites.api.ts';
import { accessExports, accessReports } from './exports.access.ts';
import {
  depositFormNames,
  depositSheetColumns,
  fleetReportColumns,
  invoiceExportColumns,
  paymentExportColumns,
} from './exports.columns.ts';
import { keysetPages, xlsxStream, xlsxWorkbookStream } from './xlsx-stream.ts';

/**
 * The accounting exports and the fleet report (docs/decisions/accounting-exports.md): each checks
 * access and input first (so a refusal is a plain hydra error), then answers the file's name and
 * a stream the sheet is written to page by page.
 */
export interface ExportFile {
  filename: string;
  stream: Readable;
}

/** Rows read per query: small enough to keep memory flat, large enough for few round trips. */
export const exportPageSize = 2_000;

const checkPeriod = (period: ExportPeriod): void => {
  if (!isExportPeriodValid(period))
    throw badRequest('The start date must not be after the end date.').withCode(
      ExportErrorCode.invalidDateRange,
    );
};

const money = (value: string): number => Number(value);

const siteNames = async (ctx: AppContext) =>
  new Map((await readAllSiteNames(dbOf(ctx))).map((site) => [site.id, site.name]));

/**
 * Who exported what (docs/decisions/personal-data.md): the accounting exports hold customers'
 * names, so each one is journaled with its user, kind, period and sites before it streams.
 */
const journalExport = (
  ctx: AppContext,
  actor: Actor,
  kind: 'invoices' | 'payments',
  period: ExportPeriod,
  siteIds: number[] | null,
) =>
  recordTechnicalEvent(ctx, {
    type: 'accounting_export',
    userId: actor.userId,
    details: { kind, period, sites: siteIds ?? 'all' },
  });

/** compta_<start>_<end>.xlsx: one row per invoice and credit note of the period (invoice date). */
export const exportInvoices = async (
  ctx: AppContext,
  actor: Actor,
  period: ExportPeriod,
): Promise<ExportFile> => {
  const siteIds = accessExports(actor);
  checkPeriod(period);
  await journalExport(ctx, actor, 'invoices', period, siteIds);
  const db = dbOf(ctx);
  const [sites, companies] = await Promise.all([siteNames(ctx), readCompanyAccounts(db)]);
  const pages = keysetPages(
    exportPageSize,
    (afterId, limit) => readInvoiceExportPage(db, { ...period, siteIds, afterId, limit }),
    (row) => {
      const company = companies.get(row.companyId);
      return {
        invoiceDate: row.invoiceDate,
        number: row.number,
        type: row.invoiceType,
        status: row.invoiceStatus,
        relatedInvoice: row.relatedInvoiceNumber ?? '',
        rental: row.rentalId,
        customer: row.customerName,
        company: company?.corporateName ?? '',
        site: sites.get(row.siteId) ?? '',
        receivableAccount: company?.receivableAccount ?? '',
        rentalAccount: company?.rentalAccount ?? '',
        dutyFree: money(row.dutyFreeAmount),
        tax: money(row.taxAmount),
        allTaxesIncluded: money(row.allTaxesIncludedAmount),
      };
    },
  );
  return {
    filename: invoiceExportFileName(period),
    stream: xlsxStream(ctx, 'Factures', invoiceExportColumns, pages),
  };
};

/** reglement_<start>_<end>.xlsx: one row per payment taken in the period (the site's day). */
export const exportPayments = async (
  ctx: AppContext,
  actor: Actor,
  period: ExportPeriod,
): Promise<ExportFile> => {
  const siteIds = accessExports(actor);
  checkPeriod(period);
  await journalExport(ctx, actor, 'payments', period, siteIds);
  const db = dbOf(ctx);
  const sites = await siteNames(ctx);
  const pages = keysetPages(
    exportPageSize,
    (afterId, limit) => readPaymentExportPage(db, { ...period, siteIds, afterId, limit }),
    (row) => ({
      paymentDate: row.paymentDate,
      payment: row.id,
      rental: row.rentalId,
      site: sites.get(row.siteId) ?? '',
      cashDesk: row.cashDeskName ?? '',
      paymentMethod: row.paymentMethodName ?? '',
      paymentAccount: row.paymentAccount ?? '',
      amount: money(row.amount),
      status: row.activated ? 'Actif' : 'Annulé',
      refundedPayment: row.refundedPaymentId,
    }),
  );
  // The deposits of the period, a sheet of their own: the drawer's, not revenue (issue 24).
  let depositsRead = false;
  const depositPages = async () => {
    if (depositsRead) return null;
    depositsRead = true;
    return (await readDepositSheet(db, { ...period, siteIds })).map((row) => ({
      day: row.day,
      site: sites.get(row.siteId) ?? '',
      form: row.form === null ? '' : (depositFormNames[row.form] ?? row.form),
      takenCount: row.takenCount,
      taken: fromCents(row.taken),
      returned: fromCents(row.returned),
      kept: fromCents(row.kept),
    }));
  };
  return {
    filename: paymentExportFileName(period),
    stream: xlsxWorkbookStream(ctx, [
      { name: 'Règlements', columns: paymentExportColumns, nextPage: pages },
      { name: 'Cautions', columns: depositSheetColumns, nextPage: depositPages },
    ]),
  };
};

/** The zone the file names are written in: the actor's current site's (Europe/Paris without one). */
const actorTimeZone = async (ctx: AppContext, actor: Actor): Promise<string> =>
  (actor.currentSiteId === null ? null : await readSiteBilling(dbOf(ctx), actor.currentSiteId))?.timeZone ??
  'Europe/Paris';

/**
 * fleet_status_<timestamp>.xlsx: every product of the actor's sites with its status now; the
 * timestamp is the wall-clock time of the actor's current site.
 */
export const exportFleetStatus = async (ctx: AppContext, actor: Actor): Promise<ExportFile> => {
  const siteIds = accessReports(actor);
  const db = dbOf(ctx);
  const [sites, timeZone] = await Promise.all([siteNames(ctx), actorTimeZone(ctx, actor)]);
  const pages = keysetPages(
    exportPageSize,
    (afterId, limit) => readFleetReportPage(db, { siteIds, afterId, limit }),
    (row) => ({
      product: row.id,
      internalNumber: row.internalNumber,
      serialNumber: row.serialNumber ?? '',
      site: sites.get(row.siteId) ?? '',
      range: row.rangeName,
      model: row.model,
      size: row.size,
      status: row.status,
    }),
  );
  return {
    filename: fleetReportFileName(ctx.now(), timeZone),
    stream: xlsxStream(ctx, 'Parc', fleetReportColumns, pages),
  };
};
