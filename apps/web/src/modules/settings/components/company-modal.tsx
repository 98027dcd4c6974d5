import {
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  type CompanyCreate,
  type CompanyRead,
  companyCreate,
  timeZoneChoices,
} from '@velodesk/contract/api/settings';
import { formatPhone } from '@velodesk/contract/phones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { useUniquenessCheck } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { blankToNull, numberOrUndefined } from '@/ui/form/form-values.ts';
import { SaveButton } from '@/ui/form/save-button.tsx';
import { bindField, hasServerErrors, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import {
  hasPeriodErrors,
  newPeriodRow,
  type PeriodRow,
  periodErrors,
  savedPeriodRows,
} from '../accounting-periods.ts';
import { useCountryOptions, useCurrencyOptions, useDisplayOptions } from '../hooks/use-reference-options.ts';
import { newPeriodsOf, periodRefusals, useSaveCompany } from '../hooks/use-save-company.ts';
import { AccountingPeriodsEditor } from './accounting-periods-editor.tsx';

interface CompanyFormValues {
  corporateName: string;
  socialStatus: string;
  display: string | null;
  currency: string | null;
  capital: number | string;
  siret: string;
  ape: string;
  naf: string;
  address: string;
  zipCode: string;
  city: string;
  country: string | null;
  timeZone: string | null;
  email: string;
  phone: string;
  sageCodeX3: string;
  intraCommunityTVANumber: string;
  rentalAccount: string;
  receivableAccount: string;
  accountingEmail: string;
}

type TextField = Exclude<
  keyof CompanyFormValues,
  'display' | 'currency' | 'country' | 'timeZone' | 'capital'
>;

const valuesOf = (company: CompanyRead | null): CompanyFormValues => ({
  corporateName: company?.corporateName ?? '',
  socialStatus: company?.socialStatus ?? '',
  display: company?.display['@id'] ?? null,
  currency: company?.currency['@id'] ?? null,
  capital: company?.capital ?? '',
  siret: company?.siret ?? '',
  ape: company?.ape ?? '',
  naf: company?.naf ?? '',
  address: company?.address ?? '',
  zipCode: company?.zipCode ?? '',
  city: company?.city ?? '',
  country: company?.country['@id'] ?? null,
  timeZone: company?.timeZone ?? null,
  email: company?.email?.email ?? '',
  phone: company?.phone ? formatPhone(company.phone.number) : '',
  sageCodeX3: company?.sageCodeX3 ?? '',
  intraCommunityTVANumber: company?.intraCommunityTVANumber ?? '',
  rentalAccount: company?.rentalAccount ?? '',
  receivableAccount: company?.receivableAccount ?? '',
  accountingEmail: company?.accountingEmail ?? '',
});

/** What the contract reads: empty selects absent (reported as required), blank optional texts null. */
const toInput = (values: CompanyFormValues) => ({
  corporateName: values.corporateName,
  socialStatus: values.socialStatus,
  display: values.display ?? undefined,
  currency: values.currency ?? undefined,
  capital: numberOrUndefined(values.capital),
  address: values.address,
  zipCode: values.zipCode,
  city: values.city,
  country: values.country ?? undefined,
  timeZone: values.timeZone ?? undefined,
  siret: blankToNull(values.siret),
  ape: blankToNull(values.ape),
  naf: blankToNull(values.naf),
  sageCodeX3: blankToNull(values.sageCodeX3),
  intraCommunityTVANumber: blankToNull(values.intraCommunityTVANumber),
  rentalAccount: blankToNull(values.rentalAccount),
  receivableAccount: blankToNull(values.receivableAccount),
  accountingEmail: blankToNull(values.accountingEmail.trim()),
  email: values.email.trim() === '' ? null : { email: values.email.trim() },
  phone: values.phone.trim() === '' ? null : { number: values.phone.trim() },
});

const requiredKeys: Partial<Record<keyof CompanyFormValues, TextKey>> = {
  corporateName: 'SETTINGS.COMPANIES.ERRORS.CORPORATE_NAME_REQUIRED',
  socialStatus: 'SETTINGS.COMPANIES.ERRORS.SOCIAL_STATUS_REQUIRED',
  display: 'SETTINGS.COMPANIES.ERRORS.DISPLAY_REQUIRED',
  currency: 'SETTINGS.COMPANIES.ERRORS.CURRENCY_REQUIRED',
  capital: 'SETTINGS.COMPANIES.ERRORS.CAPITAL_REQUIRED',
  address: 'SETTINGS.COMPANIES.ERRORS.ADDRESS_REQUIRED',
  zipCode: 'SETTINGS.COMPANIES.ERRORS.ZIP_CODE_REQUIRED',
  city: 'SETTINGS.COMPANIES.ERRORS.CITY_REQUIRED',
  country: 'SETTINGS.COMPANIES.ERRORS.COUNTRY_REQUIRED',
  timeZone: 'SETTINGS.COMPANIES.ERRORS.TIME_ZONE_REQUIRED',
};

const invalidKeys: Partial<Record<keyof CompanyFormValues, TextKey>> = {
  capital: 'SETTINGS.COMPANIES.ERRORS.CAPITAL_INVALID',
  email: 'SETTINGS.COMPANIES.ERRORS.EMAIL_INVALID',
  accountingEmail: 'SETTINGS.COMPANIES.ERRORS.EMAIL_INVALID',
};

/** Issues of `email.email` and `phone.number` (the body's objects) belong to the email and phone inputs. */
const fieldOfPath = (path: string): keyof CompanyFormValues | undefined => {
  const field = path.split('.')[0] ?? path;
  return field in fieldLabelKeys ? (field as keyof CompanyFormValues) : undefined;
};

/** The label of each field, to name the fields that keep Save disabled. */
const fieldLabelKeys: Record<keyof CompanyFormValues, TextKey> = {
  corporateName: 'SETTINGS.COMPANIES.CORPORATE_NAME',
  socialStatus: 'SETTINGS.COMPANIES.SOCIAL_STATUS',
  display: 'SETTINGS.COMPANIES.DISPLAY',
  currency: 'SETTINGS.COMPANIES.CURRENCY',
  capital: 'SETTINGS.COMPANIES.CAPITAL',
  siret: 'SETTINGS.COMPANIES.SIRET',
  ape: 'SETTINGS.COMPANIES.APE',
  naf: 'SETTINGS.COMPANIES.NAF',
  address: 'SETTINGS.COMPANIES.ADDRESS',
  zipCode: 'SETTINGS.COMPANIES.ZIP_CODE',
  city: 'SETTINGS.COMPANIES.CITY',
  country: 'SETTINGS.COMPANIES.COUNTRY',
  timeZone: 'SETTINGS.COMPANIES.TIME_ZONE',
  email: 'SETTINGS.COMPANIES.EMAIL',
  phone: 'SETTINGS.COMPANIES.PHONE',
  sageCodeX3: 'SETTINGS.COMPANIES.SAGE_CODE',
  intraCommunityTVANumber: 'SETTINGS.COMPANIES.VAT_NUMBER',
  rentalAccount: 'SETTINGS.COMPANIES.RENTAL_ACCOUNT',
  receivableAccount: 'SETTINGS.COMPANIES.RECEIVABLE_ACCOUNT',
  accountingEmail: 'SETTINGS.COMPANIES.ACCOUNTING_EMAIL',
};

/** A new company starts with one blank period row to type in: optional, ignored while blank. */
const initialPeriods = (company: CompanyRead | null): PeriodRow[] => {
  const saved = savedPeriodRows(company?.accountingPeriods ?? []);
  return saved.length > 0 ? saved : [newPeriodRow()];
};

/**
 * Add or edit a billing company (back-office spec "Company settings"): a large modal with a static
 * backdrop that closes neither on Escape nor on a click outside. The company and its new accounting
 * periods (created inactive; saved periods are never sent again) are saved in one call, in one
 * transaction: a refusal saves nothing and leaves the modal open with the server's reason on the
 * field or the period's row (docs/decisions/web-data-layer.md).
 */
export function CompanyModal({ company, onClose }: { company: CompanyRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<CompanyRead | null>(company);
  const { mutateAsync: saveCompany } = useSaveCompany(saved?.id ?? null);
  const isEdit = saved !== null;
  const form = useVelodeskForm(companyCreate, valuesOf(company), { toInput });
  const values = form.getValues();
  const [periods, setPeriods] = useState<PeriodRow[]>(() => initialPeriods(company));
  const [periodTouched, setPeriodTouched] = useState<ReadonlySet<string>>(new Set());
  const [periodServerErrors, setPeriodServerErrors] = useState<
    Record<string, Partial<Record<'startDate' | 'endDate', string>>>
  >({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const countries = useCountryOptions();
  const currencies = useCurrencyOptions();
  const displays = useDisplayOptions();
  const emailCheck = useUniquenessCheck('company_email', 'email', values.email, { exclude: saved?.['@id'] });
  const phoneCheck = useUniquenessCheck('company_phone', 'phone', values.phone, {
    exclude: saved?.['@id'],
    country: values.country,
  });

  const rowErrors = periodErrors(periods);
  // In add mode a taken e-mail or phone blocks the submit (in edit mode the server has the last word).
  const uniquenessBlocks = !isEdit && (emailCheck.isTaken || phoneCheck.isTaken);
  const refusedFields = hasServerErrors(form.formState.errors);
  const isInvalid = !form.isValid || refusedFields || hasPeriodErrors(rowErrors) || uniquenessBlocks;
  const isBlocked = isInvalid || emailCheck.isChecking || phoneCheck.isChecking || isSaving;
  // Why Save is disabled, said beside it (never a silent grey button).
  const invalidFieldLabels = form.invalidFields
    .map(fieldOfPath)
    .filter((field) => field !== undefined)
    .map((field) => t(fieldLabelKeys[field]));
  const blockReasons = [
    ...(invalidFieldLabels.length > 0
      ? [t('SETTINGS.FORM.BLOCKED_FIELDS', { fields: invalidFieldLabels.join(', ') })]
      : !form.isValid || refusedFields
        ? [t('SETTINGS.FORM.BLOCKED_INVALID')]
        : []),
    ...(hasPeriodErrors(rowErrors) ? [t('SETTINGS.FORM.BLOCKED_PERIODS')] : []),
    ...(uniquenessBlocks ? [t('SETTINGS.FORM.BLOCKED_TAKEN')] : []),
    ...(emailCheck.isChecking || phoneCheck.isChecking ? [t('SETTINGS.FORM.BLOCKED_CHECKING')] : []),
  ];

  const errorOf = (field: keyof CompanyFormValues) =>
    fieldErrorOf(form, t, field, { required: requiredKeys[field], invalid: invalidKeys[field] });
  const emailError = emailCheck.isTaken ? t('SETTINGS.COMPANIES.ERRORS.EMAIL_EXISTS') : errorOf('email');
  const phoneError = phoneCheck.isTaken ? t('SETTINGS.ERROR_EXISTING_PHONE_MESSAGE') : errorOf('phone');

  /** A refusal's violations on their fields (a taken e-mail or phone says so); the periods' on their rows. */
  const refuse = (error: unknown) => {
    const isConflict = isApiError(error) && error.status === 409;
    applyApiViolations(form, error, t, {
      fieldOf: fieldOfPath,
      messageOf: (violation) => {
        const field = fieldOfPath(violation.propertyPath);
        if (isConflict && field === 'email') return t('SETTINGS.COMPANIES.ERRORS.EMAIL_EXISTS');
        if (isConflict && field === 'phone') return t('SETTINGS.ERROR_EXISTING_PHONE_MESSAGE');
        return undefined;
      },
    });
  };

  const submit = async (body: CompanyCreate) => {
    if (isBlocked) return;
    setIsSaving(true);
    setFailure(null);
    setPeriodServerErrors({});
    let owner: CompanyRead;
    try {
      // The company and its new periods in one call: all saved, or none.
      owner = await saveCompany({ ...body, newAccountingPeriods: newPeriodsOf(periods) });
      setSaved(owner);
    } catch (error) {
      refuse(error);
      const refusedPeriods = periodRefusals(error, periods, t);
      setPeriodServerErrors(refusedPeriods);
      const failureKey =
        Object.keys(refusedPeriods).length > 0
          ? 'SETTINGS.COMPANIES.PERIOD_ADD_ERROR'
          : isEdit
            ? 'SETTINGS.COMPANIES.EDIT_ERROR'
            : 'SETTINGS.COMPANIES.ADD_ERROR';
      setFailure(t(failureKey));
      notifyError(t(failureKey));
      setIsSaving(false);
      return;
    }
    setIsSaving(false);
    notifySuccess(
      t(company ? 'SETTINGS.COMPANIES.EDIT_SUCCESS' : 'SETTINGS.COMPANIES.ADD_SUCCESS', {
        name: owner.corporateName,
      }),
    );
    onClose();
  };

  const text = (field: TextField, labelKey: TextKey, required = false) => (
    <TextInput
      label={t(labelKey)}
      withAsterisk={required}
      {...bindField(form, field)}
      error={errorOf(field)}
      disabled={isSaving}
      data-testid={`company-${field}`}
    />
  );
  const select = (
    field: 'display' | 'currency' | 'country' | 'timeZone',
    labelKey: TextKey,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={t(labelKey)}
      withAsterisk
      data={data}
      {...bindField(form, field)}
      error={errorOf(field)}
      searchable
      nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
      disabled={isSaving}
      data-testid={`company-${field}`}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t(isEdit ? 'SETTINGS.COMPANIES.EDIT_TITLE' : 'SETTINGS.COMPANIES.ADD_TITLE')}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={!isSaving}
      data-testid="company-modal"
    >
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <FormAlert message={failure} testId="company-failure" />
          <Divider label={t('SETTINGS.COMPANIES.SECTION_IDENTITY')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
            {text('corporateName', 'SETTINGS.COMPANIES.CORPORATE_NAME', true)}
            {text('socialStatus', 'SETTINGS.COMPANIES.SOCIAL_STATUS', true)}
            <NumberInput
              label={t('SETTINGS.COMPANIES.CAPITAL')}
              withAsterisk
              {...bindField(form, 'capital')}
              error={errorOf('capital')}
              min={0}
              decimalScale={2}
              thousandSeparator=" "
              hideControls
              rightSection="€"
              disabled={isSaving}
              data-testid="company-capital"
            />
            {select('display', 'SETTINGS.COMPANIES.DISPLAY', displays.options)}
            {select('currency', 'SETTINGS.COMPANIES.CURRENCY', currencies.options)}
            {text('siret', 'SETTINGS.COMPANIES.SIRET')}
            {text('ape', 'SETTINGS.COMPANIES.APE')}
            {text('naf', 'SETTINGS.COMPANIES.NAF')}
            {text('intraCommunityTVANumber', 'SETTINGS.COMPANIES.VAT_NUMBER')}
          </SimpleGrid>
          <Divider label={t('SETTINGS.COMPANIES.SECTION_ADDRESS')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
            {text('address', 'SETTINGS.COMPANIES.ADDRESS', true)}
            {text('zipCode', 'SETTINGS.COMPANIES.ZIP_CODE', true)}
            {text('city', 'SETTINGS.COMPANIES.CITY', true)}
            {select('country', 'SETTINGS.COMPANIES.COUNTRY', countries.options)}
            {select(
              'timeZone',
              'SETTINGS.COMPANIES.TIME_ZONE',
              timeZoneChoices.map((choice) => ({ value: choice.value, label: choice.label })),
            )}
          </SimpleGrid>
          <Divider label={t('SETTINGS.COMPANIES.SECTION_CONTACT')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('SETTINGS.COMPANIES.EMAIL')}
              type="email"
              {...bindField(form, 'email')}
              error={emailError}
              rightSection={emailCheck.isChecking ? <Loader size={14} /> : null}
              disabled={isSaving}
              data-testid="company-email"
            />
            <TextInput
              label={t('SETTINGS.COMPANIES.PHONE')}
              type="tel"
              {...bindField(form, 'phone')}
              error={phoneError}
              rightSection={phoneCheck.isChecking ? <Loader size={14} /> : null}
              disabled={isSaving}
              data-testid="company-phone"
            />
            {text('sageCodeX3', 'SETTINGS.COMPANIES.SAGE_CODE')}
            {text('rentalAccount', 'SETTINGS.COMPANIES.RENTAL_ACCOUNT')}
            {text('receivableAccount', 'SETTINGS.COMPANIES.RECEIVABLE_ACCOUNT')}
            {text('accountingEmail', 'SETTINGS.COMPANIES.ACCOUNTING_EMAIL')}
          </SimpleGrid>
          <Divider label={t('SETTINGS.COMPANIES.SECTION_PERIODS')} labelPosition="left" />
          <AccountingPeriodsEditor
            rows={periods}
            errors={rowErrors}
            serverErrors={periodServerErrors}
            onChange={(rows) => {
              setPeriods(rows);
              setPeriodServerErrors({});
            }}
            isShown={(key, field) => periodTouched.has(`${key}.${field}`) || form.formState.isSubmitted}
            onTouch={(key, field) => setPeriodTouched((current) => new Set(current).add(`${key}.${field}`))}
            disabled={isSaving}
          />
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving} data-testid="company-cancel">
            {t('CANCEL')}
          </Button>
          <SaveButton reasons={blockReasons} isSaving={isSaving} testId="company-submit">
            {t('SETTINGS.FORM.SAVE')}
          </SaveButton>
        </Group>
      </form>
    </Modal>
  );
}
