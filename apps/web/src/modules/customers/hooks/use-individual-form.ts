import type { CustomerRead } from '@velodesk/contract/api/customers';
import { useMemo } from 'react';
import { shownErrors } from '../components/fields/field-error.ts';
import {
  emptyIndividual,
  type IndividualValues,
  individualAddSchema,
  individualFromCustomer,
  individualInput,
  individualMessageKeys,
  individualWithFirstnameSchema,
} from '../form/individual-form.ts';
import { isPhoneRefused } from '../form/phones-rules.ts';
import { fieldErrorKeys, useFormValues } from '../form/use-form-values.ts';
import { useUniquenessCheck } from './use-uniqueness-check.ts';

/**
 * The state of an individual's form: values, rule messages (contract schema), and the live e-mail
 * and phone uniqueness checks. Submit is allowed only when valid, nothing is taken or being checked.
 */
export const useIndividualForm = (options: {
  customer?: CustomerRead | null;
  requireFirstname?: boolean;
}) => {
  const { customer, requireFirstname = false } = options;
  const form = useFormValues<IndividualValues>(() =>
    customer ? individualFromCustomer(customer) : emptyIndividual(),
  );
  const schema = requireFirstname ? individualWithFirstnameSchema : individualAddSchema;
  const allErrors = useMemo(() => {
    const errors = fieldErrorKeys(schema, individualInput(form.values), individualMessageKeys);
    // The phone is read in the customer's country, as the API reads it.
    if (!errors.phoneNumber && isPhoneRefused(form.values.phoneNumber, form.values.country?.codeIso31662)) {
      errors.phoneNumber = individualMessageKeys.phoneNumber as string;
    }
    return errors;
  }, [schema, form.values]);
  const emailCheck = useUniquenessCheck('email', form.values.email, {
    exclude: customer?.email?.['@id'],
  });
  const phoneCheck = useUniquenessCheck('phone', form.values.phoneNumber, {
    exclude: customer?.phoneNumber?.['@id'],
    country: form.values.country?.['@id'],
    enabled: !allErrors.phoneNumber,
  });
  const isValid = Object.keys(allErrors).length === 0;
  const isBlocked =
    !isValid || emailCheck.isTaken || phoneCheck.isTaken || emailCheck.isChecking || phoneCheck.isChecking;
  return {
    form,
    errors: shownErrors(allErrors, form.isShown),
    isValid,
    isBlocked,
    emailCheck,
    phoneCheck,
    reset: (next: CustomerRead | null) => form.reset(next ? individualFromCustomer(next) : emptyIndividual()),
  };
};
