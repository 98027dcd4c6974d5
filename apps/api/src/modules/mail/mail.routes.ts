import { mailRoutes as mailTable } from '@velodesk/contract/routes/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
import { findOutbox, getOutboxMessage, outboxCollection } from './mail.service.ts';

/** The outbox of every mail the product wrote (sent by SMTP or waiting there). */
export const mailRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveCollection(app, mailTable['GET /mail_outbox'], {
      spec: outboxCollection,
      find: (request, query) => findOutbox(ctx, actorOf(request), query),
    });

    serveRoute(app, mailTable['GET /mail_outbox/:id'], async (request) =>
      getOutboxMessage(ctx, actorOf(request), request.params.id),
    );
  };
