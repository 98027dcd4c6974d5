import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from './errors.ts';

/**
 * The media types of API Platform (docs/api-conventions.md "Content types"):
 * - bodies: `application/ld+json` or `application/json` on POST and PUT, `application/merge-patch+json`
 *   or `application/json` on PATCH (parameters such as `; charset=utf-8` allowed); anything else is a
 *   415 hydra error. A plugin may add a type of its own for one route (text/csv for the product import).
 * - answers: JSON answers are `application/ld+json; charset=utf-8`; errors stay
 *   `application/problem+json; charset=utf-8` (hydra:Error, as API Platform answers them); files
 *   (PDF, CSV) keep their own type.
 */
export const jsonLd = 'application/ld+json; charset=utf-8';

const acceptedOn: Record<string, readonly string[]> = {
  'application/json': ['POST', 'PUT', 'PATCH', 'DELETE'],
  'application/ld+json': ['POST', 'PUT', 'DELETE'],
  'application/merge-patch+json': ['PATCH'],
};

const unsupported = (request: FastifyRequest, mediaType: string) =>
  new DomainError(
    415,
    'Unsupported Media Type',
    `Content type "${mediaType}" is not accepted on ${request.method}: send ${Object.entries(acceptedOn)
      .filter(([, methods]) => methods.includes(request.method))
      .map(([type]) => type)
      .join(' or ')}.`,
  );

/** The media type of a Content-Type header, without its parameters, in lower case. */
export const mediaTypeOf = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export const registerContentTypes = (app: FastifyInstance) => {
  // Fastify reads text/plain bodies by default: the API takes none.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  for (const [mediaType, methods] of Object.entries(acceptedOn)) {
    app.addContentTypeParser(mediaType, { parseAs: 'string' }, (request, body, done) => {
      if (!methods.includes(request.method)) {
        done(unsupported(request, mediaType), undefined);
        return;
      }
      parseJson(request, body as string, done);
    });
  }

  // Synchronous (`done`), as every hook that runs on each answer and waits for nothing: an async
  // hook costs a promise, and with the transactions' AsyncLocalStorage each promise runs Node's
  // promise hooks (docs/decisions/api-overhead.md).
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !request.url.startsWith('/api/') || request.url.startsWith('/api/docs'))
      return done(null, payload);
    const media = mediaTypeOf(type);
    if (media === 'application/json') reply.header('content-type', jsonLd);
    else if (media === 'application/problem+json')
      reply.header('content-type', 'application/problem+json; charset=utf-8');
    done(null, payload);
  });
};
