import type { CustomerRead } from '@velodesk/contract/api/customers';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useUniquenessCheck } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import { fieldMessages } from '@/ui/form/field-message.ts';
import { useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
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

/**
 * The state of an individual's form (the app's one form mechanism, ui/form/use-velodesk-form.ts):
 * values, rule messages (contract schema), and the live e-mail and phone uniqueness checks. Submit
 * is allowed only when valid, nothing is taken or being checked.
 */
export const useIndividualForm = (options: {
  customer?: CustomerRead | null;
  requireFirstname?: boolean;
}) => {
  const { customer, requireFirstname = false } = options;
  const { t } = useTranslation();
  const base: z.ZodType<
    z.output<typeof individualAddSchema>,
    z.input<typeof individualAddSchema>
  > = requireFirstname ? individualWithFirstnameSchema : individualAddSchema;
  const defaults = useMemo(
    () => (customer ? individualFromCustomer(customer) : emptyIndividual()),
    [customer],
  );
  // The country on screen (set at each render): the phone is read in it, as the API reads it.
  const countryCode = useRef(defaults.country?.codeIso31662);
  const schema = useMemo(
    () =>
      base.refine((input) => !isPhoneRefused(input.phoneNumber ?? '', countryCode.current), {
        path: ['phoneNumber'],
        when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'phoneNumber'),
      }),
    [base],
  );
  const form = useVelodeskForm<IndividualValues, typeof schema>(schema, defaults, {
    toInput: individualInput,
  });
  const values = form.getValues();
  countryCode.current = values.country?.codeIso31662;
  const phoneRefused = isPhoneRefused(values.phoneNumber, values.country?.codeIso31662);
  const emailCheck = useUniquenessCheck('email', 'email', values.email, {
    exclude: customer?.email?.['@id'],
  });
  const phoneCheck = useUniquenessCheck('phone', 'number', values.phoneNumber, {
    exclude: customer?.phoneNumber?.['@id'],
    country: values.country?.['@id'],
    enabled: !form.invalidFields.includes('phoneNumber') && !phoneRefused,
  });
  const isValid = form.isValid;
  const isBlocked =
    !isValid || emailCheck.isTaken || phoneCheck.isTaken || emailCheck.isChecking || phoneCheck.isChecking;
  return {
    form,
    errors: fieldMessages(form, t, individualMessageKeys),
    isValid,
    isBlocked,
    emailCheck,
    phoneCheck,
    reset: (next: CustomerRead | null) => form.reset(next ? individualFromCustomer(next) : emptyIndividual()),
  };
};
