/**
 * What the stay system (huttosoft, or its simulator apps/stay-sim) answers and accepts. JSON,
 * camelCase. These types are the connector's own: the rest of the API maps them to its domain.
 */

/** 4 = present (the stay has started and has not ended), 3 = reservation (the stay starts later). */
export type StayState = 3 | 4;

/** A client of the stay system with its current stay. */
export interface StayCustomer {
  clientId: string;
  clientCode: string;
  firstName: string;
  lastName: string;
  civilityCode: 'M' | 'MME' | null;
  countryName: string;
  /** ISO 3166-1 alpha-2, as the stay system knows it: the product may not know every code. */
  countryIso: string;
  address: string;
  addressComplement: string | null;
  city: string;
  /** 'fr', 'en', 'de', 'nl', 'it' or 'es'. */
  language: string;
  /** 0, 1 or 2: the product's fidelity level of the same number. */
  fidelityRank: number;
  emplacementName: string;
  stayId: string;
  stayState: StayState;
  /** yyyy-mm-dd */
  stayDateStart: string;
  /** yyyy-mm-dd */
  stayDateEnd: string;
  stayUrl: string;
  /** The stay's payment page (paid at the end of the stay), where the stay system gives one. */
  paymentUrl?: string | null;
  email: string;
  phone: string;
  /**
   * The stay-system site of the stay (e.g. HS-PINS): the API shows a guest only to users who may
   * see a product site linked to it (a guest without one is shown to no site-bound user).
   */
  siteId?: string;
}

export interface StayCustomerSearch {
  /** The stay-system id of the site (the product site's huttosoftId). */
  siteId: string;
  /** At least 3 characters; matched case- and accent-insensitively, as a contained text. */
  lastName: string;
  emplacementName?: string;
  stayState?: StayState;
  /** yyyy-mm-dd; with stayState 3, keeps the stays overlapping [stayDateStart, stayDateEnd]. */
  stayDateStart?: string;
  stayDateEnd?: string;
  /** A stay id, matched exactly. */
  stayReference?: string;
}

export interface CashDesk {
  id: number;
  name: string;
  /** 'cash' or 'card'. */
  type: string;
}

export interface PaymentMethod {
  id: number;
  name: string;
  code: string;
  /** The accounting account, e.g. 5310000 for cash. */
  account: string;
}

export interface CreateExternalPaymentInput {
  cashDeskId: number;
  paymentMethodId: number;
  /** Euros; negative for a reversing payment. */
  amount: number;
  /** The product's payment id: the stay system refuses the same one twice (409). */
  paymentId: number;
  stayId?: string | null;
  /**
   * Sent as the Idempotency-Key header: the same key again answers the payment it created, so a
   * call whose answer was lost can be sent again safely.
   */
  idempotencyKey?: string;
}

export interface ExternalPayment {
  id: number;
  cashDeskId: number;
  paymentMethodId: number;
  amount: number;
  paymentId: number;
  stayId: string | null;
  siteId: string;
  lettered: boolean;
  createdAt: string;
}

export interface StaySystemHealth {
  status: string;
}

/** Every call throws a StaySystemError when the stay system cannot be reached or says no. */
export interface StaySystemClient {
  searchCustomers(query: StayCustomerSearch): Promise<StayCustomer[]>;
  getCustomer(clientId: string): Promise<StayCustomer>;
  listCashDesks(siteId: string): Promise<CashDesk[]>;
  listPaymentMethods(): Promise<PaymentMethod[]>;
  createExternalPayment(input: CreateExternalPaymentInput): Promise<ExternalPayment>;
  deleteExternalPayment(id: number | string): Promise<void>;
  /** The lookup: the live external payments of one of our payments (none once deleted). */
  findExternalPayments(paymentId: number): Promise<ExternalPayment[]>;
  health(): Promise<StaySystemHealth>;
}

export interface StaySystemClientOptions {
  /** e.g. http://127.0.0.1:3100 */
  baseUrl: string;
  /** Per call, answer body included (default 5000 ms). */
  timeoutMs?: number;
  /** For tests; the global fetch by default. */
  fetch?: typeof fetch;
}
