import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/** Every error answer is JSON `{ message }` with a proper status, as the real stay system does. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    // Fastify's own client errors: malformed JSON, unsupported content type, body too large...
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'stay-sim: unexpected error');
    return reply.code(500).send({ message: 'Internal error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
}
