import type { CodeWithParams, ErrorParams, ParamsOf } from '@velodesk/contract/error-params';
import { codeOfStatus, PlatformErrorCode } from '@velodesk/contract/errors';
import type { Violation } from '@velodesk/contract/hydra';

/**
 * Typed domain errors. Services throw them; the error handler turns each into a hydra error with
 * its status, its description (the specs' text) and its stable `code`, which clients translate by
 * (PlatformErrorCode in packages/contract/src/errors.ts; modules add their own).
 */
export class DomainError extends Error {
  /** The stable machine code a client translates by: the status's code until `withCode` sets a precise one. */
  code: string;
  /** The values the code's message names, for a code that declares them (error-params.ts). */
  params?: Record<string, unknown>;
  /** Headers of the answer (e.g. Retry-After of a 429). */
  headers?: Record<string, string>;
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 415 | 422 | 429 | 502 | 503 | 504,
    readonly title: string,
    readonly description: string,
    readonly violations?: Violation[],
  ) {
    super(description);
    this.name = 'DomainError';
    this.code = codeOfStatus(status);
  }

  /** The precise code; one that declares params is given with them (withParams), so this refuses it. */
  withCode<Code extends string>(code: Code & (Code extends CodeWithParams ? never : unknown)): this {
    this.code = code;
    return this;
  }

  /** A code that names values in its message, with them (docs/decisions/error-codes.md). */
  withParams<Code extends CodeWithParams>(code: Code, params: ErrorParams<Code>): this {
    this.code = code;
    this.params = params;
    return this;
  }
}

export const badRequest = (description: string) => new DomainError(400, 'Bad Request', description);
export const unauthorized = (description = 'Authentication required.') =>
  new DomainError(401, 'Unauthorized', description).withCode(PlatformErrorCode.authenticationRequired);
export const forbidden = (description = 'Access denied.') =>
  new DomainError(403, 'Forbidden', description).withCode(PlatformErrorCode.permissionDenied);
export const notFound = (what: string) =>
  new DomainError(404, 'Not Found', `${what} not found.`).withCode(PlatformErrorCode.notFound);
export const conflict = (description: string) => new DomainError(409, 'Conflict', description);
/** A 429 whose answer says, in Retry-After, how many seconds to wait. */
export const tooManyRequests = (description: string, retryAfterSeconds: number) => {
  const error = new DomainError(429, 'Too Many Requests', description);
  error.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return error;
};

/** A rule of the input failed: 422 with the violations listed. */
export const unprocessable = (violations: Violation[]) =>
  new DomainError(
    422,
    'An error occurred',
    violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n'),
    violations,
  );

/** A violation on a field; a code that declares params is given with them (error-params.ts). */
export const violationOf = <Code extends string>(
  propertyPath: string,
  message: string,
  code?: Code,
  ...params: ParamsOf<Code>
): Violation => {
  if (!code) return { propertyPath, message };
  return params[0] ? { propertyPath, message, code, params: params[0] } : { propertyPath, message, code };
};

/** A value already used by another record: 409 with a violation on the field (docs/decisions/uniqueness-conflicts.md). */
export const valueTaken = (field: string, message: string, code?: string) => {
  const error = new DomainError(409, 'Conflict', message, [violationOf(field, message, code)]);
  return code ? error.withCode(code) : error;
};

/** The constraint named by a unique violation of the database, or null for any other error. */
export const uniqueViolation = (error: unknown): string | null => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const source = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null;
  return source ? (source.constraint ?? '') : null;
};
