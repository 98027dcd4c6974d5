import { StaySystemError } from './stay-system.error.ts';
import type {
  CashDesk,
  CreateExternalPaymentInput,
  ExternalPayment,
  PaymentMethod,
  StayCustomer,
  StayCustomerSearch,
  StaySystemClient,
  StaySystemClientOptions,
  StaySystemHealth,
} from './stay-system.types.ts';

export const DEFAULT_STAY_SYSTEM_TIMEOUT_MS = 5000;

type Query = Record<string, string | number | undefined>;

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The only code of the API that talks to the stay system (huttosoft or apps/stay-sim), over HTTP
 * with the global fetch. Each call is aborted after `timeoutMs`; every failure is a StaySystemError.
 */
export function createStaySystemClient(options: StaySystemClientOptions): StaySystemClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_STAY_SYSTEM_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  /** Sends the call and answers its status and parsed JSON body (undefined for an empty one). */
  const send = async (call: Call): Promise<{ status: number; body: unknown }> => {
    const operation = `${call.method} ${call.path}`;
    const url = new URL(`${baseUrl}${call.path}`);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const noAnswer = (cause: unknown) =>
      new StaySystemError({ kind: controller.signal.aborted ? 'timeout' : 'unreachable', operation, cause });
    try {
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(url, {
          method: call.method,
          headers: {
            accept: 'application/json',
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...call.headers,
          },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: controller.signal,
        });
        text = await response.text();
      } catch (cause) {
        throw noAnswer(cause);
      }
      const status = response.status;
      if (!response.ok) {
        throw new StaySystemError({
          kind: status >= 400 && status < 500 ? 'rejected' : 'failed',
          operation,
          status,
          description: readMessage(text),
        });
      }
      if (text.trim() === '') return { status, body: undefined };
      try {
        return { status, body: JSON.parse(text) as unknown };
      } catch (cause) {
        throw new StaySystemError({ kind: 'failed', operation, status, cause });
      }
    } finally {
      clearTimeout(timer);
    }
  };

  /** Sends the call and checks that the answer has the expected shape. */
  const sendFor = async <T>(call: Call, isExpected: (body: unknown) => boolean): Promise<T> => {
    const { status, body } = await send(call);
    if (!isExpected(body)) {
      throw new StaySystemError({
        kind: 'failed',
        operation: `${call.method} ${call.path}`,
        status,
        cause: new Error('Unexpected answer shape'),
      });
    }
    return body as T;
  };

  const listOf = async <T>(call: Call): Promise<T[]> =>
    (await sendFor<{ items: T[] }>(call, (body) => isObject(body) && Array.isArray(body.items))).items;

  return {
    searchCustomers: (query: StayCustomerSearch) =>
      listOf<StayCustomer>({
        method: 'GET',
        path: '/api/customers/search',
        query: {
          siteId: query.siteId,
          lastName: query.lastName,
          emplacementName: query.emplacementName,
          stayState: query.stayState,
          stayDateStart: query.stayDateStart,
          stayDateEnd: query.stayDateEnd,
          stayReference: query.stayReference,
        },
      }),

    getCustomer: (clientId: string) =>
      sendFor<StayCustomer>(
        { method: 'GET', path: `/api/customers/${encodeURIComponent(clientId)}` },
        (body) => isObject(body) && typeof body.clientId === 'string',
      ),

    listCashDesks: (siteId: string) =>
      listOf<CashDesk>({ method: 'GET', path: `/api/sites/${encodeURIComponent(siteId)}/cash-desks` }),

    listPaymentMethods: () => listOf<PaymentMethod>({ method: 'GET', path: '/api/payment-methods' }),

    createExternalPayment: (input: CreateExternalPaymentInput) =>
      sendFor<ExternalPayment>(
        {
          method: 'POST',
          path: '/api/external-payments',
          headers: input.idempotencyKey ? { 'idempotency-key': input.idempotencyKey } : undefined,
          body: {
            cashDeskId: input.cashDeskId,
            paymentMethodId: input.paymentMethodId,
            amount: input.amount,
            paymentId: input.paymentId,
            ...(input.stayId === undefined || input.stayId === null ? {} : { stayId: input.stayId }),
          },
        },
        (body) => isObject(body) && typeof body.id === 'number',
      ),

    deleteExternalPayment: async (id: number | string) => {
      await send({ method: 'DELETE', path: `/api/external-payments/${encodeURIComponent(String(id))}` });
    },

    findExternalPayments: (paymentId: number) =>
      listOf<ExternalPayment>({ method: 'GET', path: '/api/external-payments', query: { paymentId } }),

    health: () =>
      sendFor<StaySystemHealth>(
        { method: 'GET', path: '/health' },
        (body) => isObject(body) && typeof body.status === 'string',
      ),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stay system's `{ message }`, when its error answer carries one. */
function readMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as unknown;
    return isObject(body) && typeof body.message === 'string' && body.message !== '' ? body.message : null;
  } catch {
    return null;
  }
}
