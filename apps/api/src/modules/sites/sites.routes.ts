import { sitesRoutes as sitesTable } from '@velodesk/contract/routes/sites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { serveCollection, serveRoute } from '../../platform/serve-route.ts';
import { createSite, findSites, getSite, siteCollection, updateSite } from './sites.service.ts';

export const sitesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveCollection(app, sitesTable['GET /sites'], {
      spec: siteCollection,
      find: (request, query) => findSites(ctx, actorOf(request), query),
    });

    serveRoute(app, sitesTable['GET /sites/:id'], async (request) =>
      getSite(ctx, actorOf(request), request.params.id),
    );

    serveRoute(app, sitesTable['POST /sites'], async (request) =>
      createSite(ctx, actorOf(request), request.body),
    );

    serveRoute(app, sitesTable['PATCH /sites/:id'], async (request) =>
      updateSite(ctx, actorOf(request), request.params.id, request.body),
    );
  };
