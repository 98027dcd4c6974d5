import { Alert, Center, Loader, Modal, NumberInput, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type RetentionSettingsRead, retentionSettingsWrite } from '@velodesk/contract/api/privacy';
import type { CompanyRead } from '@velodesk/contract/api/settings';
import { useTranslation } from 'react-i18next';
import { useRetention, useSaveRetention } from '@/modules/privacy/hooks/use-privacy-writes.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { numberOrUndefined } from '@/ui/form/form-values.ts';
import { useRefusalBanner } from '@/ui/form/use-refusal-banner.ts';
import { bindField, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { SettingsFormModal } from './settings-form-modal.tsx';

interface RetentionFormValues {
  identityMonths: number | string;
  anonymiseYears: number | string;
}

const toInput = (values: RetentionFormValues) => ({
  identityMonths: numberOrUndefined(values.identityMonths),
  anonymiseYears: numberOrUndefined(values.anonymiseYears),
});

function RetentionForm({
  company,
  retention,
  onClose,
}: {
  company: CompanyRead;
  retention: RetentionSettingsRead;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useVelodeskForm(
    retentionSettingsWrite,
    {
      identityMonths: retention.identityMonths,
      anonymiseYears: retention.anonymiseYears,
    } as RetentionFormValues,
    { toInput },
  );
  const banner = useRefusalBanner(form);
  const save = useSaveRetention(company.id, {
    onSuccess: () => {
      notifySuccess(t('PRIVACY.RETENTION.SAVE_SUCCESS', { name: company.corporateName }));
      onClose();
    },
    onError: (error) => {
      banner.show(applyApiViolations(form, error, t));
      notifyError(t('PRIVACY.RETENTION.SAVE_ERROR'));
    },
  });
  return (
    <SettingsFormModal
      title={t('PRIVACY.RETENTION.TITLE', { name: company.corporateName })}
      size="lg"
      testId="retention"
      onClose={onClose}
      form={form}
      save={save}
    >
      <Text size="sm" c="dimmed">
        {t('PRIVACY.RETENTION.INTRO')}
      </Text>
      {retention.isDefault ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="retention-defaults"
        >
          {t('PRIVACY.RETENTION.DEFAULTS')}
        </Alert>
      ) : null}
      <FormAlert message={banner.message} />
      <NumberInput
        label={t('PRIVACY.RETENTION.IDENTITY_MONTHS')}
        description={t('PRIVACY.RETENTION.IDENTITY_MONTHS_HINT')}
        withAsterisk
        min={1}
        max={120}
        allowDecimal={false}
        clampBehavior="none"
        {...bindField(form, 'identityMonths')}
        error={fieldErrorOf(form, t, 'identityMonths', {
          required: 'PRIVACY.RETENTION.MONTHS_INVALID',
          invalid: 'PRIVACY.RETENTION.MONTHS_INVALID',
        })}
        data-testid="retention-identity-months"
      />
      <NumberInput
        label={t('PRIVACY.RETENTION.ANONYMISE_YEARS')}
        description={t('PRIVACY.RETENTION.ANONYMISE_YEARS_HINT')}
        withAsterisk
        min={1}
        max={30}
        allowDecimal={false}
        clampBehavior="none"
        {...bindField(form, 'anonymiseYears')}
        error={fieldErrorOf(form, t, 'anonymiseYears', {
          required: 'PRIVACY.RETENTION.YEARS_INVALID',
          invalid: 'PRIVACY.RETENTION.YEARS_INVALID',
        })}
        data-testid="retention-anonymise-years"
      />
    </SettingsFormModal>
  );
}

/**
 * A billing company's retention of its customers' personal data (issue 26): months after a
 * customer's last rental before their identity data is obscured, years of inactivity before they
 * are anonymised. Read first (the defaults until a manager sets them), saved in one PUT.
 */
export function RetentionModal({ company, onClose }: { company: CompanyRead; onClose: () => void }) {
  const { t } = useTranslation();
  const retention = useRetention(company.id);
  if (retention.data) return <RetentionForm company={company} retention={retention.data} onClose={onClose} />;
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('PRIVACY.RETENTION.TITLE', { name: company.corporateName })}
      data-testid="retention-modal"
    >
      {retention.isError ? (
        <FormAlert message={t('PRIVACY.RETENTION.LOAD_ERROR')} testId="retention-load-error" />
      ) : (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}
