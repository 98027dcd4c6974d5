/**
 * - 'unreachable': no answer, the connection failed or was dropped;
 * - 'timeout': no complete answer within the client's timeout;
 * - 'rejected': the stay system refused the call (4xx), its message is in `description`;
 * - 'failed': the stay system failed (5xx) or answered something unreadable.
 */
export type StaySystemErrorKind = 'unreachable' | 'timeout' | 'rejected' | 'failed';

export interface StaySystemErrorDetails {
  kind: StaySystemErrorKind;
  /** e.g. 'DELETE /api/external-payments/12' */
  operation: string;
  status?: number | null;
  description?: string | null;
  cause?: unknown;
}

/**
 * A failed call to the stay system. The API shows `description ?? 'TECHNIQUE_ERROR'` to the user,
 * so `description` is the stay system's own message, verbatim (e.g. 'Transaction not found').
 */
export class StaySystemError extends Error {
  readonly kind: StaySystemErrorKind;
  /** The stay system's HTTP status, or null when it did not answer. */
  readonly status: number | null;
  /** The stay system's `message`, or null when it gave none. */
  readonly description: string | null;
  readonly operation: string;

  constructor(details: StaySystemErrorDetails) {
    const status = details.status ?? null;
    const description = details.description ?? null;
    super(describe(details.kind, details.operation, status, description), { cause: details.cause });
    this.name = 'StaySystemError';
    this.kind = details.kind;
    this.status = status;
    this.description = description;
    this.operation = details.operation;
  }
}

function describe(
  kind: StaySystemErrorKind,
  operation: string,
  status: number | null,
  description: string | null,
): string {
  const answer = status === null ? kind : `${kind} (${status})`;
  return `Stay system ${operation}: ${answer}${description === null ? '' : `: ${description}`}`;
}
