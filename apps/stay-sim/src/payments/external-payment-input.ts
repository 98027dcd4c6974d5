import { badRequest } from '../http/http-error.ts';

/** The body of POST /api/external-payments. */
export interface ExternalPaymentInput {
  cashDeskId: number;
  paymentMethodId: number;
  /** Euros; negative for a reversing payment. */
  amount: number;
  /** The product's payment id. */
  paymentId: number;
  stayId: string | null;
}

/** Checks the shape of the body; throws a 400 HttpError naming the first wrong field. */
export function parseExternalPaymentInput(body: unknown): ExternalPaymentInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const stayId = fields.stayId;
  if (stayId !== undefined && stayId !== null && (typeof stayId !== 'string' || stayId.trim() === '')) {
    throw badRequest('stayId must be a non-empty string');
  }
  const amount = fields.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw badRequest('amount must be a number');
  return {
    cashDeskId: positiveInteger(fields, 'cashDeskId'),
    paymentMethodId: positiveInteger(fields, 'paymentMethodId'),
    amount,
    paymentId: positiveInteger(fields, 'paymentId'),
    stayId: typeof stayId === 'string' ? stayId.trim() : null,
  };
}

function positiveInteger(fields: Record<string, unknown>, name: string): number {
  const value = fields[name];
  if (value === undefined || value === null) throw badRequest(`${name} is required`);
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw badRequest(`${name} must be a positive integer`);
  }
  return value;
}
