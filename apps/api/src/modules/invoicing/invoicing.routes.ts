import { invoicingRoutes as invoicingTable } from '@velodesk/contract/routes/invoicing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
import { createMailer } from '../mail/mail.api.ts';
import { contractPdf, generateContractPdf } from './contract-document.ts';
import { generateInvoicePdf, invoicePdf } from './invoice-documents.ts';
import {
  createCreditNote,
  findInvoiceStatuses,
  findInvoices,
  findInvoiceTypes,
  getInvoice,
  invoiceCollection,
  invoiceStatusCollection,
  invoiceTypeCollection,
} from './invoices.service.ts';
import { closeFinishedDays, runDailyClosings } from './ledger.service.ts';
import { exportArchive, verifyArchive } from './ledger-archive.ts';
import { closingCollection, findClosings, presentClosings } from './ledger-closings.service.ts';
import { verifyLedger } from './ledger-verification.ts';

/** How often the server looks for finished days to close (docs/decisions/ledger-chain.md). */
export const closingIntervalMs = 60 * 60 * 1000;

/**
 * Invoices, credit notes, their Factur-X documents and the ledger (rentals.md "Invoice list",
 * sections 4 and 7; back-office.md "Finance lists"). Starts the daily closings' timer with the
 * API and stops it when it closes.
 */
export const invoicingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Each run's closings are e-mailed to the company's accounting address (closing-mail.ts).
    const mailer = createMailer(ctx);
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = runDailyClosings(ctx, mailer).catch((error) =>
          ctx.log.error({ err: error }, 'Daily closings failed.'),
        );
      }, closingIntervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
      await mailer.close();
    });

    serveCollection(app, invoicingTable['GET /invoices'], {
      spec: invoiceCollection,
      find: (request, query) => findInvoices(ctx, actorOf(request), query),
    });
    serveCollection(app, invoicingTable['GET /invoice_types'], {
      spec: invoiceTypeCollection,
      find: (request, query) => findInvoiceTypes(ctx, actorOf(request), query),
    });
    serveCollection(app, invoicingTable['GET /invoice_statuses'], {
      spec: invoiceStatusCollection,
      find: (request, query) => findInvoiceStatuses(ctx, actorOf(request), query),
    });
    serveRoute(app, invoicingTable['GET /invoices/:id'], async (request) =>
      getInvoice(ctx, actorOf(request), request.params.id),
    );
    serveRoute(app, invoicingTable['POST /invoices/create_credit'], async (request) =>
      createCreditNote(ctx, actorOf(request), request.body),
    );

    serveRoute(
      app,
      invoicingTable['POST /pdf/generate/invoice/:id'],
      async (request) => generateInvoicePdf(ctx, actorOf(request), request.params.id),
      {
        description:
          'Generates the Factur-X PDF of an invoice or credit note once (PDF/A-3 with its EN 16931 XML) and answers the path to download it from.',
      },
    );
    serveRoute(
      app,
      invoicingTable['GET /invoices/:id/pdf'],
      async (request, reply) => {
        const { pdf, filename } = await invoicePdf(ctx, actorOf(request), request.params.id);
        return sendFile(reply, {
          contentType: 'application/pdf',
          filename,
          disposition: 'inline',
          body: pdf,
        });
      },
      { description: 'The stored Factur-X PDF (application/pdf).' },
    );

    serveRoute(
      app,
      invoicingTable['POST /pdf/generate/contract/:id'],
      async (request) => generateContractPdf(ctx, actorOf(request), request.params.id, request.query),
      {
        description:
          "The rental's contract PDF, in the customer's language (fr or en; ?language= overrides): answers the path to download it from.",
      },
    );
    serveRoute(
      app,
      invoicingTable['GET /rentals/:id/contract_pdf'],
      async (request, reply) => {
        const { pdf, filename } = await contractPdf(ctx, actorOf(request), request.params.id, request.query);
        return sendFile(reply, {
          contentType: 'application/pdf',
          filename,
          disposition: 'inline',
          body: pdf,
        });
      },
      { description: 'The contract PDF (application/pdf).' },
    );

    serveRoute(
      app,
      invoicingTable['GET /ledger/verify'],
      async (request) => verifyLedger(ctx, actorOf(request)),
      {
        description: 'ADMINISTRATEUR and FINANCE: recomputes every chain and names its first broken record.',
      },
    );
    serveCollection(app, invoicingTable['GET /ledger/closings'], {
      spec: closingCollection,
      find: (request, query) => findClosings(ctx, actorOf(request), query),
    });
    serveRoute(
      app,
      invoicingTable['GET /ledger/closings/:id/archive'],
      async (request, reply) => {
        const { archive, filename } = await exportArchive(ctx, actorOf(request), request.params.id);
        return sendFile(reply, {
          contentType: 'application/x-tar',
          filename,
          disposition: 'attachment',
          body: archive,
        });
      },
      {
        description:
          "ADMINISTRATEUR and FINANCE: the signed archive of the closing's period (application/x-tar; docs/archive-format.md).",
      },
    );
    serveRoute(
      app,
      invoicingTable['POST /ledger/archives/verify'],
      async (request) => verifyArchive(actorOf(request), request.body),
      {
        description:
          'ADMINISTRATEUR and FINANCE: verifies an archive offline, as npm run verify-archive does (nothing is written).',
        bodyLimit: 80 * 1024 * 1024,
      },
    );
    serveRoute(
      app,
      invoicingTable['POST /ledger/closings'],
      async (request) => {
        const actor = actorOf(request);
        const made = await closeFinishedDays(ctx, actor, mailer);
        return { closings: await presentClosings(ctx, made) };
      },
      { description: 'ADMINISTRATEUR and FINANCE: closes every finished day not closed yet.' },
    );
  };
