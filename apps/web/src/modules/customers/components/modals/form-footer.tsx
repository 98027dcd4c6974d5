import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The buttons under a customer form: cancel, and the submit (disabled while blocked or saving). */
export function FormFooter({
  onCancel,
  submitLabel,
  isBlocked,
  isSubmitting,
  testPrefix,
}: {
  onCancel: () => void;
  submitLabel: string;
  isBlocked: boolean;
  isSubmitting: boolean;
  testPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm" mt="xl">
      <Button
        variant="default"
        onClick={onCancel}
        disabled={isSubmitting}
        data-testid={`${testPrefix}-cancel`}
      >
        {t('CANCEL')}
      </Button>
      <Button type="submit" disabled={isBlocked} loading={isSubmitting} data-testid={`${testPrefix}-submit`}>
        {submitLabel}
      </Button>
    </Group>
  );
}
