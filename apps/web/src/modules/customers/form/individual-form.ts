import {
  CUSTOMER_TYPE_IRI,
  type CustomerCreate,
  type CustomerPatch,
  type CustomerRead,
  individualCustomerForm,
} from '@velodesk/contract/api/customers';
import { iri } from '@velodesk/contract/hydra';
import { LanguageId } from '@velodesk/contract/ids';
import { formatPhone } from '@velodesk/contract/phones';
import { z } from 'zod';
import type { MessageKey } from '@/shared/errors/error-messages.ts';
import { blankToNull as textOrNull } from '@/ui/form/form-values.ts';
import type { CountryRef } from './country-ref.ts';

/** The individual customer form (add/edit modal, details edit, the picker's create form). */
export interface IndividualValues {
  civility: string | null;
  /** First name. */
  name: string;
  lastname: string;
  email: string;
  country: CountryRef | null;
  city: string;
  address: string;
  complement: string;
  phoneNumber: string;
  birthDate: string | null;
  identityNumber: string;
  language: string | null;
  canvassing: boolean;
}

export const emptyIndividual = (): IndividualValues => ({
  civility: null,
  name: '',
  lastname: '',
  email: '',
  country: null,
  city: '',
  address: '',
  complement: '',
  phoneNumber: '',
  birthDate: null,
  identityNumber: '',
  // French is the default language of a new customer (spec §4).
  language: iri('languages', LanguageId.fr),
  canvassing: false,
});

export const individualFromCustomer = (customer: CustomerRead): IndividualValues => ({
  civility: customer.civility?.['@id'] ?? null,
  name: customer.name ?? '',
  lastname: customer.lastname ?? '',
  email: customer.email?.email ?? '',
  country: customer.country,
  city: customer.city ?? '',
  address: customer.address ?? '',
  complement: customer.complement ?? '',
  phoneNumber: customer.phoneNumber ? formatPhone(customer.phoneNumber.number) : '',
  birthDate: customer.birthDate,
  identityNumber: customer.identityNumber ?? '',
  language: customer.language?.['@id'] ?? null,
  canvassing: customer.canvassing,
});

/** The add modal: lastname, email and language required (spec §5). */
export const individualAddSchema = individualCustomerForm.extend({
  language: individualCustomerForm.shape.language.unwrap(),
});

/** The details edit form and the picker's create form also require the first name. */
export const individualWithFirstnameSchema = individualAddSchema.extend({
  name: z.string().trim().min(1).max(255),
});

export const individualMessageKeys: Readonly<Record<string, MessageKey>> = {
  name: 'CUSTOMERS.FIRSTNAME_REQUIRED',
  lastname: 'USERS.errorUseLastnameRequiredMessage',
  email: 'USERS.errorUsernameRequiredMessage',
  language: 'USERS.ERROR_LANGUAGE_REQUIRED_MESSAGE',
  phoneNumber: 'CUSTOMERS.PHONE_INVALID',
  birthDate: 'CUSTOMERS.DATE_INVALID',
};

/** What the schema checks: the form values as plain strings (blank optional texts as null). */
export const individualInput = (values: IndividualValues) => ({
  civility: values.civility,
  name: textOrNull(values.name),
  lastname: values.lastname,
  email: values.email,
  country: values.country?.['@id'] ?? null,
  city: textOrNull(values.city),
  address: textOrNull(values.address),
  complement: textOrNull(values.complement),
  phoneNumber: values.phoneNumber.trim(),
  birthDate: values.birthDate ?? '',
  identityNumber: textOrNull(values.identityNumber),
  language: values.language ?? undefined,
  canvassing: values.canvassing,
});

const fields = (values: IndividualValues) => {
  const input = individualInput(values);
  return {
    civility: input.civility,
    name: input.name,
    lastname: input.lastname.trim(),
    email: input.email.trim(),
    country: input.country,
    city: input.city,
    address: input.address,
    complement: input.complement,
    phoneNumber: input.phoneNumber === '' ? null : input.phoneNumber,
    birthDate: input.birthDate === '' ? null : input.birthDate,
    identityNumber: input.identityNumber,
    language: input.language ?? iri('languages', LanguageId.fr),
  };
};

/** POST /customers for an individual. */
export const individualCreateBody = (values: IndividualValues): CustomerCreate => ({
  type: CUSTOMER_TYPE_IRI.individual,
  ...fields(values),
});

/** PATCH /customers/{id} of an individual. */
export const individualPatchBody = (values: IndividualValues): CustomerPatch => ({
  ...fields(values),
  canvassing: values.canvassing,
});
