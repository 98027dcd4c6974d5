import type { InvoiceRead } from '@velodesk/contract/api/invoicing';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useCreateCreditNote } from '../hooks/use-invoice-writes.ts';
import { useOpenDocument } from '../hooks/use-open-document.ts';
import { invoiceColumns } from './invoice-columns.tsx';

/**
 * The invoice list's state: the invoice whose cancellation is being confirmed, the credit note
 * that cancels it with its notices, the PDF being opened, and the grid's columns.
 */
export function useInvoiceList() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [confirming, setConfirming] = useState<InvoiceRead | null>(null);
  const documents = useOpenDocument('INVOICES.PDF_ERROR');
  const { open: openDocument, openingId } = documents;
  const cancel = useCreateCreditNote({
    onSuccess: (creditNote) => {
      setConfirming(null);
      notifySuccess(t('INVOICES.CANCEL_SUCCESS', { number: creditNote.number }));
    },
    onError: (error) => {
      setConfirming(null);
      // The spec: the server's message, or RENTALS.ALREADY_INVOICED_ERROR when it gives none.
      notifyError(errorMessage(error, t, 'RENTALS.ALREADY_INVOICED_ERROR'));
    },
  });

  const columns = useMemo(
    () => invoiceColumns({ t, openingId, openDocument, confirmCancel: setConfirming }),
    [t, openDocument, openingId],
  );

  return { language, confirming, setConfirming, cancel, columns };
}
