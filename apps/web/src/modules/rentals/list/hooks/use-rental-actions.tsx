import { RentalType } from '@velodesk/contract/ids';
import { type RentalAction, rentalEditPath, rentalMigratePath } from '@velodesk/contract/rental-actions';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RefundConfirmModal } from '@/modules/payments/components/refund-confirm-modal.tsx';
import { useCancelRental, useUncloseContract } from '@/shared/rentals/use-rental-writes.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { errorMessage } from '@/ui/error-message.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { CloseContractModal } from '../../components/close-contract-modal.tsx';

/** The rental an action is asked for: what its dialogs and paths need. */
export interface ActionTarget {
  id: number;
  rentalTypeId: number;
}

type Pending = { action: 'close' | 'unclose' | 'cancel' | 'refund'; rental: ActionTarget } | null;

/**
 * What each rental action does (rental list and rental details): edit and migrate open the rental
 * page; close opens the close-contract modal; cancel and unclose ask for a confirmation; refund
 * opens the refund confirmation with the payments it reverses. `dialogs` is rendered once.
 */
export const useRentalActions = (options: { onCancelled?: () => void } = {}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const unclose = useUncloseContract({
    onSuccess: () => {
      notifySuccess(t('RENTAL_LIST.UNCLOSE_SUCCESS'));
      close();
    },
    // The refusal is notified; the dialog closes (the list or page shows the rental as it is now).
    onError: (error) => {
      notifyError(errorMessage(error, t, 'RENTAL_LIST.UNCLOSE_ERROR'));
      close();
    },
  });
  const cancel = useCancelRental({
    onSuccess: () => {
      notifySuccess(t('RENTAL_LIST.CANCEL_SUCCESS'));
      close();
      options.onCancelled?.();
    },
    onError: (error) => {
      notifyError(errorMessage(error, t, 'RENTAL_LIST.CANCEL_ERROR'));
      close();
    },
  });

  const request = (action: RentalAction, rental: ActionTarget) => {
    if (action === 'edit') void navigate(rentalEditPath(rental));
    else if (action === 'migrate') void navigate(rentalMigratePath(rental.id));
    else setPending({ action, rental });
  };

  const confirming = pending?.action === 'cancel' || pending?.action === 'unclose' ? pending : null;
  const isBusy = unclose.isPending || cancel.isPending;
  const dialogs: ReactNode = (
    <>
      <CloseContractModal
        rentalId={pending?.action === 'close' ? pending.rental.id : null}
        opened={pending?.action === 'close'}
        onClose={close}
      />
      <RefundConfirmModal
        rentalId={pending?.action === 'refund' ? pending.rental.id : null}
        opened={pending?.action === 'refund'}
        onClose={close}
        onRefunded={options.onCancelled}
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={
          confirming?.action === 'unclose'
            ? t('RENTAL_LIST.UNCLOSE_TITLE', { id: confirming.rental.id })
            : t('RENTAL_LIST.CANCEL_TITLE', { id: confirming?.rental.id ?? '' })
        }
        message={
          confirming?.action === 'unclose'
            ? t('RENTAL_LIST.UNCLOSE_MESSAGE')
            : t('RENTAL_LIST.CANCEL_MESSAGE')
        }
        // The buttons name their actions: "Annuler" would mean keeping it.
        confirmLabel={
          confirming?.action === 'unclose'
            ? t('RENTAL_EDIT.CONFIRM.REOPEN_CONTRACT')
            : confirming?.rental.rentalTypeId === RentalType.contract
              ? t('RENTAL_EDIT.CONFIRM.CANCEL_CONTRACT')
              : t('RENTAL_EDIT.CONFIRM.DELETE_RESERVATION')
        }
        cancelLabel={
          confirming?.action === 'unclose'
            ? t('RENTAL_EDIT.CONFIRM.KEEP_VALIDATED')
            : confirming?.rental.rentalTypeId === RentalType.contract
              ? t('RENTAL_EDIT.CONFIRM.KEEP_CONTRACT')
              : t('RENTAL_EDIT.CONFIRM.KEEP_RESERVATION')
        }
        size="lg"
        isLoading={isBusy}
        onCancel={() => {
          if (!isBusy) close();
        }}
        onConfirm={() => {
          if (!confirming) return;
          if (confirming.action === 'unclose') unclose.mutate(confirming.rental.id);
          else cancel.mutate(confirming.rental.id);
        }}
      />
    </>
  );
  return { request, dialogs };
};
