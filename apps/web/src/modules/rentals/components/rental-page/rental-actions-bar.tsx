import { Button, Group } from '@mantine/core';
import { IconCash, IconCashBanknoteOff, IconCircleCheck, IconLockOpen, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '@/ui/form/save-button.tsx';
import type { RentalEditorState } from './use-rental-editor.ts';

/** The page's actions at the bottom, each shown when the contract's rules allow it (`rules`). */
export function RentalActionsBar({ editor }: { editor: RentalEditorState }) {
  const { t } = useTranslation();
  const { rental, rules, state, saving, openDialog } = editor;
  const isDirty = state.form.formState.isDirty;
  return (
    <Group justify="flex-end" gap="sm" data-testid="rental-actions">
      {rules.takePayment && rental ? (
        <Button
          variant="filled"
          color="orange"
          leftSection={<IconCash size={16} />}
          onClick={() => saving.pay(rental.id)}
          data-testid="take-payment"
        >
          {t('RENTAL_EDIT.ACTIONS.TAKE_PAYMENT')}
        </Button>
      ) : null}
      {rules.cancel ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconX size={16} />}
          onClick={() => openDialog('cancel')}
          data-testid="cancel-contract"
        >
          {t('RENTAL_EDIT.ACTIONS.CANCEL_CONTRACT')}
        </Button>
      ) : null}
      {rules.refund ? (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconCashBanknoteOff size={16} />}
          onClick={() => openDialog('refund')}
          data-testid="refund-contract"
        >
          {t('RENTAL_EDIT.ACTIONS.REFUND')}
        </Button>
      ) : null}
      {rules.close ? (
        <Button
          variant="light"
          color="teal"
          leftSection={<IconCircleCheck size={16} />}
          onClick={() => openDialog('close')}
          disabled={isDirty}
          data-testid="close-contract"
        >
          {t('RENTAL_EDIT.ACTIONS.CLOSE_CONTRACT')}
        </Button>
      ) : null}
      {rules.unclose ? (
        <Button
          variant="light"
          leftSection={<IconLockOpen size={16} />}
          onClick={() => openDialog('unclose')}
          data-testid="unclose-contract"
        >
          {t('RENTAL_EDIT.ACTIONS.UNCLOSE')}
        </Button>
      ) : null}
      {rules.writable ? (
        <SaveButton
          reasons={state.reasons}
          isSaving={state.form.formState.isSubmitting || saving.save.isPending}
          testId="rental-save"
        >
          {t('RENTAL_EDIT.ACTIONS.SAVE')}
        </SaveButton>
      ) : null}
    </Group>
  );
}
