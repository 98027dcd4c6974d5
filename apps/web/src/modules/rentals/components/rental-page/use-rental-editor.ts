import type { RentalRead } from '@velodesk/contract/api/rentals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedProduct } from '@/modules/rental-products/components/product-picker-modal.tsx';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import type { RentalKind } from '@/shared/rentals/rentals-api.ts';
import {
  useCancelRental,
  useReplaceRentalProduct,
  useUncloseContract,
} from '@/shared/rentals/use-rental-writes.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { isReadOnlyRental } from '../../form/rental-form.ts';
import { type LineView, useRentalForm } from '../../form/use-rental-form.ts';
import { useMigrateFlow } from '../../hooks/use-migrate-flow.tsx';
import { contractPath, rentalListPath } from '../../rental-paths.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useRentalEditorRules } from './use-rental-editor-rules.ts';
import { useRentalSaving } from './use-rental-saving.ts';
import { useRentalScanner } from './use-rental-scanner.ts';

export type RentalDialog = 'cancel' | 'close' | 'refund' | 'unclose' | null;
export type PickerState = { mode: 'add' } | { mode: 'replace'; view: LineView } | null;

/**
 * The contract / reservation page's state: its form, what the contract's rules let the user do
 * (`rules`), the open picker or dialog, and every action's handler. The page and its pieces only
 * show it.
 */
export const useRentalEditor = ({ kind, rental }: { kind: RentalKind; rental: RentalRead | null }) => {
  const { t } = useTranslation();
  const state = useRentalForm({ rental, readOnly: isReadOnlyRental(rental) });
  const { form } = state;
  const rules = useRentalEditorRules({ kind, rental, startDate: state.values.startDate });
  const guard = useLeaveGuard(form.formState.isDirty);
  const { leave } = guard;
  const saving = useRentalSaving({ rental, kind: rules.kind, isContract: rules.isContract, state, guard });
  const canAdd = rules.writable && state.period !== null && !state.periodInvalid;
  const [picker, setPicker] = useState<PickerState>(null);
  const [dialog, setDialog] = useState<RentalDialog>(null);
  const cancel = useCancelRental();
  const unclose = useUncloseContract();
  const replace = useReplaceRentalProduct();
  const migrateFlow = useMigrateFlow(
    (contract) => leave(contractPath(contract.id), { replace: true }),
    (to) => leave(to),
  );
  useRentalScanner(
    state,
    canAdd && picker === null && dialog === null && saving.edition === null && saving.paying === null,
  );

  const doCancel = async () => {
    if (!rental) return;
    try {
      await cancel.mutateAsync(rental.id);
      setDialog(null);
      notifySuccess(t('RENTAL_EDIT.NOTIFY.CANCELLED', { id: rental.id }));
      leave(rentalListPath);
    } catch (error) {
      setDialog(null);
      notifyError(translate(t, errorMessageKey(error, 'RENTAL_EDIT.ERRORS.DELETE_ERROR')));
    }
  };
  const doUnclose = async () => {
    if (!rental) return;
    try {
      await unclose.mutateAsync(rental.id);
      setDialog(null);
      notifySuccess(t('RENTAL_EDIT.NOTIFY.UNCLOSED', { id: rental.id }));
    } catch (error) {
      setDialog(null);
      notifyError(translate(t, errorMessageKey(error)));
    }
  };

  /** The picker's choice: a product added to the form, or a validated line's product replaced at once. */
  const picked = (choice: PickedProduct) => {
    const current = picker;
    setPicker(null);
    if (current === null) return;
    if (current.mode === 'add') {
      state.addProduct(choice.productId, choice.internalNumber);
      return;
    }
    const rentalProductId = current.view.line.rentalProductId;
    if (rentalProductId === null) return;
    replace.mutate(
      {
        rentalProductId,
        body: {
          product: `/api/products/${choice.productId}`,
          unavailable: choice.replacedProduct?.setUnavailable ?? false,
          comment: choice.replacedProduct?.comment ?? null,
        },
      },
      {
        onSuccess: () => {
          const lines = form
            .getValues('lines')
            .map((line) =>
              line.key === current.view.line.key
                ? { ...line, productId: choice.productId, internalNumber: choice.internalNumber }
                : line,
            );
          form.setValue('lines', lines);
          form.resetField('lines', { defaultValue: lines });
          notifySuccess(t('RENTAL_EDIT.NOTIFY.REPLACED', { number: choice.internalNumber }));
        },
        onError: (error) => notifyError(translate(t, errorMessageKey(error))),
      },
    );
  };

  return {
    rental,
    state,
    rules,
    guard,
    saving,
    canAdd,
    picker,
    openPicker: setPicker,
    closePicker: () => setPicker(null),
    picked,
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    cancel: { run: doCancel, isPending: cancel.isPending },
    unclose: { run: doUnclose, isPending: unclose.isPending },
    migrateFlow,
    refunded: () => leave(rentalListPath),
  };
};

export type RentalEditorState = ReturnType<typeof useRentalEditor>;
