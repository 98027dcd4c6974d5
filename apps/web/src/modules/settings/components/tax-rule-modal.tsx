import { TextInput } from '@mantine/core';
import { type TaxRuleRead, taxRuleCreate } from '@velodesk/contract/api/pricing';
import { useTranslation } from 'react-i18next';
import { violationMessage } from '@/shared/errors/error-messages.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useSaveTaxRule } from '../hooks/use-settings-writes.ts';
import { SettingsFormModal } from './settings-form-modal.tsx';

/** Add or rename a tax rule: a description, unique among the rules whatever the case. */
export function TaxRuleModal({ rule, onClose }: { rule: TaxRuleRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isEdit = rule !== null;
  const form = useVelodeskForm(taxRuleCreate, { description: rule?.description ?? '' });

  const save = useSaveTaxRule(rule?.id ?? null, {
    onSuccess: () => {
      notifySuccess(t(isEdit ? 'SETTINGS.TAX_RULES.EDIT_SUCCESS' : 'SETTINGS.TAX_RULES.ADD_SUCCESS'));
      onClose();
    },
    onError: (error) => {
      // Whatever property the refusal names, it is about the description, the form's one field.
      applyApiViolations(form, error, t, {
        fieldOf: () => 'description',
        messageOf: (violation) => violationMessage(t, violation, { fallbackKey: 'SETTINGS.FORM.INVALID' }),
      });
      notifyError(t(isEdit ? 'SETTINGS.TAX_RULES.EDIT_ERROR' : 'SETTINGS.TAX_RULES.ADD_ERROR'));
    },
  });

  return (
    <SettingsFormModal
      title={t(isEdit ? 'SETTINGS.TAX_RULES.EDIT_TITLE' : 'SETTINGS.TAX_RULES.ADD_TITLE')}
      testId="tax-rule"
      onClose={onClose}
      form={form}
      save={save}
    >
      <TextInput
        label={t('SETTINGS.TAX_RULES.DESCRIPTION')}
        withAsterisk
        {...bindField(form, 'description')}
        error={fieldErrorOf(form, t, 'description', {
          required: 'SETTINGS.TAX_RULES.ERRORS.DESCRIPTION_REQUIRED',
        })}
        data-testid="tax-rule-description"
        data-autofocus
      />
    </SettingsFormModal>
  );
}
