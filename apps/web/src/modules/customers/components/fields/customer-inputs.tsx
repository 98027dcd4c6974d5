import { Checkbox, type CheckboxProps, Select, TextInput } from '@mantine/core';
import { IconAt, IconPhone } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UniquenessState } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import { IsoDateInput } from '@/ui/date-input.tsx';
import { type FieldsForm, fieldAccess } from '@/ui/form/use-velodesk-form.ts';
import type { CountryRef } from '../../form/country-ref.ts';
import { emailTakenKey, phoneTakenKey } from '../../form/taken-keys.ts';
import { useCivilityOptions, useLanguageOptions } from '../../hooks/use-reference-options.ts';
import { CheckingIndicator } from './checking-indicator.tsx';
import { CountrySelect } from './country-select.tsx';

/**
 * The inputs a customer, a company and a company's contact share (language, civility, e-mail and
 * phone with their uniqueness check, the person's names and papers, the address, canvassing), drawn
 * once for the individual, company and contact forms.
 */

/** The fields of `T` that hold a text. */
type TextKeys<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string;

/** A form as the shared inputs read it: its values, a setter, its errors and its test ids. */
export interface FieldKit<T> {
  values: T;
  set<N extends keyof T & string>(name: N, value: T[N]): void;
  /** The translated messages of the fields in error, by dotted path. */
  errors: Readonly<Record<string, string>>;
  /** The test id of a field: `<prefix>-<field>`. */
  id(field: string): string;
}

export const fieldKit = <T extends FieldValues>(
  form: FieldsForm<T>,
  errors: Readonly<Record<string, string>>,
  testPrefix: string,
): FieldKit<T> => {
  const { values, setField } = fieldAccess(form);
  return {
    values,
    set: (name, value) => setField(name as unknown as FieldPath<T>, value as PathValue<T, FieldPath<T>>),
    errors,
    id: (field) => `${testPrefix}-${field}`,
  };
};

/** A text input bound to a text field of the kit: its value, change, error and test id. */
export const textProps = <T,>(kit: FieldKit<T>, name: TextKeys<T>, testId: string) => ({
  value: kit.values[name] as string,
  onChange: (event: ChangeEvent<HTMLInputElement>) =>
    kit.set(name, event.currentTarget.value as T[typeof name]),
  error: kit.errors[name],
  'data-testid': kit.id(testId),
});

export function LanguageSelect({ kit }: { kit: FieldKit<{ language: string | null }> }) {
  const { t } = useTranslation();
  const languages = useLanguageOptions();
  return (
    <Select
      label={t('CUSTOMERS.LANGUAGE')}
      placeholder={t('CUSTOMERS.CHOOSE')}
      data={languages}
      value={kit.values.language}
      onChange={(value) => kit.set('language', value)}
      withAsterisk
      error={kit.errors.language}
      comboboxProps={{ withinPortal: true }}
      data-testid={kit.id('language')}
    />
  );
}

export function CivilitySelect({ kit }: { kit: FieldKit<{ civility: string | null }> }) {
  const { t } = useTranslation();
  const civilities = useCivilityOptions();
  return (
    <Select
      label={t('CUSTOMERS.CIVILITY')}
      placeholder={t('CUSTOMERS.CHOOSE')}
      data={civilities}
      value={kit.values.civility}
      onChange={(value) => kit.set('civility', value)}
      clearable
      comboboxProps={{ withinPortal: true }}
      data-testid={kit.id('civility')}
    />
  );
}

/** The e-mail, required, checked for uniqueness as it is typed (spec §5). */
export function EmailInput({ kit, check }: { kit: FieldKit<{ email: string }>; check: UniquenessState }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('CUSTOMERS.EMAIL')}
      type="email"
      leftSection={<IconAt size={15} />}
      withAsterisk
      {...textProps(kit, 'email', 'email')}
      error={check.isTaken ? t(emailTakenKey) : kit.errors.email}
      rightSection={<CheckingIndicator state={check} value={kit.values.email} />}
    />
  );
}

/** The one phone of a person, checked for uniqueness as it is typed (spec §5). */
export function PhoneInput({
  kit,
  check,
}: {
  kit: FieldKit<{ phoneNumber: string }>;
  check: UniquenessState;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('CUSTOMERS.PHONE')}
      leftSection={<IconPhone size={15} />}
      {...textProps(kit, 'phoneNumber', 'phone')}
      error={check.isTaken ? t(phoneTakenKey) : kit.errors.phoneNumber}
      rightSection={<CheckingIndicator state={check} value={kit.values.phoneNumber} />}
    />
  );
}

interface PersonValues {
  lastname: string;
  email: string;
  phoneNumber: string;
  birthDate: string | null;
  identityNumber: string;
}

/**
 * A person's names, e-mail, phone, birth date and identity number: an individual customer's and a
 * company's contact's (whose first name is `firstnameField`).
 */
export function PersonInputs<T extends PersonValues>({
  kit,
  firstnameField,
  requireFirstname = false,
  emailCheck,
  phoneCheck,
}: {
  kit: FieldKit<T>;
  firstnameField: TextKeys<T>;
  requireFirstname?: boolean;
  emailCheck: UniquenessState;
  phoneCheck: UniquenessState;
}) {
  const { t } = useTranslation();
  const person = kit as unknown as FieldKit<PersonValues>;
  return (
    <>
      <TextInput
        label={t('CUSTOMERS.FIRSTNAME')}
        withAsterisk={requireFirstname}
        {...textProps(kit, firstnameField, 'firstname')}
      />
      <TextInput
        label={t('CUSTOMERS.LASTNAME')}
        withAsterisk
        {...textProps(person, 'lastname', 'lastname')}
      />
      <EmailInput kit={person} check={emailCheck} />
      <PhoneInput kit={person} check={phoneCheck} />
      <IsoDateInput
        label={t('CUSTOMERS.BIRTH_DATE')}
        value={person.values.birthDate}
        onChange={(value) => person.set('birthDate', value || null)}
        error={person.errors.birthDate}
        data-testid={person.id('birth-date')}
      />
      <TextInput
        label={t('CUSTOMERS.IDENTITY_NUMBER')}
        {...textProps(person, 'identityNumber', 'identity-number')}
      />
    </>
  );
}

/** The address of a customer: country, city, street address and its complement. */
export function AddressInputs({
  kit,
}: {
  kit: FieldKit<{ country: CountryRef | null; city: string; address: string; complement: string }>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CountrySelect
        label={t('CUSTOMERS.COUNTRY')}
        value={kit.values.country}
        onChange={(value) => kit.set('country', value)}
        error={kit.errors.country}
        testId={kit.id('country')}
      />
      <TextInput label={t('CUSTOMERS.CITY')} {...textProps(kit, 'city', 'city')} />
      <TextInput label={t('CUSTOMERS.ADDRESS')} {...textProps(kit, 'address', 'address')} />
      <TextInput label={t('CUSTOMERS.COMPLEMENT')} {...textProps(kit, 'complement', 'complement')} />
    </>
  );
}

/** Whether the customer accepts canvassing, where the form offers it. */
export function CanvassingCheckbox({
  kit,
  shown,
  ...props
}: { kit: FieldKit<{ canvassing: boolean }>; shown: boolean } & Pick<CheckboxProps, 'mt'>) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <Checkbox
      label={t('CUSTOMERS.CANVASSING')}
      checked={kit.values.canvassing}
      onChange={(event) => kit.set('canvassing', event.currentTarget.checked)}
      data-testid={kit.id('canvassing')}
      {...props}
    />
  );
}
