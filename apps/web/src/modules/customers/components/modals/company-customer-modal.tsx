import { Modal } from '@mantine/core';
import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { useTranslation } from 'react-i18next';
import { useCompanyForm } from '../../hooks/use-company-form.ts';
import { useCreateCompany } from '../../hooks/use-customer-actions.ts';
import { CompanyFields } from '../fields/company-fields.tsx';
import { FormFooter } from './form-footer.tsx';
import { ModalTitle } from './modal-title.tsx';
import { submitForm } from './submit-form.ts';

export interface CompanyCustomerModalProps {
  opened: boolean;
  onClose: () => void;
  onSaved?: (company: CustomerDetail) => void;
}

/** The company form as used to create one: the company, then its phones. */
export function CompanyCreateForm({
  onCancel,
  onSaved,
}: {
  onCancel: () => void;
  onSaved: (company: CustomerDetail) => void;
}) {
  const { t } = useTranslation();
  const state = useCompanyForm({});
  const create = useCreateCompany();

  return (
    <form onSubmit={submitForm(state, create, onSaved)} noValidate data-testid="company-form">
      <CompanyFields
        form={state.form}
        errors={state.errors}
        emailCheck={state.emailCheck}
        phoneChecks={state.phoneChecks}
        duplicateRows={state.duplicateRows}
      />
      <FormFooter
        onCancel={onCancel}
        submitLabel={t('CUSTOMERS.ADD')}
        isBlocked={state.isBlocked}
        isSubmitting={create.isPending}
        testPrefix="company-form"
      />
    </form>
  );
}

/** Add a company customer (back-office spec §2 "Modals" and §5). */
export function CompanyCustomerModal({ opened, onClose, onSaved }: CompanyCustomerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<ModalTitle>{t('CUSTOMERS.ADD_COMPANY')}</ModalTitle>}
      size="xl"
      closeOnClickOutside={false}
      data-testid="company-modal"
    >
      <CompanyCreateForm
        onCancel={onClose}
        onSaved={(company) => {
          onSaved?.(company);
          onClose();
        }}
      />
    </Modal>
  );
}
