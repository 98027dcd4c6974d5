import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type TaxRuleCreate, type TaxRuleRead, taxRuleCreate } from '@velodesk/contract/api/pricing';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIssues, useFormState } from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { createTaxRule, renameTaxRule } from '../api/tax-rules-api.ts';
import { fieldMessage, violationsOf } from '../form-messages.ts';
import { taxRuleRefusal, useRefreshTaxRules } from '../hooks/use-tax-rules.ts';

/** Add or rename a tax rule: a description, unique among the rules whatever the case. */
export function TaxRuleModal({ rule, onClose }: { rule: TaxRuleRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshTaxRules();
  const isEdit = rule !== null;
  const form = useFormState<{ description: string }>({ description: rule?.description ?? '' });
  const { values } = form;
  const [refused, setRefused] = useState<{ description: string; message: string } | null>(null);
  const issues = fieldIssues(taxRuleCreate, values);

  const save = useMutation({
    mutationFn: (body: TaxRuleCreate) => (rule ? renameTaxRule(rule.id, body) : createTaxRule(body)),
    onSuccess: async () => {
      notifySuccess(t(isEdit ? 'SETTINGS.TAX_RULES.EDIT_SUCCESS' : 'SETTINGS.TAX_RULES.ADD_SUCCESS'));
      await refresh();
      onClose();
    },
    onError: (error) => {
      const message = Object.values(violationsOf(error))[0];
      if (message) setRefused({ description: values.description, message: taxRuleRefusal(t, message) });
      notifyError(t(isEdit ? 'SETTINGS.TAX_RULES.EDIT_ERROR' : 'SETTINGS.TAX_RULES.ADD_ERROR'));
    },
  });
  const refusal = refused && refused.description === values.description ? refused.message : undefined;
  const isBlocked = Object.keys(issues).length > 0 || save.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    const parsed = taxRuleCreate.safeParse(values);
    if (!isBlocked && parsed.success) save.mutate(parsed.data);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(isEdit ? 'SETTINGS.TAX_RULES.EDIT_TITLE' : 'SETTINGS.TAX_RULES.ADD_TITLE')}
      data-testid="tax-rule-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('SETTINGS.TAX_RULES.DESCRIPTION')}
            withAsterisk
            value={values.description}
            onChange={(event) => form.setField('description', event.currentTarget.value)}
            onBlur={() => form.touch('description')}
            error={
              refusal ??
              (form.isShown('description')
                ? fieldMessage(
                    t,
                    issues.description,
                    values.description,
                    'SETTINGS.TAX_RULES.ERRORS.DESCRIPTION_REQUIRED',
                  )
                : undefined)
            }
            data-testid="tax-rule-description"
            data-autofocus
          />
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="tax-rule-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="tax-rule-submit">
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
