import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { useMemo } from 'react';
import { shownErrors } from '../components/fields/field-error.ts';
import {
  type CompanyValues,
  companyFromCustomer,
  companyInput,
  companyMessageKeys,
  companySchema,
  emptyCompany,
} from '../form/company-form.ts';
import { duplicatePhoneRows } from '../form/phones-rules.ts';
import { fieldErrorKeys, useFormValues } from '../form/use-form-values.ts';
import { usePhoneListChecks } from './use-phone-list-checks.ts';
import { useUniquenessCheck } from './use-uniqueness-check.ts';

/** The state of a company's form: values, rule messages, e-mail and phone-list uniqueness. */
export const useCompanyForm = (options: { customer?: CustomerDetail | null }) => {
  const { customer } = options;
  const form = useFormValues<CompanyValues>(() =>
    customer ? companyFromCustomer(customer) : emptyCompany(),
  );
  const allErrors = useMemo(
    () => fieldErrorKeys(companySchema, companyInput(form.values), companyMessageKeys),
    [form.values],
  );
  const emailCheck = useUniquenessCheck('email', form.values.email, { exclude: customer?.email?.['@id'] });
  const phoneChecks = usePhoneListChecks(
    form.values.phones,
    customer?.phones.map((phone) => phone.number),
    form.values.country?.['@id'],
  );
  const duplicateRows = duplicatePhoneRows(form.values.phones);
  const isValid = Object.keys(allErrors).length === 0 && duplicateRows.size === 0;
  const isBlocked =
    !isValid ||
    emailCheck.isTaken ||
    emailCheck.isChecking ||
    phoneChecks.some((check) => check.isTaken || check.isChecking);
  return {
    form,
    errors: shownErrors(allErrors, form.isShown),
    isValid,
    isBlocked,
    emailCheck,
    phoneChecks,
    duplicateRows,
    reset: (next: CustomerDetail | null) => form.reset(next ? companyFromCustomer(next) : emptyCompany()),
  };
};
