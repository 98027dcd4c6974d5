import { mailOutboxRead } from '@velodesk/contract/api/account';
import { hydraCollection } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { collectionQuerySchema, listQuery } from '../../platform/filters.ts';
import { collection } from '../../platform/hydra.ts';
import { findOutbox, getOutboxMessage, outboxCollection } from './mail.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The outbox of every mail the product wrote (sent by SMTP or waiting there). */
export const mailRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/mail_outbox',
      {
        config: { requirement: need('settings_users') },
        schema: {
          tags: ['mail'],
          querystring: collectionQuerySchema(outboxCollection),
          response: { 200: hydraCollection(mailOutboxRead) },
        },
      },
      async (request) => {
        const { parsed, members, total } = await findOutbox(ctx, actorOf(request), listQuery(request));
        return collection('/mail_outbox', members, total, { ...parsed, query: listQuery(request) });
      },
    );

    app.get(
      '/mail_outbox/:id',
      {
        config: { requirement: need('settings_users') },
        schema: { tags: ['mail'], params: idParams, response: { 200: mailOutboxRead } },
      },
      async (request) => getOutboxMessage(ctx, actorOf(request), request.params.id),
    );
  };
