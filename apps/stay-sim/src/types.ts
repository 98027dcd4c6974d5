/** The shapes the simulated stay system answers (JSON, camelCase), as the real one does. */

/** 4 = present (the stay has started and has not ended), 3 = reservation (the stay starts later). */
export type StayState = 3 | 4;

export const STAY_STATE_RESERVATION = 3;
export const STAY_STATE_PRESENT = 4;

export type CivilityCode = 'M' | 'MME';

export type StayLanguage = 'fr' | 'en' | 'de' | 'nl' | 'it' | 'es';

/** A client of the stay system with its current stay. */
export interface StayCustomer {
  clientId: string;
  clientCode: string;
  firstName: string;
  lastName: string;
  civilityCode: CivilityCode | null;
  countryName: string;
  /** ISO 3166-1 alpha-2; a few clients carry a code the product does not know (see seed). */
  countryIso: string;
  address: string;
  addressComplement: string | null;
  city: string;
  language: StayLanguage;
  fidelityRank: 0 | 1 | 2;
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
}

/** A client as the seed keeps it: the customer plus the stay-system site it belongs to. */
export interface SeededClient {
  siteId: string;
  customer: StayCustomer;
}

export type CashDeskType = 'cash' | 'card';

export interface CashDesk {
  id: number;
  name: string;
  type: CashDeskType;
}

export interface PaymentMethod {
  id: number;
  name: string;
  code: string;
  account: string;
}

export interface ExternalPayment {
  id: number;
  cashDeskId: number;
  paymentMethodId: number;
  amount: number;
  /** The product's own payment id; unique among the external payments. */
  paymentId: number;
  stayId: string | null;
  /** The stay-system site of the cash desk. */
  siteId: string;
  /** A lettered (reconciled) transaction can no longer be deleted. */
  lettered: boolean;
  createdAt: string;
}

export type SimMode = 'ok' | 'down' | 'slow' | 'freeze' | 'error';

export const SIM_MODES: readonly SimMode[] = ['ok', 'down', 'slow', 'freeze', 'error'];

/**
 * One call that changed the external payments, in the order received: what the stay system did,
 * whether or not its caller was still there to read the answer (a frozen call the caller gave up
 * on is still carried out, as a real system does).
 */
export interface ReceivedEffect {
  operation: 'create' | 'delete';
  externalPaymentId: number;
  paymentId: number;
  amount: number;
  /** The Idempotency-Key header of a creation, or null. */
  idempotencyKey: string | null;
  /** A creation answered again from its Idempotency-Key: no new payment. */
  replayed: boolean;
}
