import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { gridStateShape, useUrlGridState } from '@/ui/data-grid/use-grid-state.ts';
import { paymentColumns } from './payment-columns.tsx';
import { paymentPanelFilterKinds } from './payment-filters.tsx';
import { usePaymentCancellation } from './use-payment-cancellation.ts';
import { usePaymentRetry } from './use-payment-retry.ts';

/**
 * The payment list's state: its columns, the grid's state in the URL, the rental it is filtered
 * by (its payments bar), a payment's cancellation and a failed copy's retry.
 */
export const usePaymentListScreen = () => {
  const { i18n } = useTranslation();
  const cancellation = usePaymentCancellation();
  const { retryingId, isRetrying, retryCopy } = usePaymentRetry();
  const { setConfirming } = cancellation;
  const cancelling = cancellation.cancel.isPending;
  const language = i18n.language;
  const columns = useMemo(
    () =>
      paymentColumns({
        language,
        retry: { retryingId, isRetrying, retryCopy },
        cancelling,
        confirmCancel: setConfirming,
      }),
    [language, retryCopy, isRetrying, retryingId, cancelling, setConfirming],
  );
  const [grid, setGrid] = useUrlGridState(gridStateShape(columns, { extraFilters: paymentPanelFilterKinds }));
  const rentalFilter = grid.filters['rental.id'];
  const filteredRental = rentalFilter?.kind === 'number' ? Number(rentalFilter.value) : Number.NaN;
  return {
    columns,
    grid,
    setGrid,
    /** The rental the list is filtered by, if one. */
    filteredRental: Number.isInteger(filteredRental) && filteredRental > 0 ? filteredRental : null,
    cancellation,
  };
};
