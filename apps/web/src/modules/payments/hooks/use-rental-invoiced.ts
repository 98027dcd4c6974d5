import { useQuery } from '@tanstack/react-query';
import { InvoiceStatus, InvoiceType } from '@velodesk/contract/api/invoicing';
import { fetchLastRentalInvoice } from '@/modules/invoices/api/invoices-api.ts';
import { invoiceKeys } from '@/shared/data/keys/invoices-keys.ts';

/**
 * Whether a rental is invoiced now: its last invoice is an invoice (not a credit note) that no
 * credit note cancelled. Read only while asked (`rentalId` not null); false until known.
 */
export const useRentalInvoiced = (rentalId: number | null): boolean => {
  const query = useQuery({
    queryKey: invoiceKeys.list({ 'rental.id': rentalId ?? 0, last: true }),
    queryFn: () => fetchLastRentalInvoice(rentalId ?? 0),
    enabled: rentalId !== null,
  });
  const last = query.data ?? null;
  return (
    last !== null &&
    last.invoiceType.id === InvoiceType.invoice &&
    last.invoiceStatus.id !== InvoiceStatus.cancelled
  );
};
