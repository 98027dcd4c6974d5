import { Button, Group, Tooltip } from '@mantine/core';
import { IconArrowRight, IconFileCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '@/ui/form/save-button.tsx';
import { reservationPath } from '../../rental-paths.ts';
import type { ReservationFormState } from './use-reservation-form.ts';

/**
 * The reservation modal's buttons: delete, migrate (its start has come), validate as a contract
 * (on the rental page; saved first), close, and save.
 */
export function ReservationActions({
  rentalId,
  reservation,
  onClose,
}: {
  /** The saved rental's id; null: a new one. */
  rentalId: number | null;
  reservation: ReservationFormState;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { access, isReservation, startReached, isDirty, migrateFlow, state } = reservation;
  const actsOn = isReservation && rentalId !== null;
  return (
    <Group justify="flex-end" gap="sm">
      {actsOn && access.reservation ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => reservation.setConfirmingDelete(true)}
          data-testid="reservation-delete"
          style={{ marginRight: 'auto' }}
        >
          {t('RENTAL_EDIT.ACTIONS.DELETE')}
        </Button>
      ) : null}
      {actsOn && access.contract && startReached ? (
        <Button
          variant="light"
          leftSection={<IconArrowRight size={16} />}
          onClick={() => void migrateFlow.start(rentalId)}
          loading={migrateFlow.isMigrating}
          disabled={isDirty}
          data-testid="reservation-migrate"
        >
          {t('RENTAL_EDIT.ACTIONS.MIGRATE')}
        </Button>
      ) : null}
      {actsOn && access.contract ? (
        <Tooltip label={t('RENTAL_EDIT.ACTIONS.SAVE_FIRST')} disabled={!isDirty}>
          <span style={{ display: 'inline-block' }}>
            <Button
              variant="light"
              leftSection={<IconFileCheck size={16} />}
              disabled={isDirty}
              onClick={() => reservation.leave(reservationPath(rentalId, { migrate: startReached }))}
              data-testid="reservation-validate-contract"
            >
              {t('RENTAL_EDIT.ACTIONS.VALIDATE_AS_CONTRACT')}
            </Button>
          </span>
        </Tooltip>
      ) : null}
      <Button variant="default" onClick={onClose} data-testid="reservation-close">
        {t('RENTAL_EDIT.ACTIONS.CLOSE')}
      </Button>
      {reservation.writable ? (
        <SaveButton
          reasons={state.reasons}
          isSaving={state.form.formState.isSubmitting}
          testId="reservation-save"
        >
          {t('RENTAL_EDIT.ACTIONS.SAVE')}
        </SaveButton>
      ) : null}
    </Group>
  );
}
