import { SimpleGrid } from '@mantine/core';
import type { UniquenessState } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import type { FieldsForm } from '@/ui/form/use-velodesk-form.ts';
import type { IndividualValues } from '../../form/individual-form.ts';
import {
  AddressInputs,
  CanvassingCheckbox,
  CivilitySelect,
  fieldKit,
  LanguageSelect,
  PersonInputs,
} from './customer-inputs.tsx';

export interface IndividualFieldsProps {
  form: FieldsForm<IndividualValues>;
  /** The translated messages of the fields in error, by dotted path (useIndividualForm, useCompanyForm). */
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
  const kit = fieldKit(form, errors, testPrefix);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <CivilitySelect kit={kit} />
      <LanguageSelect kit={kit} />
      <PersonInputs
        kit={kit}
        firstnameField="name"
        requireFirstname={requireFirstname}
        emailCheck={emailCheck}
        phoneCheck={phoneCheck}
      />
      <AddressInputs kit={kit} />
      <CanvassingCheckbox kit={kit} shown={showCanvassing} mt="xs" />
    </SimpleGrid>
  );
}
