import type { CustomerDetail } from '@velodesk/contract/api/customers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniquenessCheck, useUniquenessChecks } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import { fieldMessages } from '@/ui/form/field-message.ts';
import { useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import {
  type CompanyValues,
  companyFromCustomer,
  companyInput,
  companyMessageKeys,
  companySchema,
  emptyCompany,
} from '../form/company-form.ts';
import { duplicatePhoneRows } from '../form/phones-rules.ts';

/**
 * The state of a company's form (the app's one form mechanism, ui/form/use-velodesk-form.ts):
 * values, rule messages, e-mail and phone-list uniqueness.
 */
export const useCompanyForm = (options: { customer?: CustomerDetail | null }) => {
  const { customer } = options;
  const { t } = useTranslation();
  const defaults = useMemo(() => (customer ? companyFromCustomer(customer) : emptyCompany()), [customer]);
  const form = useVelodeskForm<CompanyValues, typeof companySchema>(companySchema, defaults, {
    toInput: companyInput,
  });
  const values = form.getValues();
  const emailCheck = useUniquenessCheck('email', 'email', values.email, {
    exclude: customer?.email?.['@id'],
  });
  // The numbers the company already holds are not checked.
  const phoneChecks = useUniquenessChecks('phone', 'number', values.phones, {
    own: customer?.phones.map((phone) => phone.number),
    country: values.country?.['@id'],
  });
  const duplicateRows = duplicatePhoneRows(values.phones);
  const isValid = form.isValid && duplicateRows.size === 0;
  const isBlocked =
    !isValid ||
    emailCheck.isTaken ||
    emailCheck.isChecking ||
    phoneChecks.some((check) => check.isTaken || check.isChecking);
  return {
    form,
    errors: fieldMessages(form, t, companyMessageKeys),
    isValid,
    isBlocked,
    emailCheck,
    phoneChecks,
    duplicateRows,
    reset: (next: CustomerDetail | null) => form.reset(next ? companyFromCustomer(next) : emptyCompany()),
  };
};
