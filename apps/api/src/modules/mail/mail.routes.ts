import { mailOutboxRead } from '@velodesk/contract/api/account';
import { idParams } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { findOutbox, getOutboxMessage, outboxCollection } from './mail.service.ts';

/** The outbox of every mail the product wrote (sent by SMTP or waiting there). */
export const mailRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerCollection(app, '/mail_outbox', {
      requirement: need('settings_users'),
      tags: ['mail'],
      spec: outboxCollection,
      member: mailOutboxRead,
      find: (request, query) => findOutbox(ctx, actorOf(request), query),
    });

    app.get(
      '/mail_outbox/:id',
      {
        config: { requirement: need('settings_users') },
        schema: { tags: ['mail'], params: idParams, response: { 200: mailOutboxRead } },
      },
      async (request) => getOutboxMessage(ctx, actorOf(request), request.params.id),
    );
  };
