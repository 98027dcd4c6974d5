import type { RentalRead } from '@velodesk/contract/api/rentals';
import { RentalType } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteToday } from '@/modules/sites/hooks/use-site-today.ts';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import { useRentalAccess } from '@/shared/rentals/use-rental.ts';
import { useCancelRental, useSaveRental } from '@/shared/rentals/use-rental-writes.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { isReadOnlyRental, type NewRentalInitial } from '../../form/rental-form.ts';
import { useRentalForm } from '../../form/use-rental-form.ts';
import { useMigrateFlow } from '../../hooks/use-migrate-flow.tsx';
import { contractPath } from '../../rental-paths.ts';
import { leaveOnStayFailure } from '../../stay-failure.ts';

export interface ReservationFormOptions {
  rental: RentalRead | null;
  initial?: NewRentalInitial | undefined;
  onClose: () => void;
  onSaved?: ((rentalId: number) => void) | undefined;
}

/**
 * The reservation modal's form: the rental form, what the user may do on it (write it, delete
 * the reservation, migrate it once its start has come, validate it as a contract), and the save,
 * the delete and the migration with their outcomes told.
 */
export const useReservationForm = ({ rental, initial, onClose, onSaved }: ReservationFormOptions) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useRentalAccess();
  const today = useSiteToday();
  const readOnly = isReadOnlyRental(rental);
  const state = useRentalForm({ rental, initial, readOnly });
  const { form, values } = state;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const isContract = rental?.rentalType.id === RentalType.contract;
  const kind = isContract ? 'contract' : 'reservation';
  const save = useSaveRental();
  const cancel = useCancelRental();
  const leave = (to: string) => {
    onClose();
    void navigate(to);
  };
  const migrateFlow = useMigrateFlow((contract) => leave(contractPath(contract.id)), leave);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved =
        rental === null
          ? await save.mutateAsync({ kind, id: null, body })
          : await save.mutateAsync({ kind, id: rental.id, body });
      notifySuccess(
        rental === null
          ? t('RENTAL_EDIT.NOTIFY.RESERVATION_ADDED', { id: saved.id })
          : t('RENTAL_EDIT.NOTIFY.SAVED', { id: saved.id }),
      );
      onSaved?.(saved.id);
      onClose();
    } catch (error) {
      if (leaveOnStayFailure(error, t, leave)) return;
      state.showRefusal(error);
    }
  });

  const remove = async () => {
    if (!rental) return;
    try {
      await cancel.mutateAsync(rental.id);
      notifySuccess(t('RENTAL_EDIT.NOTIFY.RESERVATION_DELETED', { id: rental.id }));
      setConfirmingDelete(false);
      onClose();
    } catch (error) {
      setConfirmingDelete(false);
      notifyError(translate(t, errorMessageKey(error, 'RENTAL_EDIT.ERRORS.DELETE_ERROR')));
    }
  };

  return {
    state,
    access,
    readOnly,
    writable: !readOnly && (isContract ? access.contract : access.reservation),
    /** A saved reservation the user may act on (delete, migrate, validate as a contract). */
    isReservation: rental !== null && !isContract && !readOnly,
    startReached: values.startDate !== '' && values.startDate <= today,
    isDirty: form.formState.isDirty,
    submit,
    confirmingDelete,
    setConfirmingDelete,
    isDeleting: cancel.isPending,
    remove,
    migrateFlow,
    leave,
  };
};

export type ReservationFormState = ReturnType<typeof useReservationForm>;
