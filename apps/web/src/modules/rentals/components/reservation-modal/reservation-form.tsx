import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { CommentsBlock } from '../comments-block.tsx';
import { CustomerBlock } from '../customer-block.tsx';
import { PeriodFields } from '../period-fields.tsx';
import { PricingSummary } from '../pricing-summary.tsx';
import { ProductLines } from '../product-lines.tsx';
import { ReservationActions } from './reservation-actions.tsx';
import { type ReservationFormOptions, useReservationForm } from './use-reservation-form.ts';

/**
 * The reservation modal's form: customer, comments, period, product lines, prices, the server's
 * refusal, the buttons, and the confirmation of a delete.
 */
export function ReservationForm(props: ReservationFormOptions) {
  const { rental, onClose } = props;
  const { t } = useTranslation();
  const reservation = useReservationForm(props);
  const { state, readOnly, writable, submit, migrateFlow } = reservation;
  const { form, values } = state;
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
        <ReservationActions rentalId={rental?.id ?? null} reservation={reservation} onClose={onClose} />
      </Stack>
      <ConfirmDialog
        opened={reservation.confirmingDelete}
        title={t('RENTAL_EDIT.CONFIRM.DELETE_TITLE')}
        message={t('RENTAL_EDIT.CONFIRM.DELETE_TEXT', { id: rental?.id ?? '' })}
        onConfirm={() => void reservation.remove()}
        onCancel={() => reservation.setConfirmingDelete(false)}
        confirmLabel={t('RENTAL_EDIT.CONFIRM.DELETE_RESERVATION')}
        cancelLabel={t('RENTAL_EDIT.CONFIRM.KEEP_RESERVATION')}
        size="lg"
        isLoading={reservation.isDeleting}
      />
      {migrateFlow.element}
    </form>
  );
}
