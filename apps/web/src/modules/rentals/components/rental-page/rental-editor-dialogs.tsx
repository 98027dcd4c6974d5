import { useTranslation } from 'react-i18next';
import { DepositTakeModal } from '@/modules/deposits/components/deposit-take-modal.tsx';
import { PaymentModal } from '@/modules/payments/components/payment-modal.tsx';
import { RefundConfirmModal } from '@/modules/payments/components/refund-confirm-modal.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { CloseContractModal } from '../close-contract-modal.tsx';
import { ContractEditionConfirmModal } from '../contract-edition-confirm-modal.tsx';
import type { RentalEditorState } from './use-rental-editor.ts';

/**
 * The page's dialogs: the edition's confirmation, cancel, unclose, leaving unsaved, close,
 * refund, the deposit a new contract requires and its first payment.
 */
export function RentalEditorDialogs({ editor }: { editor: RentalEditorState }) {
  const { t } = useTranslation();
  const { rental, dialog, closeDialog, saving, guard } = editor;
  const { blocker } = guard;
  const { depositFor, paying } = saving;
  return (
    <>
      <ContractEditionConfirmModal
        edition={saving.edition?.summary ?? null}
        onConfirm={() => void saving.confirmEdition()}
        onCancel={saving.cancelEdition}
        isSaving={saving.save.isPending}
      />
      <ConfirmDialog
        opened={dialog === 'cancel'}
        title={t('RENTAL_EDIT.CONFIRM.CANCEL_TITLE')}
        message={t('RENTAL_EDIT.CONFIRM.CANCEL_TEXT', { id: rental?.id ?? '' })}
        onConfirm={() => void editor.cancel.run()}
        onCancel={closeDialog}
        confirmLabel={t('RENTAL_EDIT.CONFIRM.CANCEL_CONTRACT')}
        cancelLabel={t('RENTAL_EDIT.CONFIRM.KEEP_CONTRACT')}
        isLoading={editor.cancel.isPending}
      />
      <ConfirmDialog
        opened={dialog === 'unclose'}
        title={t('RENTAL_EDIT.CONFIRM.UNCLOSE_TITLE')}
        message={t('RENTAL_EDIT.CONFIRM.UNCLOSE_TEXT', { id: rental?.id ?? '' })}
        onConfirm={() => void editor.unclose.run()}
        onCancel={closeDialog}
        confirmLabel={t('RENTAL_EDIT.CONFIRM.REOPEN_CONTRACT')}
        cancelLabel={t('RENTAL_EDIT.CONFIRM.KEEP_VALIDATED')}
        isLoading={editor.unclose.isPending}
      />
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('RENTAL_EDIT.UNSAVED.TITLE')}
        message={t('RENTAL_EDIT.UNSAVED.TEXT')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
        confirmLabel={t('RENTAL_EDIT.UNSAVED.LEAVE')}
        cancelLabel={t('RENTAL_EDIT.UNSAVED.STAY')}
      />
      <CloseContractModal rentalId={rental?.id ?? null} opened={dialog === 'close'} onClose={closeDialog} />
      <RefundConfirmModal
        rentalId={rental?.id ?? null}
        opened={dialog === 'refund'}
        onClose={closeDialog}
        onRefunded={editor.refunded}
      />
      {depositFor === null ? null : (
        <DepositTakeModal
          opened
          rentalId={null}
          products={depositFor.products.filter((product): product is string => product !== null)}
          pending={saving.save.isPending}
          onCancel={saving.cancelDeposit}
          onSubmit={(deposit) => void saving.create(depositFor, deposit)}
        />
      )}
      {paying === null ? null : (
        <PaymentModal
          rentalId={paying}
          opened={paying !== null}
          onClose={saving.endPayment}
          onPaid={saving.endPayment}
        />
      )}
    </>
  );
}
