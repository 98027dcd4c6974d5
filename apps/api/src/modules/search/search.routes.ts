import { searchRoutes as searchTable } from '@velodesk/contract/routes/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { serveRoute } from '../../platform/serve-route.ts';
import { search } from './search.service.ts';

/** GET /search?q= (the top bar's search box). */
export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(app, searchTable['GET /search'], async (request) =>
      search(ctx, actorOf(request), request.query),
    );
  };
