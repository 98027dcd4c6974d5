import { Alert, Button, Group, List, Modal, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconEraser } from '@tabler/icons-react';
import { erasureRequest } from '@velodesk/contract/api/privacy';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { useRefusalBanner } from '@/ui/form/use-refusal-banner.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useEraseCustomer } from '../hooks/use-privacy-writes.ts';

/**
 * Erasure on request (issue 26): the consequences said in full, a required reason, then one call
 * (POST /customers/{id}/erasure) that anonymises the customer at once and journals the reason.
 * The server refuses a customer with a rental in progress or an amount unpaid (its message shows
 * in the modal's banner); issued invoices stay as issued.
 */
export function EraseCustomerModal({
  customer,
  onClose,
}: {
  customer: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useVelodeskForm(erasureRequest, { reason: '' });
  const banner = useRefusalBanner(form);
  const erase = useEraseCustomer(customer.id, {
    onSuccess: (answer) => {
      notifySuccess(
        answer.keptInvoices > 0
          ? t('PRIVACY.ERASE.SUCCESS_WITH_INVOICES', { name: customer.name, count: answer.keptInvoices })
          : t('PRIVACY.ERASE.SUCCESS', { name: customer.name }),
      );
      onClose();
    },
    onError: (error) => {
      const unplaced = applyApiViolations(form, error, t);
      // A refusal of the rule (a rental in progress, an amount unpaid) names no field: its message.
      const hasViolations = isApiError(error) && error.violations.length > 0;
      banner.show(hasViolations ? unplaced : [errorMessage(error, t, 'PRIVACY.ERASE.ERROR')]);
      notifyError(errorMessage(error, t, 'PRIVACY.ERASE.ERROR'));
    },
  });
  const isPending = erase.isPending;
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('PRIVACY.ERASE.TITLE', { name: customer.name })}
      closeOnClickOutside={!isPending}
      closeOnEscape={!isPending}
      withCloseButton={!isPending}
      data-testid="erase-modal"
    >
      <form onSubmit={form.handleSubmit((body) => erase.mutate(body))} noValidate>
        <Stack gap="md">
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('PRIVACY.ERASE.CONSEQUENCES')}
            data-testid="erase-consequences"
          >
            <List size="sm" spacing={4}>
              <List.Item>{t('PRIVACY.ERASE.CONSEQUENCE_FIELDS')}</List.Item>
              <List.Item>{t('PRIVACY.ERASE.CONSEQUENCE_STAY')}</List.Item>
              <List.Item>{t('PRIVACY.ERASE.CONSEQUENCE_KEPT')}</List.Item>
              <List.Item>{t('PRIVACY.ERASE.CONSEQUENCE_INVOICES')}</List.Item>
            </List>
          </Alert>
          <FormAlert message={banner.message} testId="erase-refusal" />
          <Textarea
            label={t('PRIVACY.ERASE.REASON')}
            placeholder={t('PRIVACY.ERASE.REASON_PLACEHOLDER')}
            withAsterisk
            rows={3}
            {...bindField(form, 'reason')}
            error={fieldErrorOf(form, t, 'reason', {
              required: 'PRIVACY.ERASE.REASON_REQUIRED',
              invalid: 'PRIVACY.ERASE.REASON_REQUIRED',
            })}
            disabled={isPending}
            data-testid="erase-reason"
          />
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending} data-testid="erase-cancel">
            {t('CANCEL')}
          </Button>
          <Button
            type="submit"
            color="red"
            leftSection={<IconEraser size={16} />}
            disabled={isFormBlocked(form, isPending)}
            loading={isPending}
            data-testid="erase-submit"
          >
            {t('PRIVACY.ERASE.CONFIRM')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
