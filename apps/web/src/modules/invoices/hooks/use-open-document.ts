import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@/shared/errors/error-messages.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { showPdf } from '@/ui/file-save.ts';
import { notifyError } from '@/ui/notify.tsx';
import { fetchDocument } from '../api/invoices-api.ts';

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
      // Shown under the screen's name (the invoice's number), whatever the API calls it.
      if (path !== null) showPdf({ blob: (await fetchDocument(path, filename)).blob, filename });
    } catch (error) {
      notifyError(errorMessage(error, t, fallbackKey));
    } finally {
      setOpeningId(null);
    }
  };

  return { open, openingId };
};
