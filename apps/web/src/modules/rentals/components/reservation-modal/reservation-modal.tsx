import { Anchor, Button, Center, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowRight, IconExternalLink, IconFileCheck, IconTrash } from '@tabler/icons-react';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { RentalType } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteToday } from '@/modules/sites/hooks/use-site-today.ts';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import { useRental, useRentalAccess } from '@/shared/rentals/use-rental.ts';
import { useCancelRental, useSaveRental } from '@/shared/rentals/use-rental-writes.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { SaveButton } from '@/ui/form/save-button.tsx';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { StackedModal } from '@/ui/stacked-modal.tsx';
import { isReadOnlyRental, type NewRentalInitial } from '../../form/rental-form.ts';
import { useRentalForm } from '../../form/use-rental-form.ts';
import { useMigrateFlow } from '../../hooks/use-migrate-flow.tsx';
import { contractPath, rentalDetailsPath, reservationPath } from '../../rental-paths.ts';
import { leaveOnStayFailure } from '../../stay-failure.ts';
import { CommentsBlock } from '../comments-block.tsx';
import { CustomerBlock } from '../customer-block.tsx';
import { PeriodFields } from '../period-fields.tsx';
import { PricingSummary } from '../pricing-summary.tsx';
import { ProductLines } from '../product-lines.tsx';

export interface ReservationModalProps {
  opened: boolean;
  onClose: () => void;
  /** The reservation to edit; absent or null: a new one. */
  rentalId?: number | null;
  /** A new reservation's products and period (local date-times carrying the periods). */
  initial?: NewRentalInitial;
  onSaved?: (rentalId: number) => void;
}

/**
 * The reservation modal of the planning: customer, comments,
 * period, quantity, pricing type, discount, price table, product lines, and delete, migrate,
 * validate-as-contract and save.
 */
export function ReservationModal({
  opened,
  onClose,
  rentalId = null,
  initial,
  onSaved,
}: ReservationModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useRentalAccess();
  const rental = useRental(opened ? rentalId : null);
  const title =
    rentalId === null
      ? t('RENTAL_EDIT.TITLE.NEW_RESERVATION')
      : t('RENTAL_EDIT.TITLE.RESERVATION', { id: rentalId });
  // The rental's page stays one click away: its page when the user may edit it, else its details.
  const pageOf = (saved: RentalRead) => {
    if (isReadOnlyRental(saved)) return rentalDetailsPath(saved.id);
    if (saved.rentalType.id === RentalType.contract)
      return access.contract ? contractPath(saved.id) : rentalDetailsPath(saved.id);
    return access.reservation ? reservationPath(saved.id) : rentalDetailsPath(saved.id);
  };
  const saved = rental.data;
  return (
    <StackedModal
      opened={opened}
      onClose={onClose}
      title={
        <Group gap="md" wrap="nowrap">
          <Text fw={700}>{title}</Text>
          {saved ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                onClose();
                void navigate(pageOf(saved));
              }}
              data-testid="reservation-open-page"
            >
              <Group gap={4} component="span" wrap="nowrap">
                <IconExternalLink size={15} />
                {t('RENTAL_EDIT.ACTIONS.OPEN_PAGE')}
              </Group>
            </Anchor>
          ) : null}
        </Group>
      }
      size={880}
      closeOnClickOutside={false}
      data-testid="reservation-modal"
    >
      {rentalId !== null && !rental.data ? (
        <Center mih={200}>
          {rental.isError ? <Text c="red">{translate(t, errorMessageKey(rental.error))}</Text> : <Loader />}
        </Center>
      ) : (
        <ReservationForm
          key={rentalId ?? 'new'}
          rental={rental.data ?? null}
          initial={initial}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </StackedModal>
  );
}

function ReservationForm({
  rental,
  initial,
  onClose,
  onSaved,
}: {
  rental: RentalRead | null;
  initial?: NewRentalInitial | undefined;
  onClose: () => void;
  onSaved?: ((rentalId: number) => void) | undefined;
}) {
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
  const isDirty = form.formState.isDirty;
  const startReached = values.startDate !== '' && values.startDate <= today;
  const isReservation = rental !== null && !isContract && !readOnly;

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

  const writable = !readOnly && (isContract ? access.contract : access.reservation);
  return (
    <form
      // A modal's own form (customer search, payment) submits through its portal: not this one.
      onSubmit={(event) => {
        if (event.target === event.currentTarget) void submit(event);
      }}
      noValidate
    >
      <Stack gap="sm">
        {readOnly ? <FormAlert message={t('RENTAL_EDIT.READ_ONLY')} testId="rental-read-only" /> : null}
        <CustomerBlock
          customer={values.customer}
          stayId={values.stayId}
          stayLink={values.stayLink}
          emplacementName={values.emplacementName}
          onPick={(customer, stay) => void state.pickCustomer(customer, stay)}
          onRemove={state.removeCustomer}
          readOnly={!writable}
          error={
            form.formState.errors.customer?.type === 'server'
              ? form.formState.errors.customer.message
              : undefined
          }
        />
        <CommentsBlock
          existing={rental?.comments.map((comment) => comment.comment) ?? []}
          added={values.comments}
          customerId={values.customer?.id ?? null}
          onChange={(comments) => form.setValue('comments', comments, { shouldDirty: true })}
          readOnly={!writable}
        />
        <PeriodFields state={state} readOnly={!writable} showQuantity />
        <ProductLines state={state} readOnly={!writable} />
        <PricingSummary totals={state.totals} saved={rental} discountPercent={state.discount} />
        <FormAlert message={state.banner} testId="rental-refusal" />
        <Group justify="flex-end" gap="sm">
          {isReservation && access.reservation ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirmingDelete(true)}
              data-testid="reservation-delete"
              style={{ marginRight: 'auto' }}
            >
              {t('RENTAL_EDIT.ACTIONS.DELETE')}
            </Button>
          ) : null}
          {isReservation && access.contract && startReached ? (
            <Button
              variant="light"
              leftSection={<IconArrowRight size={16} />}
              onClick={() => void migrateFlow.start(rental.id)}
              loading={migrateFlow.isMigrating}
              disabled={isDirty}
              data-testid="reservation-migrate"
            >
              {t('RENTAL_EDIT.ACTIONS.MIGRATE')}
            </Button>
          ) : null}
          {isReservation && access.contract ? (
            <Tooltip label={t('RENTAL_EDIT.ACTIONS.SAVE_FIRST')} disabled={!isDirty}>
              <span style={{ display: 'inline-block' }}>
                <Button
                  variant="light"
                  leftSection={<IconFileCheck size={16} />}
                  disabled={isDirty}
                  onClick={() => {
                    onClose();
                    void navigate(reservationPath(rental.id, { migrate: startReached }));
                  }}
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
          {writable ? (
            <SaveButton
              reasons={state.reasons}
              isSaving={form.formState.isSubmitting}
              testId="reservation-save"
            >
              {t('RENTAL_EDIT.ACTIONS.SAVE')}
            </SaveButton>
          ) : null}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirmingDelete}
        title={t('RENTAL_EDIT.CONFIRM.DELETE_TITLE')}
        message={t('RENTAL_EDIT.CONFIRM.DELETE_TEXT', { id: rental?.id ?? '' })}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
        confirmLabel={t('RENTAL_EDIT.CONFIRM.DELETE_RESERVATION')}
        cancelLabel={t('RENTAL_EDIT.CONFIRM.KEEP_RESERVATION')}
        size="lg"
        isLoading={cancel.isPending}
      />
      {migrateFlow.element}
    </form>
  );
}
