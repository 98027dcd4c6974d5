import { StaySystemErrorCode } from '@velodesk/contract/errors';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../platform/errors.ts';
import { StaySystemError } from './stay-system.error.ts';

/** What the user reads when the stay system gave no message of its own (translated by the web). */
export const staySystemFailedDescription = 'TECHNIQUE_ERROR';

/**
 * The one mapping of a failed stay-system call to the API's answer (docs/decisions/error-codes.md,
 * "The stay system"), whichever module called it:
 * - unreachable (no connection): 502 STAY_SYSTEM_UNAVAILABLE;
 * - timeout (no complete answer in time, so a write's outcome is unknown): 504 STAY_SYSTEM_TIMEOUT;
 * - rejected (4xx) or failed (5xx, unreadable answer): 502 STAY_SYSTEM_ERROR.
 * The description is the stay system's own message, else TECHNIQUE_ERROR.
 */
export const staySystemFailure = (error: StaySystemError): DomainError => {
  const description = error.description ?? staySystemFailedDescription;
  switch (error.kind) {
    case 'timeout':
      return new DomainError(504, 'Gateway Timeout', description).withCode(StaySystemErrorCode.timeout);
    case 'unreachable':
      return new DomainError(502, 'Bad Gateway', description).withCode(StaySystemErrorCode.unavailable);
    case 'rejected':
    case 'failed':
      return new DomainError(502, 'Bad Gateway', description).withCode(StaySystemErrorCode.error);
  }
};

/**
 * Runs a stay-system call: a StaySystemError is logged (a warning: the other system's fault) and
 * answered as `staySystemFailure` says; any other error passes through.
 */
export const callStaySystem = async <T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof StaySystemError)) throw error;
    log.warn({ kind: error.kind, status: error.status, operation: error.operation }, error.message);
    throw staySystemFailure(error);
  }
};
