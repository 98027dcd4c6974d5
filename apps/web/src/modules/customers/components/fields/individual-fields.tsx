import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAt, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IndividualValues } from '../../form/individual-form.ts';
import type { FormValues } from '../../form/use-form-values.ts';
import { useCivilityOptions, useLanguageOptions } from '../../hooks/use-reference-options.ts';
import type { UniquenessState } from '../../hooks/use-uniqueness-check.ts';
import { CheckingIndicator } from './checking-indicator.tsx';
import { CountrySelect } from './country-select.tsx';
import { DateField } from './date-field.tsx';
import { emailTakenKey, fieldMessage, phoneTakenKey } from './field-error.ts';

export interface IndividualFieldsProps {
  form: FormValues<IndividualValues>;
  /** Message keys of the fields to show in error. */
  errors: Record<string, string>;
  emailCheck: UniquenessState;
  phoneCheck: UniquenessState;
  /** The details form and the picker's create form mark (and require) the first name. */
  requireFirstname?: boolean;
  showCanvassing?: boolean;
  testPrefix?: string;
}

/** The fields of an individual customer: civility, names, e-mail, phone, address, language… */
export function IndividualFields({
  form,
  errors,
  emailCheck,
  phoneCheck,
  requireFirstname = false,
  showCanvassing = false,
  testPrefix = 'individual',
}: IndividualFieldsProps) {
  const { t } = useTranslation();
  const civilities = useCivilityOptions();
  const languages = useLanguageOptions();
  const { values, setField } = form;
  const id = (field: string) => `${testPrefix}-${field}`;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <Select
        label={t('CUSTOMERS.CIVILITY')}
        placeholder={t('CUSTOMERS.CHOOSE')}
        data={civilities}
        value={values.civility}
        onChange={(value) => setField('civility', value)}
        clearable
        comboboxProps={{ withinPortal: true }}
        data-testid={id('civility')}
      />
      <Select
        label={t('CUSTOMERS.LANGUAGE')}
        placeholder={t('CUSTOMERS.CHOOSE')}
        data={languages}
        value={values.language}
        onChange={(value) => setField('language', value)}
        withAsterisk
        error={fieldMessage(t, errors.language)}
        comboboxProps={{ withinPortal: true }}
        data-testid={id('language')}
      />
      <TextInput
        label={t('CUSTOMERS.FIRSTNAME')}
        value={values.name}
        onChange={(event) => setField('name', event.currentTarget.value)}
        withAsterisk={requireFirstname}
        error={fieldMessage(t, errors.name)}
        data-testid={id('firstname')}
      />
      <TextInput
        label={t('CUSTOMERS.LASTNAME')}
        value={values.lastname}
        onChange={(event) => setField('lastname', event.currentTarget.value)}
        withAsterisk
        error={fieldMessage(t, errors.lastname)}
        data-testid={id('lastname')}
      />
      <TextInput
        label={t('CUSTOMERS.EMAIL')}
        type="email"
        leftSection={<IconAt size={15} />}
        value={values.email}
        onChange={(event) => setField('email', event.currentTarget.value)}
        withAsterisk
        error={fieldMessage(t, errors.email, { state: emailCheck, takenKey: emailTakenKey })}
        rightSection={<CheckingIndicator state={emailCheck} value={values.email} />}
        data-testid={id('email')}
      />
      <TextInput
        label={t('CUSTOMERS.PHONE')}
        leftSection={<IconPhone size={15} />}
        value={values.phoneNumber}
        onChange={(event) => setField('phoneNumber', event.currentTarget.value)}
        error={fieldMessage(t, errors.phoneNumber, { state: phoneCheck, takenKey: phoneTakenKey })}
        rightSection={<CheckingIndicator state={phoneCheck} value={values.phoneNumber} />}
        data-testid={id('phone')}
      />
      <DateField
        label={t('CUSTOMERS.BIRTH_DATE')}
        value={values.birthDate}
        onChange={(value) => setField('birthDate', value)}
        error={fieldMessage(t, errors.birthDate)}
        testId={id('birth-date')}
      />
      <TextInput
        label={t('CUSTOMERS.IDENTITY_NUMBER')}
        value={values.identityNumber}
        onChange={(event) => setField('identityNumber', event.currentTarget.value)}
        error={fieldMessage(t, errors.identityNumber)}
        data-testid={id('identity-number')}
      />
      <CountrySelect
        label={t('CUSTOMERS.COUNTRY')}
        value={values.country}
        onChange={(value) => setField('country', value)}
        error={fieldMessage(t, errors.country)}
        testId={id('country')}
      />
      <TextInput
        label={t('CUSTOMERS.CITY')}
        value={values.city}
        onChange={(event) => setField('city', event.currentTarget.value)}
        error={fieldMessage(t, errors.city)}
        data-testid={id('city')}
      />
      <TextInput
        label={t('CUSTOMERS.ADDRESS')}
        value={values.address}
        onChange={(event) => setField('address', event.currentTarget.value)}
        error={fieldMessage(t, errors.address)}
        data-testid={id('address')}
      />
      <TextInput
        label={t('CUSTOMERS.COMPLEMENT')}
        value={values.complement}
        onChange={(event) => setField('complement', event.currentTarget.value)}
        error={fieldMessage(t, errors.complement)}
        data-testid={id('complement')}
      />
      {showCanvassing ? (
        <Checkbox
          label={t('CUSTOMERS.CANVASSING')}
          checked={values.canvassing}
          onChange={(event) => setField('canvassing', event.currentTarget.checked)}
          data-testid={id('canvassing')}
          mt="xs"
        />
      ) : null}
    </SimpleGrid>
  );
}
