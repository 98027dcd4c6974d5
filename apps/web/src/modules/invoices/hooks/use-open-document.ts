import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/shared/errors/error-messages.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError } from '@/ui/notify.tsx';
import { fetchDocument } from '../api/invoices-api.ts';

/** Shows a PDF blob in a new tab (the browser's viewer), or downloads it when tabs are blocked. */
export const showPdf = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const opened = window.open(url, '_blank');
  if (!opened) {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * Opens a document the API makes on demand: `locate` finds (or generates) its path, then the file
 * is read with the session's token and shown. `openingId` names the one being prepared (a spinner).
 */
export const useOpenDocument = (fallbackKey: MessageKey) => {
  const { t } = useTranslation();
  const [openingId, setOpeningId] = useState<number | null>(null);

  const open = async (id: number, filename: string, locate: () => Promise<string | null>) => {
    setOpeningId(id);
    try {
      const path = await locate();
      if (path !== null) showPdf(await fetchDocument(path), filename);
    } catch (error) {
      notifyError(errorMessage(error, t, fallbackKey));
    } finally {
      setOpeningId(null);
    }
  };

  return { open, openingId };
};
