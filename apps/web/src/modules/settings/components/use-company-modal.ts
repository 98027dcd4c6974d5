import { type CompanyCreate, type CompanyRead, companyCreate } from '@velodesk/contract/api/settings';
import { formatPhone } from '@velodesk/contract/phones';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { useUniquenessCheck } from '@/modules/reference/hooks/use-uniqueness-check.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { blankToNull, numberOrUndefined } from '@/ui/form/form-values.ts';
import { hasServerErrors, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
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

export interface CompanyFormValues {
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

export type TextField = Exclude<
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
 * The company form of the modal: the company and its new accounting periods, the e-mail and phone
 * checked as they are typed, why Save is disabled, each field's message, and the save in one call.
 */
export function useCompanyModal(company: CompanyRead | null, onClose: () => void) {
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

  return {
    form,
    isEdit,
    isSaving,
    failure,
    periods,
    setPeriods,
    periodTouched,
    setPeriodTouched,
    periodServerErrors,
    setPeriodServerErrors,
    rowErrors,
    countries,
    currencies,
    displays,
    emailCheck,
    phoneCheck,
    blockReasons,
    errorOf,
    emailError,
    phoneError,
    submit,
  };
}
