import { Modal, SimpleGrid, TextInput } from '@mantine/core';
import type { ContactRead, CustomerDetail } from '@velodesk/contract/api/customers';
import { type FormEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniquenessCheck } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import { fieldMessages } from '@/ui/form/field-message.ts';
import { useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
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
import { useSaveContact } from '../../hooks/use-customer-writes.ts';
import { CivilitySelect, fieldKit, PersonInputs, textProps } from '../fields/customer-inputs.tsx';
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
  const defaults = useRef(contact ? contactValuesOf(contact) : emptyContact()).current;
  // A contact's phone is read in the country of its company, as the API reads it.
  const countryCode = company.country?.codeIso31662;
  const schema = useMemo(
    () =>
      contactSchema.refine((input) => !isPhoneRefused(input.phoneNumber ?? '', countryCode), {
        path: ['phoneNumber'],
        when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'phoneNumber'),
      }),
    [countryCode],
  );
  const form = useVelodeskForm<ContactValues, typeof schema>(schema, defaults, { toInput: contactInput });
  const kit = fieldKit(form, fieldMessages(form, t, contactMessageKeys), 'contact');
  const { values } = kit;
  const emailCheck = useUniquenessCheck('email', 'email', values.email, { exclude: contact?.email?.['@id'] });
  const phoneCheck = useUniquenessCheck('phone', 'number', values.phoneNumber, {
    exclude: contact?.phoneNumber?.['@id'],
    // A contact's national number is read in the country of its company, as the save reads it.
    country: company.country?.['@id'],
    enabled: !form.invalidFields.includes('phoneNumber'),
  });
  // In edit mode a taken phone does not block the submit (spec §5); the server still refuses it.
  const isBlocked =
    !form.isValid ||
    emailCheck.isTaken ||
    emailCheck.isChecking ||
    phoneCheck.isChecking ||
    (contact === null && phoneCheck.isTaken);

  const save = useSaveContact(company.id, {
    onSuccess: () => {
      notifySuccess(t(contact ? 'CUSTOMERS.EDIT_CONTACT_SUCCESS' : 'CUSTOMERS.ADD_CONTACT_SUCCESS'));
      onClose();
    },
    onError: (error) =>
      notifyError(actionErrorMessage(error, contact ? 'CUSTOMERS.EDIT_ERROR' : 'CUSTOMERS.ADD_ERROR', t)),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Every field shows its error, as after a submit.
    void form.trigger();
    if (isBlocked || save.isPending) return;
    save.mutate(
      contact
        ? { id: contact.id, body: contactPatchBody(values, contact) }
        : { id: null, body: contactCreateBody(values, company['@id']) },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="contact-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <CivilitySelect kit={kit} />
        <TextInput label={t('CUSTOMERS.FUNCTION')} {...textProps(kit, 'function', 'function')} />
        <PersonInputs kit={kit} firstnameField="firstname" emailCheck={emailCheck} phoneCheck={phoneCheck} />
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
