import type { InvoiceRead, LedgerClosingRun } from '@velodesk/contract/api/invoicing';
import { invoiceKeys, ledgerClosingKeys } from '@/shared/data/keys/invoices-keys.ts';
import { type MutationCallbacks, useResourceMutation } from '@/shared/data/use-resource-mutation.ts';
import { closeLedgerDays, createCreditNote } from '../api/invoices-api.ts';

/** Cancels an invoice by a credit note: the list shows both (the invoice cancelled, the credit note). */
export const useCreateCreditNote = (callbacks?: MutationCallbacks<InvoiceRead, number>) =>
  useResourceMutation((invoiceId: number) => createCreditNote(invoiceId), [invoiceKeys.all], callbacks);

/** Closes the finished days of the ledger. */
export const useCloseLedgerDays = (callbacks?: MutationCallbacks<LedgerClosingRun, void>) =>
  useResourceMutation(() => closeLedgerDays(), [ledgerClosingKeys.all], callbacks);
