import { Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAt, IconPhone } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactRead, CustomerDetail } from '@velodesk/contract/api/customers';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../ui/notify.tsx';
import { createContact, updateContact } from '../../api/customers-api.ts';
import { actionErrorMessage } from '../../customer-errors.ts';
import {
  type ContactValues,
  contactCreateBody,
  contactInput,
  contactMessageKeys,
  contactPatchBody,
  contactSchema,
  contactValuesOf,
  emptyContact,
} from '../../form/contact-form.ts';
import { isPhoneRefused } from '../../form/phones-rules.ts';
import { fieldErrorKeys, useFormValues } from '../../form/use-form-values.ts';
import { customerQueryKeys } from '../../hooks/customer-query-keys.ts';
import { useCivilityOptions } from '../../hooks/use-reference-options.ts';
import { useUniquenessCheck } from '../../hooks/use-uniqueness-check.ts';
import { CheckingIndicator } from '../fields/checking-indicator.tsx';
import { DateField } from '../fields/date-field.tsx';
import { emailTakenKey, fieldMessage, phoneTakenKey, shownErrors } from '../fields/field-error.ts';
import { FormFooter } from '../modals/form-footer.tsx';
import { ModalTitle } from '../modals/modal-title.tsx';

function ContactForm({
  company,
  contact,
  onClose,
}: {
  company: CustomerDetail;
  contact: ContactRead | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const civilities = useCivilityOptions();
  const form = useFormValues<ContactValues>(() => (contact ? contactValuesOf(contact) : emptyContact()));
  const { values, setField } = form;
  const allErrors = useMemo(() => {
    const errors = fieldErrorKeys(contactSchema, contactInput(values), contactMessageKeys);
    // A contact's phone is read in the country of its company, as the API reads it.
    if (!errors.phoneNumber && isPhoneRefused(values.phoneNumber, company.country?.codeIso31662)) {
      errors.phoneNumber = contactMessageKeys.phoneNumber as string;
    }
    return errors;
  }, [values, company.country]);
  const errors = shownErrors(allErrors, form.isShown);
  const emailCheck = useUniquenessCheck('email', values.email, { exclude: contact?.email?.['@id'] });
  const phoneCheck = useUniquenessCheck('phone', values.phoneNumber, {
    exclude: contact?.phoneNumber?.['@id'],
    // A contact's national number is read in the country of its company, as the save reads it.
    country: company.country?.['@id'],
    enabled: !allErrors.phoneNumber,
  });
  // In edit mode a taken phone does not block the submit (spec §5); the server still refuses it.
  const isBlocked =
    Object.keys(allErrors).length > 0 ||
    emailCheck.isTaken ||
    emailCheck.isChecking ||
    phoneCheck.isChecking ||
    (contact === null && phoneCheck.isTaken);

  const save = useMutation({
    mutationFn: () =>
      contact
        ? updateContact(contact.id, contactPatchBody(values, contact))
        : createContact(contactCreateBody(values, company['@id'])),
    onSuccess: async () => {
      notifySuccess(t(contact ? 'CUSTOMERS.EDIT_CONTACT_SUCCESS' : 'CUSTOMERS.ADD_CONTACT_SUCCESS'));
      await queryClient.invalidateQueries({ queryKey: customerQueryKeys.detail(company.id) });
      onClose();
    },
    onError: (error) =>
      notifyError(actionErrorMessage(error, contact ? 'CUSTOMERS.EDIT_ERROR' : 'CUSTOMERS.ADD_ERROR', t)),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    if (isBlocked || save.isPending) return;
    save.mutate();
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="contact-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Select
          label={t('CUSTOMERS.CIVILITY')}
          placeholder={t('CUSTOMERS.CHOOSE')}
          data={civilities}
          value={values.civility}
          onChange={(value) => setField('civility', value)}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="contact-civility"
        />
        <TextInput
          label={t('CUSTOMERS.FUNCTION')}
          value={values.function}
          onChange={(event) => setField('function', event.currentTarget.value)}
          error={fieldMessage(t, errors.function)}
          data-testid="contact-function"
        />
        <TextInput
          label={t('CUSTOMERS.FIRSTNAME')}
          value={values.firstname}
          onChange={(event) => setField('firstname', event.currentTarget.value)}
          error={fieldMessage(t, errors.firstname)}
          data-testid="contact-firstname"
        />
        <TextInput
          label={t('CUSTOMERS.LASTNAME')}
          withAsterisk
          value={values.lastname}
          onChange={(event) => setField('lastname', event.currentTarget.value)}
          error={fieldMessage(t, errors.lastname)}
          data-testid="contact-lastname"
        />
        <TextInput
          label={t('CUSTOMERS.EMAIL')}
          type="email"
          withAsterisk
          leftSection={<IconAt size={15} />}
          value={values.email}
          onChange={(event) => setField('email', event.currentTarget.value)}
          error={fieldMessage(t, errors.email, { state: emailCheck, takenKey: emailTakenKey })}
          rightSection={<CheckingIndicator state={emailCheck} value={values.email} />}
          data-testid="contact-email"
        />
        <TextInput
          label={t('CUSTOMERS.PHONE')}
          leftSection={<IconPhone size={15} />}
          value={values.phoneNumber}
          onChange={(event) => setField('phoneNumber', event.currentTarget.value)}
          error={fieldMessage(t, errors.phoneNumber, { state: phoneCheck, takenKey: phoneTakenKey })}
          rightSection={<CheckingIndicator state={phoneCheck} value={values.phoneNumber} />}
          data-testid="contact-phone"
        />
        <DateField
          label={t('CUSTOMERS.BIRTH_DATE')}
          value={values.birthDate}
          onChange={(value) => setField('birthDate', value)}
          error={fieldMessage(t, errors.birthDate)}
          testId="contact-birth-date"
        />
        <TextInput
          label={t('CUSTOMERS.IDENTITY_NUMBER')}
          value={values.identityNumber}
          onChange={(event) => setField('identityNumber', event.currentTarget.value)}
          error={fieldMessage(t, errors.identityNumber)}
          data-testid="contact-identity-number"
        />
      </SimpleGrid>
      <FormFooter
        onCancel={onClose}
        submitLabel={contact ? t('CUSTOMERS.SAVE') : t('CUSTOMERS.ADD')}
        isBlocked={isBlocked}
        isSubmitting={save.isPending}
        testPrefix="contact-form"
      />
    </form>
  );
}

/** Add or edit a contact of a company (back-office spec §2 "Modals" and §5). */
export function ContactModal({
  opened,
  onClose,
  company,
  contact,
}: {
  opened: boolean;
  onClose: () => void;
  company: CustomerDetail;
  contact: ContactRead | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<ModalTitle>{contact ? t('CUSTOMERS.EDIT_CONTACT') : t('CUSTOMERS.ADD_CONTACT')}</ModalTitle>}
      size="xl"
      closeOnClickOutside={false}
      data-testid="contact-modal"
    >
      <ContactForm company={company} contact={contact} onClose={onClose} />
    </Modal>
  );
}
