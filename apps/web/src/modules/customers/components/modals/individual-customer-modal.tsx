import { Modal } from '@mantine/core';
import type { CustomerDetail, CustomerRead } from '@velodesk/contract/api/customers';
import { useTranslation } from 'react-i18next';
import { useCreateIndividual, useUpdateIndividual } from '../../hooks/use-customer-actions.ts';
import { useIndividualForm } from '../../hooks/use-individual-form.ts';
import { IndividualFields } from '../fields/individual-fields.tsx';
import { FormFooter } from './form-footer.tsx';
import { ModalTitle } from './modal-title.tsx';
import { submitForm } from './submit-form.ts';

/** The individual form as a modal or the picker uses it: create, or edit `customer`. */
export function IndividualForm({
  customer,
  requireFirstname = false,
  onCancel,
  onSaved,
}: {
  customer?: CustomerRead | null;
  requireFirstname?: boolean;
  onCancel: () => void;
  onSaved: (customer: CustomerDetail) => void;
}) {
  const { t } = useTranslation();
  const state = useIndividualForm({ customer, requireFirstname });
  const create = useCreateIndividual();
  const update = useUpdateIndividual(customer?.id ?? 0);
  const mutation = customer ? update : create;

  return (
    <form onSubmit={submitForm(state, mutation, onSaved)} noValidate data-testid="individual-form">
      <IndividualFields
        form={state.form}
        errors={state.errors}
        emailCheck={state.emailCheck}
        phoneCheck={state.phoneCheck}
        requireFirstname={requireFirstname}
      />
      <FormFooter
        onCancel={onCancel}
        submitLabel={customer ? t('CUSTOMERS.SAVE') : t('CUSTOMERS.ADD')}
        isBlocked={state.isBlocked}
        isSubmitting={mutation.isPending}
        testPrefix="individual-form"
      />
    </form>
  );
}

export interface IndividualCustomerModalProps {
  opened: boolean;
  onClose: () => void;
  /** The customer to edit; a new one is created when absent. */
  customer?: CustomerRead | null;
  onSaved?: (customer: CustomerDetail) => void;
}

/** Add or edit an individual customer (back-office spec §2 "Modals" and §5). */
export function IndividualCustomerModal({
  opened,
  onClose,
  customer,
  onSaved,
}: IndividualCustomerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <ModalTitle>{customer ? t('CUSTOMERS.EDIT_INDIVIDUAL') : t('CUSTOMERS.ADD_INDIVIDUAL')}</ModalTitle>
      }
      size="xl"
      closeOnClickOutside={false}
      data-testid="individual-modal"
    >
      <IndividualForm
        customer={customer}
        onCancel={onClose}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
      />
    </Modal>
  );
}
