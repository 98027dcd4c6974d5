import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from '../error-handler.ts';
import {
  contextPath,
  docsPath,
  entrypoint,
  hydraDocumentation,
  hydraNs,
  jsonLdContext,
} from './hydra-documentation.ts';
import { apiPrefix, tableRouteOf } from './route-index.ts';

const jsonLd = 'application/ld+json; charset=utf-8';

/** The origin the client called (behind a known proxy, the one it forwarded). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The protocol's own routes, all public (they describe the API, never its data):
 * - `GET /api`: the entrypoint, every collection by its IRI;
 * - `GET /api/docs.jsonld`: the Hydra documentation;
 * - `GET /api/contexts/{Class}`: the JSON-LD context of a class (and of the Entrypoint).
 * Every /api answer carries the `Link` header to the documentation, and JSON answers of a
 * resource their `@context`.
 */
export const registerApiDocs = (app: FastifyInstance) => {
  // Synchronous (`done`): it runs on every answer of the API and never waits for anything.
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    if (!url.startsWith(apiPrefix)) return done(null, payload);
    const end = url.indexOf('?');
    const path = end === -1 ? url : url.slice(0, end);
    if (path !== apiPrefix && !path.startsWith(`${apiPrefix}/`)) return done(null, payload);
    reply.header('link', `<${originOf(request)}${docsPath}>; rel="${hydraNs}apiDocumentation"`);
    const resource = tableRouteOf(request.method, request.routeOptions.url ?? '')?.resource;
    // The resource's @context, first key of its JSON answer (no re-serialisation of the body).
    if (
      resource &&
      typeof payload === 'string' &&
      payload.startsWith('{"') &&
      !payload.startsWith('{"@context"') &&
      reply.statusCode < 300 &&
      String(reply.getHeader('content-type') ?? '').includes('json')
    ) {
      return done(null, `{"@context":${JSON.stringify(contextPath(resource))},${payload.slice(1)}`);
    }
    done(null, payload);
  });

  const hide = { hide: true };
  const sendJsonLd = (reply: { type: (t: string) => { send: (b: unknown) => unknown } }, body: unknown) =>
    reply.type(jsonLd).send(body);

  app.get(apiPrefix, { config: { requirement: 'public' }, schema: hide }, async (_request, reply) =>
    sendJsonLd(reply, entrypoint()),
  );
  app.get(docsPath, { config: { requirement: 'public' }, schema: hide }, async (request, reply) =>
    sendJsonLd(reply, hydraDocumentation(originOf(request))),
  );
  app.get<{ Params: { name: string } }>(
    `${apiPrefix}/contexts/:name`,
    { config: { requirement: 'public' }, schema: hide },
    async (request, reply) => {
      const context = jsonLdContext(request.params.name, originOf(request));
      if (!context) return sendNotFound(reply, `No JSON-LD context for "${request.params.name}".`);
      return sendJsonLd(reply, context);
    },
  );
};
