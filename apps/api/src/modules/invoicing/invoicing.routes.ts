import {
  contractPdfQuery,
  creditNoteCreate,
  generatedFile,
  invoiceDetailRead,
  invoiceRead,
  invoiceStatusRead,
  invoiceTypeRead,
  ledgerClosingRead,
  ledgerClosingRun,
  ledgerVerificationRead,
} from '@velodesk/contract/api/invoicing';
import { archiveCheckRead, archiveVerify } from '@velodesk/contract/api/ledger-archive';
import { idParams } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendFile } from '../../platform/file-answer.ts';
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

const tags = ['invoices'];
const contract = need('rental_contract');
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

    registerCollection(app, '/invoices', {
      requirement: contract,
      tags,
      spec: invoiceCollection,
      member: invoiceRead,
      find: (request, query) => findInvoices(ctx, actorOf(request), query),
    });
    registerCollection(app, '/invoice_types', {
      requirement: contract,
      tags,
      spec: invoiceTypeCollection,
      member: invoiceTypeRead,
      find: (request, query) => findInvoiceTypes(ctx, actorOf(request), query),
    });
    registerCollection(app, '/invoice_statuses', {
      requirement: contract,
      tags,
      spec: invoiceStatusCollection,
      member: invoiceStatusRead,
      find: (request, query) => findInvoiceStatuses(ctx, actorOf(request), query),
    });
    app.get(
      '/invoices/:id',
      {
        config: { requirement: contract },
        schema: { tags, params: idParams, response: { 200: invoiceDetailRead } },
      },
      async (request) => getInvoice(ctx, actorOf(request), request.params.id),
    );
    app.post(
      '/invoices/create_credit',
      {
        config: { requirement: contract },
        schema: { tags, body: creditNoteCreate, response: { 201: invoiceDetailRead } },
      },
      async (request, reply) =>
        reply.status(201).send(await createCreditNote(ctx, actorOf(request), request.body)),
    );

    app.post(
      '/pdf/generate/invoice/:id',
      {
        config: { requirement: contract },
        schema: {
          tags,
          description:
            'Generates the Factur-X PDF of an invoice or credit note once (PDF/A-3 with its EN 16931 XML) and answers the path to download it from.',
          params: idParams,
          response: { 200: generatedFile },
        },
      },
      async (request) => generateInvoicePdf(ctx, actorOf(request), request.params.id),
    );
    app.get(
      '/invoices/:id/pdf',
      {
        config: { requirement: contract },
        schema: { tags, description: 'The stored Factur-X PDF (application/pdf).', params: idParams },
      },
      async (request, reply) => {
        const { pdf, filename } = await invoicePdf(ctx, actorOf(request), request.params.id);
        return sendFile(reply, {
          contentType: 'application/pdf',
          filename,
          disposition: 'inline',
          body: pdf,
        });
      },
    );

    const rentalDocument = need('rental_contract', 'rental_reservation');
    app.post(
      '/pdf/generate/contract/:id',
      {
        config: { requirement: rentalDocument },
        schema: {
          tags,
          description:
            "The rental's contract PDF, in the customer's language (fr or en; ?language= overrides): answers the path to download it from.",
          params: idParams,
          querystring: contractPdfQuery,
          response: { 200: generatedFile },
        },
      },
      async (request) => generateContractPdf(ctx, actorOf(request), request.params.id, request.query),
    );
    app.get(
      '/rentals/:id/contract_pdf',
      {
        config: { requirement: rentalDocument },
        schema: {
          tags,
          description: 'The contract PDF (application/pdf).',
          params: idParams,
          querystring: contractPdfQuery,
        },
      },
      async (request, reply) => {
        const { pdf, filename } = await contractPdf(ctx, actorOf(request), request.params.id, request.query);
        return sendFile(reply, {
          contentType: 'application/pdf',
          filename,
          disposition: 'inline',
          body: pdf,
        });
      },
    );

    app.get(
      '/ledger/verify',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          description:
            'ADMINISTRATEUR and FINANCE: recomputes every chain and names its first broken record.',
          response: { 200: ledgerVerificationRead },
        },
      },
      async (request) => verifyLedger(ctx, actorOf(request)),
    );
    registerCollection(app, '/ledger/closings', {
      requirement: 'login',
      tags,
      spec: closingCollection,
      member: ledgerClosingRead,
      find: (request, query) => findClosings(ctx, actorOf(request), query),
    });
    app.get(
      '/ledger/closings/:id/archive',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          description:
            "ADMINISTRATEUR and FINANCE: the signed archive of the closing's period (application/x-tar; docs/archive-format.md).",
          params: idParams,
        },
      },
      async (request, reply) => {
        const { archive, filename } = await exportArchive(ctx, actorOf(request), request.params.id);
        return sendFile(reply, {
          contentType: 'application/x-tar',
          filename,
          disposition: 'attachment',
          body: archive,
        });
      },
    );
    app.post(
      '/ledger/archives/verify',
      {
        config: { requirement: 'login' },
        // An archive of years of records, base64 in JSON.
        bodyLimit: 80 * 1024 * 1024,
        schema: {
          tags,
          description:
            'ADMINISTRATEUR and FINANCE: verifies an archive offline, as npm run verify-archive does (nothing is written).',
          body: archiveVerify,
          response: { 200: archiveCheckRead },
        },
      },
      async (request) => verifyArchive(actorOf(request), request.body),
    );
    app.post(
      '/ledger/closings',
      {
        config: { requirement: 'login' },
        schema: {
          tags,
          description: 'ADMINISTRATEUR and FINANCE: closes every finished day not closed yet.',
          response: { 201: ledgerClosingRun },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const made = await closeFinishedDays(ctx, actor, mailer);
        return reply.status(201).send({ closings: await presentClosings(ctx, made) });
      },
    );
  };
