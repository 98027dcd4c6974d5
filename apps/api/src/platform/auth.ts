import type { Requirement } from '@velodesk/contract/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAccess } from './access.ts';
import type { Actor } from './actor.ts';
import { unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs: every /api route declares it, or the app refuses to start. */
    requirement?: Requirement;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export type Authenticate = (token: string) => Promise<Actor>;

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

/** The signed-in user, or a 401. Routes call it after the access hook has run. */
export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) throw unauthorized();
  return request.actor;
};

/**
 * Checks every call against the permission its route declares, before anything else runs:
 * 401 without a valid session, 403 without the feature.
 */
export const registerAccessControl = (app: FastifyInstance, authenticate: Authenticate) => {
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
    if (!route.config?.requirement) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its requirement.`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const requirement = request.routeOptions.config?.requirement;
    if (!requirement || requirement === 'public') return;
    const token = bearer(request);
    if (!token) throw unauthorized();
    request.actor = await authenticate(token);
    requireAccess(request.actor, requirement, 'any');
  });
};
