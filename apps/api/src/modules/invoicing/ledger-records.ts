import type { LedgerRecordType } from '@velodesk/contract/api/invoicing';
import type { DbOrTx } from '../../db/client.ts';
import { readPaymentsForLedger } from '../payments/payments.api.ts';
import {
  closingsByIds,
  invoicesByIds,
  keysByIds,
  linesOfInvoices,
  type StateChangeRow,
  stateChangesByIds,
} from './invoicing.repository.ts';
import {
  type ChainPosition,
  canonicalChange,
  canonicalClosing,
  canonicalClosingV2,
  canonicalInvoice,
  canonicalInvoiceV2,
  canonicalKey,
  canonicalPayment,
  canonicalPaymentV2,
  type InvoiceState,
  type PaymentState,
} from './ledger-canonical.ts';

/**
 * The canonical text of chained records, read from the database (docs/decisions/ledger-chain.md,
 * ledger-signature.md): one read per record type for a page of links, then each link's text in
 * the form of its version. A record's state at its link is the `before` of its first chained
 * change when it has one (the change is the record that moved it), its current state otherwise.
 */

export type Canonicals = (
  type: string,
  at: ChainPosition,
  recordId: number,
  version: number,
) => string | null;

/** The changes of state of records, by `type:id`, in order. */
export type ChangesByRecord = Map<string, StateChangeRow[]>;
export const changeKey = (recordType: string, recordId: number) => `${recordType}:${recordId}`;

export const groupChanges = (changes: StateChangeRow[]): ChangesByRecord => {
  const grouped: ChangesByRecord = new Map();
  for (const change of changes) {
    const key = changeKey(change.recordType, change.recordId);
    grouped.set(key, [...(grouped.get(key) ?? []), change]);
  }
  return grouped;
};

/** The state fields of an invoice and a payment, as a change record keeps them. */
export const invoiceStateOf = (row: { invoiceStatusId: number; activated: boolean }): InvoiceState => ({
  status: row.invoiceStatusId,
  activated: row.activated,
});
export const paymentStateOf = (row: {
  activated: boolean;
  refundedPaymentId: number | null;
}): PaymentState => ({
  activated: row.activated,
  refundedPayment: row.refundedPaymentId,
});

export const canonicalsOf = async (
  db: DbOrTx,
  entries: Array<{ recordType: string; recordId: number }>,
  changes: ChangesByRecord = new Map(),
): Promise<Canonicals> => {
  const ids = (type: LedgerRecordType) =>
    entries.filter((entry) => entry.recordType === type).map((entry) => entry.recordId);
  const invoiceRows = await invoicesByIds(db, ids('invoice'));
  const lines = await linesOfInvoices(
    db,
    invoiceRows.map((row) => row.id),
  );
  const invoicesById = new Map(invoiceRows.map((row) => [row.id, row]));
  const payments = await readPaymentsForLedger(db, ids('payment'));
  const closings = new Map((await closingsByIds(db, ids('closing'))).map((row) => [row.id, row]));
  const changeRows = new Map((await stateChangesByIds(db, ids('change'))).map((row) => [row.id, row]));
  const keys = new Map((await keysByIds(db, ids('key'))).map((row) => [row.id, row]));
  const firstBefore = <T>(type: string, id: number): T | null =>
    (changes.get(changeKey(type, id))?.[0]?.before as T | undefined) ?? null;
  const byType: Record<LedgerRecordType, (at: ChainPosition, id: number, version: number) => string | null> =
    {
      invoice: (at, id, version) => {
        const row = invoicesById.get(id);
        if (!row) return null;
        const invoice = { ...row, lines: lines.filter((line) => line.invoiceId === id) };
        if (version === 1) return canonicalInvoice(at, invoice);
        return canonicalInvoiceV2(
          at,
          invoice,
          firstBefore<InvoiceState>('invoice', id) ?? invoiceStateOf(row),
        );
      },
      payment: (at, id, version) => {
        const row = payments.get(id);
        if (!row) return null;
        if (version === 1) return canonicalPayment(at, row);
        return canonicalPaymentV2(at, row, firstBefore<PaymentState>('payment', id) ?? paymentStateOf(row));
      },
      closing: (at, id, version) => {
        const row = closings.get(id);
        if (!row) return null;
        return version === 1 ? canonicalClosing(at, row) : canonicalClosingV2(at, row);
      },
      change: (at, id, version) => {
        const row = changeRows.get(id);
        return row && version === 2 ? canonicalChange(at, row) : null;
      },
      key: (at, id, version) => {
        const row = keys.get(id);
        return row && version === 2 ? canonicalKey(at, row) : null;
      },
    };
  return (type, at, id, version) => byType[type as LedgerRecordType]?.(at, id, version) ?? null;
};
