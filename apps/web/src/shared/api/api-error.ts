import type { HydraError, Violation } from '@velodesk/contract/hydra';

/** A failed API call, carrying the hydra error the server answered (docs/domain.md "Identifiers, references and answers"). */
export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly description: string;
  readonly violations: readonly Violation[];
  /** The machine code of the failure, when the server gave one (STAY_SYSTEM_UNAVAILABLE…). */
  readonly code: string | undefined;
  /** The values the code's message names (the contract's error-params.ts), read by `paramsOf`. */
  readonly params: Readonly<Record<string, unknown>> | undefined;

  constructor(init: {
    status: number;
    title: string;
    description: string;
    violations?: readonly Violation[];
    code?: string | undefined;
    params?: Readonly<Record<string, unknown>> | undefined;
  }) {
    super(init.description || init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.title = init.title;
    this.description = init.description;
    this.violations = init.violations ?? [];
    this.code = init.code;
    this.params = init.params;
  }

  /** The message of one field's violation, for inline form errors. */
  violationFor(propertyPath: string): string | undefined {
    return this.violations.find((violation) => violation.propertyPath === propertyPath)?.message;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Status 0 is used when the server could not be reached at all. */
export const networkError = (cause: unknown): ApiError =>
  new ApiError({
    status: 0,
    title: 'Network error',
    description: cause instanceof Error ? cause.message : '',
  });

/**
 * The machine code of a failure: the `code` field of the body, as the API sends it. A failure
 * without one (a gateway's 502 in front of the API) has none: the screens show a technical error.
 */
const codeOf = (body: unknown): string | undefined => {
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const code = (body as { code: unknown }).code;
    if (typeof code === 'string' && code !== '') return code;
  }
  return undefined;
};

/** The `params` of an error or a violation: an object of values, else none. */
const paramsIn = (fields: Record<string, unknown>): Record<string, unknown> | undefined => {
  const params = fields.params;
  return typeof params === 'object' && params !== null && !Array.isArray(params)
    ? (params as Record<string, unknown>)
    : undefined;
};

const isViolation = (value: unknown): value is Violation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Violation).propertyPath === 'string' &&
  typeof (value as Violation).message === 'string';

/**
 * The fields of a hydra error body (the contract's HydraError), read by hand rather than with its
 * zod schema: this module is part of the sign-in page's bundle, which does not load zod
 * (docs/decisions/web-bundles.md).
 */
const readHydraError = (
  body: unknown,
): Pick<HydraError, 'hydra:title' | 'hydra:description' | 'violations' | 'params'> | null => {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const title = fields['hydra:title'];
  const description = fields['hydra:description'];
  if (fields['@type'] !== 'hydra:Error' || typeof title !== 'string' || typeof description !== 'string')
    return null;
  const violations = Array.isArray(fields.violations) ? fields.violations.filter(isViolation) : undefined;
  return { 'hydra:title': title, 'hydra:description': description, violations, params: paramsIn(fields) };
};

/**
 * Builds the ApiError of a non-2xx answer from its body (hydra error, or anything else).
 */
export const apiErrorFromBody = (status: number, statusText: string, body: unknown): ApiError => {
  const code = codeOf(body);
  const parsed = readHydraError(body);
  if (parsed) {
    return new ApiError({
      status,
      title: parsed['hydra:title'],
      description: parsed['hydra:description'],
      violations: parsed.violations,
      code,
      params: parsed.params,
    });
  }
  return new ApiError({ status, title: statusText || `HTTP ${status}`, description: '', code });
};
