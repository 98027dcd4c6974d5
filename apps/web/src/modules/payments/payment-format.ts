import type { ExternalState } from '@velodesk/contract/api/payments';
import { ServerDescription, StaySystemErrorCode } from '@velodesk/contract/errors';
import type { TFunction } from 'i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { formatEuros } from '@/ui/format.ts';

/**
 * How the payment screens show money and the stay system's answers: euros with 2 decimals (3 when
 * a remainder has a fraction of a cent, which is then shown as it is, never rounded away), and the
 * stay system's refusals in the interface language (rentals spec section 8).
 */
export const formatAmount = (amount: number, language: string): string =>
  formatEuros(amount, language, 'upToThousandths');

/** The catalogue's stay-system descriptions, each with its message (rentals spec section 8). */
const descriptionKeys: Readonly<Record<string, TextKey>> = {
  [ServerDescription.transactionExists]: 'PAYMENTS.ERRORS.TRANSACTION_ALREADY_EXISTS',
  [ServerDescription.transactionNotFound]: 'PAYMENTS.ERRORS.TRANSACTION_NOT_FOUND',
  [ServerDescription.transactionLettered]: 'PAYMENTS.ERRORS.TRANSACTION_ALREADY_LETTERED',
  [ServerDescription.wrongStayState]: 'PAYMENTS.ERRORS.WRONG_STAY_STATE',
  [ServerDescription.alreadyInvoicedStay]: 'PAYMENTS.ERRORS.ALREADY_INVOICED',
};

/** The kinds of failure the outbox records when the stay system gave no words of its own. */
const silentFailures = new Set(['unreachable', 'timeout', 'TECHNIQUE_ERROR', 'Internal error']);

/**
 * Why the stay system refused or failed a call, translated: a known description its message, no
 * answer "does not answer", anything else the stay system's own words inside a translated sentence.
 */
export const staySystemReason = (
  t: TFunction,
  failure: { code?: string | null; description?: string | null } | null | undefined,
): string => {
  const description = failure?.description?.trim() ?? '';
  const known = descriptionKeys[description];
  if (known) return t(known);
  if (failure?.code === StaySystemErrorCode.unavailable || silentFailures.has(description) || !description)
    return t('PAYMENTS.ERRORS.STAY_UNREACHABLE');
  return t('PAYMENTS.ERRORS.STAY_REFUSED', { reason: description });
};

export const externalStateKeys: Readonly<Record<ExternalState, TextKey>> = {
  pending: 'PAYMENTS.EXTERNAL_STATE.PENDING',
  sent: 'PAYMENTS.EXTERNAL_STATE.SENT',
  failed: 'PAYMENTS.EXTERNAL_STATE.FAILED',
};

export const externalStateColours: Readonly<Record<ExternalState, string>> = {
  pending: 'yellow',
  sent: 'teal',
  failed: 'red',
};
