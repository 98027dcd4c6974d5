import { xlsxMediaType } from '@velodesk/contract/api/exports';
import { exportsRoutes as exportsTable } from '@velodesk/contract/routes/exports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
import { serveRoute } from '../../platform/serve-route.ts';
import { type ExportFile, exportFleetStatus, exportInvoices, exportPayments } from './exports.service.ts';

/** The file as an attachment, streamed as it is written (already a zip: never compressed again). */
const sendSpreadsheet = (reply: FastifyReply, file: ExportFile) =>
  sendFile(reply, {
    contentType: xlsxMediaType,
    filename: file.filename,
    disposition: 'attachment',
    body: file.stream,
    noStore: true,
  });

/**
 * The accounting exports and the fleet report (back-office.md "Exports"): spreadsheets answered
 * as files (the specs' "blob response"), for the ADMINISTRATEUR and FINANCE profiles only (the
 * services' access call).
 */
export const exportsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(
      app,
      exportsTable['POST /invoice_exports'],
      async (request, reply) =>
        sendSpreadsheet(reply, await exportInvoices(ctx, actorOf(request), request.body)),
      {
        description: 'The invoices and credit notes of a period as an xlsx file (compta_<start>_<end>.xlsx).',
      },
    );
    serveRoute(
      app,
      exportsTable['POST /payment_exports'],
      async (request, reply) =>
        sendSpreadsheet(reply, await exportPayments(ctx, actorOf(request), request.body)),
      { description: 'The payments of a period as an xlsx file (reglement_<start>_<end>.xlsx).' },
    );
    serveRoute(
      app,
      exportsTable['GET /reports'],
      async (request, reply) => sendSpreadsheet(reply, await exportFleetStatus(ctx, actorOf(request))),
      { description: 'The fleet-status report as an xlsx file (fleet_status_<timestamp>.xlsx).' },
    );
  };
