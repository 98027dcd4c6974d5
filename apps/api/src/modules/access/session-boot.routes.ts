import { accessRoutes } from '@velodesk/contract/routes/access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { serveRoute } from '../../platform/serve-route.ts';
import { readSessionBoot } from './session-boot.service.ts';

/** GET /session_boot: the shell's user, grants, sites and current site in one call (issue 28). */
export const sessionBootRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serveRoute(app, accessRoutes['GET /session_boot'], async (request) =>
      readSessionBoot(ctx, actorOf(request)),
    );
  };
