import { journalRoutes as journalTable } from '@velodesk/contract/routes/journal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { runningVersion } from '../../platform/running-version.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
import {
  findTechnicalEvents,
  recordTechnicalEvent,
  technicalEventCollection,
  verifyJournal,
} from './journal.service.ts';

/**
 * The technical event journal (docs/decisions/technical-event-journal.md): journals the API's start
 * (a clock gone backwards shows then) and its stop; lists and verifies the journal.
 */
export const journalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const server = {
      pid: process.pid,
      version: runningVersion.versionBack,
      database: ctx.config.databaseUrl ? 'postgresql' : 'pglite',
    };
    app.addHook('onReady', async () => {
      await recordTechnicalEvent(ctx, {
        type: 'application_start',
        details: { ...server, keyFingerprint: ctx.ledgerKey.shortFingerprint },
      });
    });
    app.addHook('onClose', async () => {
      try {
        await recordTechnicalEvent(ctx, { type: 'application_stop', details: server });
      } catch (error) {
        // A database already gone (stopped first, or lost) cannot take it: said, not an error.
        ctx.log.warn({ err: error }, 'The stop could not be journaled.');
      }
    });

    serveCollection(app, journalTable['GET /technical_events'], {
      spec: technicalEventCollection,
      find: (request, query) => findTechnicalEvents(ctx, actorOf(request), query),
    });
    serveRoute(
      app,
      journalTable['GET /technical_events/verify'],
      async (request) => verifyJournal(ctx, actorOf(request)),
      {
        description:
          'ADMINISTRATEUR and FINANCE: recomputes the journal (links, hashes, signatures) and names its first broken event.',
      },
    );
  };
