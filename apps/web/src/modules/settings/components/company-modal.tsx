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
import { useQueryClient } from '@tanstack/react-query';
import { type CompanyRead, companyCreate, timeZoneChoices } from '@velodesk/contract/api/settings';
import { formatPhone } from '@velodesk/contract/phones';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error.ts';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { SaveButton } from '../../../ui/form/save-button.tsx';
import {
  blankToNull,
  fieldIssues,
  numberOrUndefined,
  useFormState,
} from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import {
  hasPeriodErrors,
  newPeriodRow,
  type PeriodRow,
  periodErrors,
  savedPeriodRows,
  unsavedPeriods,
} from '../accounting-periods.ts';
import { createAccountingPeriod, createCompany, updateCompany } from '../api/companies-api.ts';
import { fieldMessage, violationsOf } from '../form-messages.ts';
import { useCountryOptions, useCurrencyOptions, useDisplayOptions } from '../hooks/use-reference-options.ts';
import { useUniquenessCheck } from '../hooks/use-uniqueness-check.ts';
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
});

const payloadOf = (values: CompanyFormValues) => ({
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
  email: values.email.trim() === '' ? null : { email: values.email.trim() },
  phone: values.phone.trim() === '' ? null : { number: values.phone.trim() },
});

const requiredKeys: Partial<Record<keyof CompanyFormValues, string>> = {
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

const invalidKeys: Partial<Record<keyof CompanyFormValues, string>> = {
  capital: 'SETTINGS.COMPANIES.ERRORS.CAPITAL_INVALID',
  email: 'SETTINGS.COMPANIES.ERRORS.EMAIL_INVALID',
};

/** Issues of `email.email` and `phone.number` (the body's objects) belong to the email and phone inputs. */
const byFormField = <T,>(byPath: Record<string, T>): Record<string, T> => {
  const byField: Record<string, T> = {};
  for (const [path, issue] of Object.entries(byPath)) {
    const field = path.split('.')[0] ?? path;
    if (!(field in byField)) byField[field] = issue;
  }
  return byField;
};

/** The label of each field, to name the fields that keep Save disabled. */
const fieldLabelKeys: Record<keyof CompanyFormValues, string> = {
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
};

/** A new company starts with one blank period row to type in: optional, ignored while blank. */
const initialPeriods = (company: CompanyRead | null): PeriodRow[] => {
  const saved = savedPeriodRows(company?.accountingPeriods ?? []);
  return saved.length > 0 ? saved : [newPeriodRow()];
};

/**
 * Add or edit a billing company (back-office spec "Company settings"): a large modal with a static
 * backdrop that closes neither on Escape nor on a click outside. The company is saved first, then
 * each new accounting period is created (inactive); saved periods are never sent again. A refused
 * period leaves the modal open on the saved company, with the server's reason on the row.
 */
export function CompanyModal({ company, onClose }: { company: CompanyRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<CompanyRead | null>(company);
  const isEdit = saved !== null;
  const form = useFormState<CompanyFormValues>(valuesOf(company));
  const { values } = form;
  const [periods, setPeriods] = useState<PeriodRow[]>(() => initialPeriods(company));
  const [periodTouched, setPeriodTouched] = useState<ReadonlySet<string>>(new Set());
  const [periodServerErrors, setPeriodServerErrors] = useState<
    Record<string, Partial<Record<'startDate' | 'endDate', string>>>
  >({});
  const [serverErrors, setServerErrors] = useState<Record<string, { value: string; message: string }>>({});
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

  const payload = payloadOf(values);
  const issues = byFormField(fieldIssues(companyCreate, payload));
  const rowErrors = periodErrors(periods);
  // In add mode a taken e-mail or phone blocks the submit (in edit mode the server has the last word).
  const uniquenessBlocks = !isEdit && (emailCheck.isTaken || phoneCheck.isTaken);
  const isInvalid = Object.keys(issues).length > 0 || hasPeriodErrors(rowErrors) || uniquenessBlocks;
  const isBlocked = isInvalid || emailCheck.isChecking || phoneCheck.isChecking || isSaving;
  // Why Save is disabled, said beside it (never a silent grey button).
  const invalidFieldLabels = Object.keys(issues)
    .filter((field): field is keyof CompanyFormValues => field in fieldLabelKeys)
    .map((field) => t(fieldLabelKeys[field]));
  const blockReasons = [
    ...(invalidFieldLabels.length > 0
      ? [t('SETTINGS.FORM.BLOCKED_FIELDS', { fields: invalidFieldLabels.join(', ') })]
      : Object.keys(issues).length > 0
        ? [t('SETTINGS.FORM.BLOCKED_INVALID')]
        : []),
    ...(hasPeriodErrors(rowErrors) ? [t('SETTINGS.FORM.BLOCKED_PERIODS')] : []),
    ...(uniquenessBlocks ? [t('SETTINGS.FORM.BLOCKED_TAKEN')] : []),
    ...(emailCheck.isChecking || phoneCheck.isChecking ? [t('SETTINGS.FORM.BLOCKED_CHECKING')] : []),
  ];

  const serverError = (field: keyof CompanyFormValues) => {
    const refused = serverErrors[field];
    return refused && refused.value === String(values[field]) ? refused.message : undefined;
  };
  const errorOf = (field: keyof CompanyFormValues) =>
    serverError(field) ??
    (form.isShown(field)
      ? fieldMessage(
          t,
          issues[field],
          values[field],
          requiredKeys[field] ?? 'SETTINGS.FORM.INVALID',
          invalidKeys[field],
        )
      : undefined);
  const emailError = emailCheck.isTaken ? t('SETTINGS.COMPANIES.ERRORS.EMAIL_EXISTS') : errorOf('email');
  const phoneError = phoneCheck.isTaken ? t('SETTINGS.ERROR_EXISTING_PHONE_MESSAGE') : errorOf('phone');

  const refuse = (error: unknown) => {
    const violations = byFormField(violationsOf(error));
    const next: Record<string, { value: string; message: string }> = {};
    for (const [field, message] of Object.entries(violations)) {
      const key = field as keyof CompanyFormValues;
      const translated =
        field === 'email' && isApiError(error) && error.status === 409
          ? t('SETTINGS.COMPANIES.ERRORS.EMAIL_EXISTS')
          : field === 'phone' && isApiError(error) && error.status === 409
            ? t('SETTINGS.ERROR_EXISTING_PHONE_MESSAGE')
            : message;
      next[field] = { value: String(values[key] ?? ''), message: translated };
    }
    setServerErrors(next);
  };

  const savePeriods = async (owner: CompanyRead): Promise<boolean> => {
    let rows = periods;
    for (const row of unsavedPeriods(periods)) {
      try {
        const created = await createAccountingPeriod({
          startDate: row.startDate,
          endDate: row.endDate,
          company: owner['@id'],
        });
        rows = rows.map((candidate) =>
          candidate.key === row.key
            ? { ...candidate, id: created.id, activated: created.activated }
            : candidate,
        );
        setPeriods(rows);
      } catch (error) {
        const violations = violationsOf(error);
        setPeriodServerErrors({
          [row.key]: {
            startDate: violations.startDate,
            endDate:
              violations.endDate ?? (violations.startDate ? undefined : t('SETTINGS.PERIODS.SAVE_ERROR')),
          },
        });
        notifyError(t('SETTINGS.COMPANIES.PERIOD_ADD_ERROR'));
        return false;
      }
    }
    return true;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    if (isBlocked) return;
    const parsed = companyCreate.safeParse(payload);
    if (!parsed.success) return;
    setIsSaving(true);
    setFailure(null);
    setPeriodServerErrors({});
    let owner: CompanyRead;
    try {
      owner = saved ? await updateCompany(saved.id, parsed.data) : await createCompany(parsed.data);
      setSaved(owner);
    } catch (error) {
      refuse(error);
      setFailure(t(isEdit ? 'SETTINGS.COMPANIES.EDIT_ERROR' : 'SETTINGS.COMPANIES.ADD_ERROR'));
      notifyError(t(isEdit ? 'SETTINGS.COMPANIES.EDIT_ERROR' : 'SETTINGS.COMPANIES.ADD_ERROR'));
      setIsSaving(false);
      return;
    }
    const periodsSaved = await savePeriods(owner);
    await queryClient.invalidateQueries({ queryKey: ['companies'] });
    await queryClient.invalidateQueries({ queryKey: ['uniqueness'] });
    setIsSaving(false);
    if (!periodsSaved) return;
    notifySuccess(
      t(company ? 'SETTINGS.COMPANIES.EDIT_SUCCESS' : 'SETTINGS.COMPANIES.ADD_SUCCESS', {
        name: owner.corporateName,
      }),
    );
    onClose();
  };

  const text = (field: TextField, labelKey: string, required = false) => (
    <TextInput
      label={t(labelKey)}
      withAsterisk={required}
      value={values[field]}
      onChange={(event) => form.setField(field, event.currentTarget.value)}
      onBlur={() => form.touch(field)}
      error={errorOf(field)}
      disabled={isSaving}
      data-testid={`company-${field}`}
    />
  );
  const select = (
    field: 'display' | 'currency' | 'country' | 'timeZone',
    labelKey: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={t(labelKey)}
      withAsterisk
      data={data}
      value={values[field]}
      onChange={(value) => form.setField(field, value)}
      onBlur={() => form.touch(field)}
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
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="md">
          <FormAlert message={failure} testId="company-failure" />
          <Divider label={t('SETTINGS.COMPANIES.SECTION_IDENTITY')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
            {text('corporateName', 'SETTINGS.COMPANIES.CORPORATE_NAME', true)}
            {text('socialStatus', 'SETTINGS.COMPANIES.SOCIAL_STATUS', true)}
            <NumberInput
              label={t('SETTINGS.COMPANIES.CAPITAL')}
              withAsterisk
              value={values.capital}
              onChange={(value) => form.setField('capital', value)}
              onBlur={() => form.touch('capital')}
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
              value={values.email}
              onChange={(event) => form.setField('email', event.currentTarget.value)}
              onBlur={() => form.touch('email')}
              error={emailError}
              rightSection={emailCheck.isChecking ? <Loader size={14} /> : null}
              disabled={isSaving}
              data-testid="company-email"
            />
            <TextInput
              label={t('SETTINGS.COMPANIES.PHONE')}
              type="tel"
              value={values.phone}
              onChange={(event) => form.setField('phone', event.currentTarget.value)}
              onBlur={() => form.touch('phone')}
              error={phoneError}
              rightSection={phoneCheck.isChecking ? <Loader size={14} /> : null}
              disabled={isSaving}
              data-testid="company-phone"
            />
            {text('sageCodeX3', 'SETTINGS.COMPANIES.SAGE_CODE')}
            {text('rentalAccount', 'SETTINGS.COMPANIES.RENTAL_ACCOUNT')}
            {text('receivableAccount', 'SETTINGS.COMPANIES.RECEIVABLE_ACCOUNT')}
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
            isShown={(key, field) => periodTouched.has(`${key}.${field}`) || form.isShown('periods')}
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
