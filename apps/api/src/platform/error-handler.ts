import { paramsProblem } from '@velodesk/contract/error-params';
import { codeOfStatus, PlatformErrorCode } from '@velodesk/contract/errors';
import type { HydraError, Violation } from '@velodesk/contract/hydra';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from './errors.ts';

const send = (
  reply: FastifyReply,
  status: number,
  title: string,
  description: string,
  violations?: Violation[],
  code: string = codeOfStatus(status),
  params?: Record<string, unknown>,
) => {
  const body: HydraError = {
    '@type': 'hydra:Error',
    'hydra:title': title,
    'hydra:description': description,
    status,
    code,
  };
  if (params) body.params = params;
  if (violations) body.violations = violations;
  return reply.status(status).type('application/problem+json').send(body);
};

const pgCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  if (typeof e.cause?.code === 'string') return e.cause.code;
  return undefined;
};

/**
 * PostgreSQL's data exceptions (class 22): a value the checks let through but the database cannot
 * take (a NUL character in a text, a number beyond the column's range). A safety net: the schemas
 * refuse most of them first, with a violation on the field.
 */
const dataExceptionDescription = (code: string): string => {
  if (code === '22003') return 'A number is out of the range this field accepts.';
  if (code === '22021' || code === '22P05')
    return 'A text contains a character that cannot be stored (such as a NUL character).';
  if (code === '22001') return 'A text is longer than this field accepts.';
  return 'A value is not valid for its field.';
};

/**
 * Every error leaves as a hydra error with a useful description: bad input is a 4xx, never a 500.
 */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      // A code that names values is answered with them: the web never reads the English text.
      const problems = [
        paramsProblem(error.code, error.params),
        ...(error.violations ?? []).map((v) => (v.code ? paramsProblem(v.code, v.params) : null)),
      ].filter((problem) => problem !== null);
      if (problems.length > 0) request.log.error({ problems }, 'an error code answered without its params');
      if (error.headers) reply.headers(error.headers);
      return send(
        reply,
        error.status,
        error.title,
        error.description,
        error.violations,
        error.code,
        error.params,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (issue.params as { keys?: string[] }).keys;
        if (issue.keyword === 'unrecognized_keys' && keys) {
          return {
            propertyPath: path,
            message: `Unknown ${error.validationContext === 'querystring' ? 'filter' : 'field'}: ${keys.join(', ')}.`,
          };
        }
        return { propertyPath: path, message: issue.message ?? 'is invalid' };
      });
      const description = issues
        .map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message))
        .join('\n');
      if (error.validationContext === 'body')
        return send(reply, 422, 'An error occurred', description, issues);
      return send(reply, 400, 'Bad Request', description, issues);
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return send(
        reply,
        400,
        'Bad Request',
        'The request body is not valid JSON.',
        undefined,
        PlatformErrorCode.invalidJson,
      );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(
        reply,
        415,
        'Unsupported Media Type',
        `Content type "${request.headers['content-type']}" is not accepted.`,
      );
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return send(reply, 413, 'Payload Too Large', 'The request body is too large.');
    const code = pgCode(error);
    if (code === '23505')
      return send(
        reply,
        409,
        'Conflict',
        'This record already exists (a unique value is already used).',
        undefined,
        PlatformErrorCode.duplicate,
      );
    if (code === '23P01')
      return send(
        reply,
        409,
        'Conflict',
        'This conflicts with an existing record for the same period.',
        undefined,
        PlatformErrorCode.periodConflict,
      );
    if (code === '23503')
      return send(
        reply,
        409,
        'Conflict',
        'This record is still referenced, or references a record that does not exist.',
        undefined,
        PlatformErrorCode.stillReferenced,
      );
    if (code?.startsWith('22')) {
      return send(
        reply,
        400,
        'Bad Request',
        dataExceptionDescription(code),
        undefined,
        PlatformErrorCode.invalidValue,
      );
    }
    if (code === '40001' || code === '40P01')
      return send(
        reply,
        409,
        'Conflict',
        'Another action changed the same data; please try again.',
        undefined,
        PlatformErrorCode.concurrentChange,
      );
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'Bad Request', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'Internal Server Error', 'An unexpected error occurred.');
  });
};

export const sendNotFound = (reply: FastifyReply, description: string) =>
  send(reply, 404, 'Not Found', description);
