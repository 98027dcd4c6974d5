import { searchAnswer, searchQuery } from '@velodesk/contract/api/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { search } from './search.service.ts';

/** GET /search?q= (the top bar's search box). */
export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search',
      {
        config: { requirement: 'login' },
        schema: { tags: ['search'], querystring: searchQuery, response: { 200: searchAnswer } },
      },
      async (request) => search(ctx, actorOf(request), request.query),
    );
  };
