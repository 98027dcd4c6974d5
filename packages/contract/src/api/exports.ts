import { z } from 'zod';

/**
 * The accounting exports and the fleet report (back-office.md "Exports"; rentals.md section 7):
 * POST /invoice_exports and POST /payment_exports take a period of days (yyyy-mm-dd, both
 * included) and answer an xlsx file; GET /reports answers the fleet-status report. For the
 * ADMINISTRATEUR and FINANCE profiles only (docs/decisions/accounting-exports.md).
 */

// ---- stable error codes of the exports module (answered as `code`) ----

export const ExportErrorCode = {
  /** 400: the start date is after the end date. */
  invalidDateRange: 'EXPORT_INVALID_DATE_RANGE',
} as const;
export type ExportErrorCodeValue = (typeof ExportErrorCode)[keyof typeof ExportErrorCode];

const day = z.iso.date({ error: 'Give a date as yyyy-mm-dd.' });

/** The body of both exports: both days required, start not after end (checked by the server too). */
export const exportPeriod = z
  .object({
    startDate: day,
    endDate: day,
  })
  .strict();
export type ExportPeriod = z.infer<typeof exportPeriod>;

/** Whether a period is valid: start not after end (yyyy-mm-dd compares as text). */
export const isExportPeriodValid = (period: { startDate: string; endDate: string }): boolean =>
  period.startDate <= period.endDate;

/** The export screens' form: the same body, and the range rule on the end date (shown under it). */
export const exportPeriodForm = exportPeriod.refine(isExportPeriodValid, {
  path: ['endDate'],
  message: 'The start date must not be after the end date.',
});

/** The files' names (the specs' prefixes, the two days, xlsx). */
export const invoiceExportFileName = (period: ExportPeriod) =>
  `compta_${period.startDate}_${period.endDate}.xlsx`;
export const paymentExportFileName = (period: ExportPeriod) =>
  `reglement_${period.startDate}_${period.endDate}.xlsx`;
/**
 * fleet_status_<yyyy-mm-dd_HH-mm-ss>.xlsx, in the wall-clock time of the site (its time zone): the
 * name says when the file was made as the people of the site read their clocks.
 */
export const fleetReportFileName = (at: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `fleet_status_${get('year')}-${get('month')}-${get('day')}_${get('hour')}-${get('minute')}-${get('second')}.xlsx`;
};

export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
