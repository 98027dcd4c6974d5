import { Button, Group, Text } from '@mantine/core';
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
      <Text size="sm">{message}</Text>
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
