import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompanyValues } from '../../form/company-form.ts';
import type { FormValues } from '../../form/use-form-values.ts';
import { useLanguageOptions } from '../../hooks/use-reference-options.ts';
import type { UniquenessState } from '../../hooks/use-uniqueness-check.ts';
import { CheckingIndicator } from './checking-indicator.tsx';
import { CountrySelect } from './country-select.tsx';
import { emailTakenKey, fieldMessage } from './field-error.ts';
import { PhonesEditor } from './phones-editor.tsx';

export interface CompanyFieldsProps {
  form: FormValues<CompanyValues>;
  errors: Record<string, string>;
  emailCheck: UniquenessState;
  phoneChecks: readonly UniquenessState[];
  /** Rows whose number repeats an earlier row. */
  duplicateRows?: ReadonlySet<number>;
  showCanvassing?: boolean;
  testPrefix?: string;
}

/** The fields of a company: name, e-mail, address, registers, language and its phone list. */
export function CompanyFields({
  form,
  errors,
  emailCheck,
  phoneChecks,
  duplicateRows = new Set(),
  showCanvassing = false,
  testPrefix = 'company',
}: CompanyFieldsProps) {
  const { t } = useTranslation();
  const languages = useLanguageOptions();
  const { values, setField } = form;
  const id = (field: string) => `${testPrefix}-${field}`;
  const phoneErrors: Record<number, string> = {};
  values.phones.forEach((_, index) => {
    const key = errors[`phones.${index}`];
    if (key) phoneErrors[index] = key;
    else if (duplicateRows.has(index)) phoneErrors[index] = 'CUSTOMERS.PHONE_DUPLICATE';
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput
        label={t('CUSTOMERS.COMPANY_NAME')}
        value={values.name}
        onChange={(event) => setField('name', event.currentTarget.value)}
        withAsterisk
        error={fieldMessage(t, errors.name)}
        data-testid={id('name')}
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
      <CountrySelect
        label={t('CUSTOMERS.COUNTRY')}
        value={values.country}
        onChange={(value) => setField('country', value)}
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
      <TextInput
        label={t('CUSTOMERS.TRADE_REGISTER')}
        value={values.tradeCompanyRegister}
        onChange={(event) => setField('tradeCompanyRegister', event.currentTarget.value)}
        error={fieldMessage(t, errors.tradeCompanyRegister)}
        data-testid={id('trade-register')}
      />
      <TextInput
        label={t('CUSTOMERS.VAT_NUMBER')}
        value={values.tvaIntracom}
        onChange={(event) => setField('tvaIntracom', event.currentTarget.value)}
        error={fieldMessage(t, errors.tvaIntracom)}
        data-testid={id('vat-number')}
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
      <PhonesEditor
        rows={values.phones}
        onChange={(rows) => setField('phones', rows)}
        errors={phoneErrors}
        checks={phoneChecks}
        testPrefix={id('phones')}
      />
      {showCanvassing ? (
        <Checkbox
          label={t('CUSTOMERS.CANVASSING')}
          checked={values.canvassing}
          onChange={(event) => setField('canvassing', event.currentTarget.checked)}
          data-testid={id('canvassing')}
        />
      ) : null}
    </SimpleGrid>
  );
}
