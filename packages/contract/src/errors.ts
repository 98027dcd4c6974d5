/**
 * Server descriptions (hydra:description), exactly as the rentals specification's error catalogue
 * lists them. Clients translate by the error's stable `code`, never by these texts.
 */
export const ServerDescription = {
  unavailableTaxRate: 'Unavailable tax rate (0%)',
  taxRateNotFound: 'Tax rate not found',
  alreadyInvoicedStay: 'Already invoiced stay',
  transactionExists: 'Transaction with this id already exists',
  transactionNotFound: 'Transaction not found',
  transactionLettered: 'transaction already lettered',
  wrongStayState: 'Wrong Stay state',
} as const;

/**
 * The stable `code` of every hydra error the platform answers (beside `hydra:description`, which
 * keeps its text): a client translates by code, never by description. Modules add their own codes
 * (RentalErrorCode, SettingsErrorCode, CustomerErrorCode...); an error without a more precise code
 * carries the one of its status.
 */
export const PlatformErrorCode = {
  /** 400: a malformed query string, filter or request. */
  badRequest: 'BAD_REQUEST',
  /** 400: the body is not valid JSON. */
  invalidJson: 'INVALID_JSON',
  /** 401: no valid session. */
  authenticationRequired: 'AUTHENTICATION_REQUIRED',
  /**
   * 403: the user lacks the permission the action needs (the one refusal of every module,
   * `requireAccess` of apps/api/src/platform/access.ts); also a refusal without a more precise code.
   */
  permissionDenied: 'PERMISSION_DENIED',
  /** 403: the record belongs to a site the user is not linked to. */
  siteNotLinked: 'SITE_NOT_LINKED',
  /** 403: the action needs a current site and the user has chosen none. */
  noCurrentSite: 'NO_CURRENT_SITE',
  /** 404: the record (or route) does not exist. */
  notFound: 'NOT_FOUND',
  /** 409: a conflict without a more precise code. */
  conflict: 'CONFLICT',
  /** 409: a unique value is already used (the database's safety net). */
  duplicate: 'DUPLICATE_VALUE',
  /** 409: overlaps an existing record for the same period (exclusion constraint). */
  periodConflict: 'PERIOD_CONFLICT',
  /** 409: still referenced, or references a record that does not exist (foreign key). */
  stillReferenced: 'STILL_REFERENCED',
  /** 409: a concurrent action changed the same data; try again. */
  concurrentChange: 'CONCURRENT_CHANGE',
  /** 413: the body is too large. */
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** 415: the content type is not accepted. */
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** 422: the body breaks a rule; each violation says which field (and may carry its own code). */
  validationFailed: 'VALIDATION_FAILED',
  /** 400: a value the database cannot store. */
  invalidValue: 'INVALID_VALUE',
  /** 429: too many attempts; Retry-After says how long to wait. */
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** 500: an unexpected error. */
  internal: 'INTERNAL_ERROR',
  /** 502: another system answered wrongly (without a more precise code). */
  badGateway: 'BAD_GATEWAY',
  /** 503: the server cannot serve now (e.g. the database does not answer). */
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  /** 504: another system did not answer in time (without a more precise code). */
  gatewayTimeout: 'GATEWAY_TIMEOUT',
} as const;
export type PlatformErrorCodeValue = (typeof PlatformErrorCode)[keyof typeof PlatformErrorCode];

/**
 * The codes of the violations of JSON-LD bodies (docs/decisions/json-ld-input.md). Only clients
 * that decorate their bodies (API Platform Admin, integrators) meet them; the web app sends plain
 * JSON, so its error map lists them without a message of their own (null).
 */
export const JsonLdErrorCode = {
  /** 422 on `@type`: it is not the class of the resource the operation writes. */
  typeMismatch: 'JSONLD_TYPE_MISMATCH',
  /** 422 on `@id`: it is not the IRI of the resource the operation writes (or the operation creates one). */
  idMismatch: 'JSONLD_ID_MISMATCH',
} as const;

/**
 * The machine `code` of the stay system's hydra errors, which clients translate by (one mapping from
 * the client's failures: apps/api/src/integrations/stay-system/stay-system.failure.ts):
 * - STAY_SYSTEM_UNAVAILABLE: it could not be reached (502);
 * - STAY_SYSTEM_TIMEOUT: it did not answer in time (504): the outcome of a write is unknown;
 * - STAY_SYSTEM_ERROR: it refused the call (4xx) or failed (5xx, an unreadable answer) (502); its
 *   own message is the hydra:description;
 * - STAY_CLIENT_NOT_FOUND: no such guest, or one of a site the user may not see (404);
 * - STAY_SITE_REQUIRED: a search without a site while the user has no current site (422 on siteId);
 * - STAY_SITE_NOT_LINKED: the site searched has no stay-system id (422 on siteId).
 */
export const StaySystemErrorCode = {
  unavailable: 'STAY_SYSTEM_UNAVAILABLE',
  timeout: 'STAY_SYSTEM_TIMEOUT',
  error: 'STAY_SYSTEM_ERROR',
  clientNotFound: 'STAY_CLIENT_NOT_FOUND',
  siteRequired: 'STAY_SITE_REQUIRED',
  siteNotLinked: 'STAY_SITE_NOT_LINKED',
} as const;
export type StaySystemErrorCode = (typeof StaySystemErrorCode)[keyof typeof StaySystemErrorCode];

/** The code an error carries when it has no more precise one: the one of its status. */
export const codeOfStatus = (status: number): string => {
  switch (status) {
    case 400:
      return PlatformErrorCode.badRequest;
    case 401:
      return PlatformErrorCode.authenticationRequired;
    case 403:
      return PlatformErrorCode.permissionDenied;
    case 404:
      return PlatformErrorCode.notFound;
    case 409:
      return PlatformErrorCode.conflict;
    case 413:
      return PlatformErrorCode.payloadTooLarge;
    case 415:
      return PlatformErrorCode.unsupportedMediaType;
    case 422:
      return PlatformErrorCode.validationFailed;
    case 429:
      return PlatformErrorCode.tooManyRequests;
    case 502:
      return PlatformErrorCode.badGateway;
    case 503:
      return PlatformErrorCode.serviceUnavailable;
    case 504:
      return PlatformErrorCode.gatewayTimeout;
    default:
      return PlatformErrorCode.internal;
  }
};
