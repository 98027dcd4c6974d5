import {
  type ContactCreate,
  type ContactPatch,
  type ContactRead,
  contactForm,
  emailAddress,
} from '@velodesk/contract/api/customers';
import { formatPhone, phoneKey } from '@velodesk/contract/phones';
import type { MessageKey } from '@/shared/errors/error-messages.ts';
import { blankToNull as textOrNull } from '@/ui/form/form-values.ts';

/** The contact modal of a company (add and edit). */
export interface ContactValues {
  civility: string | null;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  function: string;
  identityNumber: string;
  birthDate: string | null;
}

export const emptyContact = (): ContactValues => ({
  civility: null,
  firstname: '',
  lastname: '',
  email: '',
  phoneNumber: '',
  function: '',
  identityNumber: '',
  birthDate: null,
});

export const contactValuesOf = (contact: ContactRead): ContactValues => ({
  civility: contact.civility?.['@id'] ?? null,
  firstname: contact.firstname ?? '',
  lastname: contact.lastname,
  email: contact.email?.email ?? '',
  phoneNumber: contact.phoneNumber ? formatPhone(contact.phoneNumber.number) : '',
  function: contact.function ?? '',
  identityNumber: contact.identityNumber ?? '',
  birthDate: contact.birthDate,
});

/** lastname required; the modal also asks for the e-mail (spec §5, USERS.errorEmailRequiredMessage). */
export const contactSchema = contactForm.extend({ email: emailAddress });

export const contactMessageKeys: Readonly<Record<string, MessageKey>> = {
  lastname: 'USERS.errorUseLastnameRequiredMessage',
  email: 'USERS.errorEmailRequiredMessage',
  phoneNumber: 'CUSTOMERS.PHONE_INVALID',
  birthDate: 'CUSTOMERS.DATE_INVALID',
};

export const contactInput = (values: ContactValues) => ({
  civility: values.civility,
  firstname: textOrNull(values.firstname),
  lastname: values.lastname,
  email: values.email,
  phoneNumber: values.phoneNumber.trim(),
  function: textOrNull(values.function),
  identityNumber: textOrNull(values.identityNumber),
  birthDate: values.birthDate ?? '',
});

const common = (values: ContactValues) => ({
  civility: values.civility,
  firstname: textOrNull(values.firstname),
  lastname: values.lastname.trim(),
  function: textOrNull(values.function),
  identityNumber: textOrNull(values.identityNumber),
  birthDate: values.birthDate || null,
});

export const contactCreateBody = (values: ContactValues, customerIri: string): ContactCreate => ({
  ...common(values),
  customer: customerIri,
  email: values.email.trim() === '' ? null : { email: values.email.trim() },
  phoneNumber: values.phoneNumber.trim() === '' ? null : { number: values.phoneNumber.trim() },
});

/** The e-mail and the phone are sent as their IRI when unchanged, else as the new value. */
export const contactPatchBody = (values: ContactValues, contact: ContactRead): ContactPatch => {
  const email = values.email.trim();
  const number = values.phoneNumber.trim();
  const sameEmail = contact.email !== null && contact.email.email.toLowerCase() === email.toLowerCase();
  const samePhone = contact.phoneNumber !== null && phoneKey(contact.phoneNumber.number) === phoneKey(number);
  return {
    ...common(values),
    email: email === '' ? null : sameEmail && contact.email ? contact.email['@id'] : email,
    phoneNumber:
      number === '' ? null : samePhone && contact.phoneNumber ? contact.phoneNumber['@id'] : number,
  };
};
