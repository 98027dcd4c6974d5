import { siteCreate, siteUpdate } from '@velodesk/contract/api/settings';
import { siteRead } from '@velodesk/contract/api/sites';
import { idParams } from '@velodesk/contract/hydra';
import { need } from '@velodesk/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import { registerCollection } from '../../platform/collection-route.ts';
import type { AppContext } from '../../platform/context.ts';
import { createSite, findSites, getSite, siteCollection, updateSite } from './sites.service.ts';

export const sitesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerCollection(app, '/sites', {
      requirement: 'login',
      tags: ['sites'],
      spec: siteCollection,
      member: siteRead,
      find: (request, query) => findSites(ctx, actorOf(request), query),
    });

    app.get(
      '/sites/:id',
      {
        config: { requirement: 'login' },
        schema: { tags: ['sites'], params: idParams, response: { 200: siteRead } },
      },
      async (request) => getSite(ctx, actorOf(request), request.params.id),
    );

    app.post(
      '/sites',
      {
        config: { requirement: need('settings_application') },
        schema: { tags: ['sites'], body: siteCreate, response: { 201: siteRead } },
      },
      async (request, reply) => reply.status(201).send(await createSite(ctx, actorOf(request), request.body)),
    );

    app.patch(
      '/sites/:id',
      {
        config: { requirement: need('settings_application') },
        schema: { tags: ['sites'], params: idParams, body: siteUpdate, response: { 200: siteRead } },
      },
      async (request) => updateSite(ctx, actorOf(request), request.params.id, request.body),
    );
  };
