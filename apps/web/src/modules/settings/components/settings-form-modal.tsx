import {
  Button,
  Group,
  Modal,
  type ModalProps,
  NumberInput,
  type NumberInputProps,
  Stack,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isFormBlocked, type VelodeskForm } from '@/ui/form/use-velodesk-form.ts';

/**
 * The modal of a settings form (taxes, tax rules and rates, loyalty discounts): its fields, then
 * cancel and save; test ids `<testId>-modal`, `<testId>-cancel` and `<testId>-submit`. Save sends
 * the schema's output through `save`, and stays disabled while the form is blocked (`isFormBlocked`).
 */
export function SettingsFormModal<TValues extends FieldValues, TBody>({
  title,
  size,
  testId,
  onClose,
  form,
  save,
  children,
}: {
  title: ReactNode;
  size?: ModalProps['size'];
  testId: string;
  onClose: () => void;
  form: VelodeskForm<TValues, TBody>;
  save: { isPending: boolean; mutate: (body: TBody) => void };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isSaving = save.isPending;
  const isBlocked = isFormBlocked(form, isSaving);
  const onSubmit = form.handleSubmit((body) => save.mutate(body));
  return (
    <Modal opened onClose={onClose} size={size} title={title} data-testid={`${testId}-modal`}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">{children}</Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSaving} data-testid={`${testId}-cancel`}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={isSaving} data-testid={`${testId}-submit`}>
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

/** A percentage from 0 to 100 with two decimals; out of range is left for the form's rule to say. */
export function PercentInput(props: NumberInputProps) {
  return <NumberInput min={0} max={100} decimalScale={2} clampBehavior="none" rightSection="%" {...props} />;
}
