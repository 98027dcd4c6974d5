import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedModal } from './stacked-modal.tsx';

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows a spinner on the confirm button and blocks both buttons. */
  isLoading?: boolean;
  /** Mantine's modal size: wider for long action names (both buttons on one line). */
  size?: string;
  /** A warning icon beside the message (the specs' "confirm dialog (warning icon)"). */
  warning?: boolean;
}

/** The shared confirmation dialog: green confirm button, red cancel button (back-office spec "Shell"). */
export function ConfirmDialog({
  opened,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  isLoading = false,
  size,
  warning = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <StackedModal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      size={size}
      closeOnClickOutside={!isLoading}
      closeOnEscape={!isLoading}
      data-testid="confirm-dialog"
    >
      {warning ? (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="orange" variant="light" size="lg" radius="xl" data-testid="confirm-warning">
            <IconAlertTriangle size={20} />
          </ThemeIcon>
          <Text size="sm" component="div">
            {message}
          </Text>
        </Group>
      ) : (
        <Text size="sm" component="div">
          {message}
        </Text>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button
          color="red"
          variant="filled"
          onClick={onCancel}
          disabled={isLoading}
          data-testid="confirm-cancel"
        >
          {cancelLabel ?? t('CANCEL')}
        </Button>
        <Button color="green" onClick={onConfirm} loading={isLoading} data-testid="confirm-ok">
          {confirmLabel ?? t('CONFIRM')}
        </Button>
      </Group>
    </StackedModal>
  );
}
