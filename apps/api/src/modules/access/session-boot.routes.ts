import { sessionBoot } from '@velodesk/contract/api/session-boot';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { readSessionBoot } from './session-boot.service.ts';

/** GET /session_boot: the shell's user, grants, sites and current site in one call (issue 28). */
export const sessionBootRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/session_boot',
      { config: { requirement: 'login' }, schema: { tags: ['access'], response: { 200: sessionBoot } } },
      async (request) => readSessionBoot(ctx, actorOf(request)),
    );
  };
