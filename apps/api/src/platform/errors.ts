import type { Violation } from '@velodesk/contract/hydra';

/**
 * Typed domain errors. Services throw them; the error handler turns each into a hydra error with
 * its status and description (which the web app maps to message keys).
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503 | 504,
    readonly title: string,
    readonly description: string,
    readonly violations?: Violation[],
  ) {
    super(description);
    this.name = 'DomainError';
  }
}

export const badRequest = (description: string) => new DomainError(400, 'Bad Request', description);
export const unauthorized = (description = 'Authentication required.') =>
  new DomainError(401, 'Unauthorized', description);
export const forbidden = (description = 'Access denied.') => new DomainError(403, 'Forbidden', description);
export const notFound = (what: string) => new DomainError(404, 'Not Found', `${what} not found.`);
export const conflict = (description: string) => new DomainError(409, 'Conflict', description);
export const tooManyRequests = (description: string) =>
  new DomainError(429, 'Too Many Requests', description);

/** A rule of the input failed: 422 with the violations listed. */
export const unprocessable = (violations: Violation[]) =>
  new DomainError(
    422,
    'An error occurred',
    violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n'),
    violations,
  );

export const violationOf = (propertyPath: string, message: string, code?: string): Violation =>
  code ? { propertyPath, message, code } : { propertyPath, message };
