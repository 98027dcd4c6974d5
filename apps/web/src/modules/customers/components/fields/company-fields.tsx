import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UniquenessState } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import type { FieldsForm } from '@/ui/form/use-velodesk-form.ts';
import type { CompanyValues } from '../../form/company-form.ts';
import {
  AddressInputs,
  CanvassingCheckbox,
  EmailInput,
  fieldKit,
  LanguageSelect,
  textProps,
} from './customer-inputs.tsx';
import { PhonesEditor } from './phones-editor.tsx';

export interface CompanyFieldsProps {
  form: FieldsForm<CompanyValues>;
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
  const kit = fieldKit(form, errors, testPrefix);
  const phoneErrors: Record<number, string> = {};
  kit.values.phones.forEach((_, index) => {
    const key = errors[`phones.${index}`];
    if (key) phoneErrors[index] = key;
    else if (duplicateRows.has(index)) phoneErrors[index] = t('CUSTOMERS.PHONE_DUPLICATE');
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput label={t('CUSTOMERS.COMPANY_NAME')} withAsterisk {...textProps(kit, 'name', 'name')} />
      <EmailInput kit={kit} check={emailCheck} />
      <AddressInputs kit={kit} />
      <TextInput
        label={t('CUSTOMERS.TRADE_REGISTER')}
        {...textProps(kit, 'tradeCompanyRegister', 'trade-register')}
      />
      <TextInput label={t('CUSTOMERS.VAT_NUMBER')} {...textProps(kit, 'tvaIntracom', 'vat-number')} />
      <LanguageSelect kit={kit} />
      <PhonesEditor
        rows={kit.values.phones}
        onChange={(rows) => kit.set('phones', rows)}
        errors={phoneErrors}
        checks={phoneChecks}
        testPrefix={kit.id('phones')}
      />
      <CanvassingCheckbox kit={kit} shown={showCanvassing} />
    </SimpleGrid>
  );
}
