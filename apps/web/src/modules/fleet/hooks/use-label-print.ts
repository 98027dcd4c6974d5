import type { ProductRead } from '@velodesk/contract/api/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/ui/error-message.ts';
import { showPdf } from '@/ui/file-save.ts';
import { notifyError } from '@/ui/notify.tsx';
import { fetchProductLabel } from '../api/label-api.ts';

/**
 * Prints a product's barcode label: the PDF opens in a new tab (the browser's viewer prints it),
 * or is downloaded when the browser blocks the tab.
 */
export const useLabelPrint = () => {
  const { t } = useTranslation();
  const [printingId, setPrintingId] = useState<number | null>(null);

  const print = async (product: ProductRead) => {
    setPrintingId(product.id);
    try {
      showPdf(await fetchProductLabel(product.id, product.internalNumber));
    } catch (error) {
      notifyError(errorMessage(error, t, 'FLEET.LABEL_ERROR'));
    } finally {
      setPrintingId(null);
    }
  };

  return { print, printingId };
};
