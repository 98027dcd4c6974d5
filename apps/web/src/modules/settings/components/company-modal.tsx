import {
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { type CompanyRead, timeZoneChoices } from '@velodesk/contract/api/settings';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { SaveButton } from '@/ui/form/save-button.tsx';
import { bindField } from '@/ui/form/use-velodesk-form.ts';
import { AccountingPeriodsEditor } from './accounting-periods-editor.tsx';
import { companyFieldBuilders } from './company-fields.tsx';
import { useCompanyModal } from './use-company-modal.ts';

/**
 * Add or edit a billing company (back-office spec "Company settings"): a large modal with a static
 * backdrop that closes neither on Escape nor on a click outside. The company and its new accounting
 * periods (created inactive; saved periods are never sent again) are saved in one call, in one
 * transaction: a refusal saves nothing and leaves the modal open with the server's reason on the
 * field or the period's row (docs/decisions/web-data-layer.md).
 */
export function CompanyModal({ company, onClose }: { company: CompanyRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const modal = useCompanyModal(company, onClose);
  const {
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
  } = modal;
  const { text, select } = companyFieldBuilders(modal, t);

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
