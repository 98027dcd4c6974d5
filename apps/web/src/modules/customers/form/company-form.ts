import {
  CUSTOMER_TYPE_IRI,
  type CustomerCreate,
  type CustomerDetail,
  type CustomerPatch,
  companyCustomerForm,
} from '@velodesk/contract/api/customers';
import { iri } from '@velodesk/contract/hydra';
import { LanguageId } from '@velodesk/contract/ids';
import { formatPhone } from '@velodesk/contract/phones';
import type { MessageKey } from '@/shared/errors/error-messages.ts';
import { blankToNull as textOrNull } from '@/ui/form/form-values.ts';
import type { CountryRef } from './country-ref.ts';
import { phoneRowsOf, phonesToSave } from './phones-rules.ts';

/** The company form (add modal, details edit, the picker's create form). */
export interface CompanyValues {
  name: string;
  email: string;
  country: CountryRef | null;
  city: string;
  address: string;
  complement: string;
  tradeCompanyRegister: string;
  tvaIntracom: string;
  /** The rows of the phone list, as typed. */
  phones: string[];
  language: string | null;
  canvassing: boolean;
}

export const emptyCompany = (): CompanyValues => ({
  name: '',
  email: '',
  country: null,
  city: '',
  address: '',
  complement: '',
  tradeCompanyRegister: '',
  tvaIntracom: '',
  phones: [''],
  language: iri('languages', LanguageId.fr),
  canvassing: false,
});

export const companyFromCustomer = (customer: CustomerDetail): CompanyValues => ({
  name: customer.name ?? '',
  email: customer.email?.email ?? '',
  country: customer.country,
  city: customer.city ?? '',
  address: customer.address ?? '',
  complement: customer.complement ?? '',
  tradeCompanyRegister: customer.tradeCompanyRegister ?? '',
  tvaIntracom: customer.tvaIntracom ?? '',
  phones: phoneRowsOf(customer.phones.map((phone) => formatPhone(phone.number))),
  language: customer.language?.['@id'] ?? null,
  canvassing: customer.canvassing,
});

/** Name, email and language required; each phone row blank or a valid number (spec §5). */
export const companySchema = companyCustomerForm;

export const companyMessageKeys: Readonly<Record<string, MessageKey>> = {
  name: 'CUSTOMERS.NAME_REQUIRED',
  email: 'USERS.errorEmailRequiredMessage',
  language: 'USERS.ERROR_LANGUAGE_REQUIRED_MESSAGE',
  phones: 'CUSTOMERS.PHONE_INVALID',
};

export const companyInput = (values: CompanyValues) => ({
  name: values.name,
  email: values.email,
  country: values.country?.['@id'] ?? null,
  city: textOrNull(values.city),
  address: textOrNull(values.address),
  complement: textOrNull(values.complement),
  tradeCompanyRegister: textOrNull(values.tradeCompanyRegister),
  tvaIntracom: textOrNull(values.tvaIntracom),
  phones: values.phones.map((row) => row.trim()),
  language: values.language ?? undefined,
});

const fields = (values: CompanyValues) => {
  const input = companyInput(values);
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    country: input.country,
    city: input.city,
    address: input.address,
    complement: input.complement,
    tradeCompanyRegister: input.tradeCompanyRegister,
    tvaIntracom: input.tvaIntracom,
    language: input.language ?? iri('languages', LanguageId.fr),
  };
};

/**
 * POST /customers for a company, without its phones: as the spec's modal does, each phone is then
 * posted to /phones with the company's IRI.
 */
export const companyCreateBody = (values: CompanyValues): CustomerCreate => ({
  type: CUSTOMER_TYPE_IRI.company,
  ...fields(values),
});

/** PATCH /customers/{id} of a company: the whole phone list replaces the old one. */
export const companyPatchBody = (values: CompanyValues): CustomerPatch => ({
  ...fields(values),
  phones: phonesToSave(values.phones),
  canvassing: values.canvassing,
});
