import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { profileCreate } from '@velodesk/contract/api/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { errorMessage } from '@/ui/error-message.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { blankToNull } from '@/ui/form/form-values.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError } from '@/ui/notify.tsx';

export interface NameFormValues {
  name: string;
  description: string;
}

/** A profile's or a feature's name (required) and description, as the contract checks them. */
const nameForm = profileCreate.pick({ name: true, description: true });

/**
 * The add/edit modal of profiles (name required, description) and features (name required): the
 * name is required (USERS.NAME_REQUIRED); a clash or a refusal of the server shows under the name.
 */
export function NameModal({
  title,
  initial,
  withDescription,
  onSave,
  onClose,
  errorKey,
  testId,
}: {
  title: string;
  initial: NameFormValues;
  withDescription: boolean;
  /** Saves; a thrown error keeps the modal open and shows the server's message. */
  onSave: (values: NameFormValues) => Promise<void>;
  onClose: () => void;
  errorKey: TextKey;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = useVelodeskForm(nameForm, initial, {
    toInput: (values) => ({ name: values.name, description: blankToNull(values.description) }),
  });
  const [isSaving, setIsSaving] = useState(false);
  const values = form.getValues();
  const hasChanges = values.name.trim() !== initial.name || values.description.trim() !== initial.description;

  const save = async () => {
    if (isSaving) return;
    setIsSaving(true);
    try {
      await onSave({ name: values.name.trim(), description: values.description.trim() });
      onClose();
    } catch (error) {
      setIsSaving(false);
      // A clash or a refusal of the server shows under the name, in the server's words.
      applyApiViolations(form, error, t, {
        fieldOf: (path) => (path === 'name' ? 'name' : undefined),
        messageOf: (violation) => violation.message,
      });
      notifyError(errorMessage(error, t, errorKey));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      closeOnClickOutside={!isSaving}
      title={
        <Text fw={600} size="lg">
          {title}
        </Text>
      }
      attributes={{ content: { 'data-testid': testId } }}
    >
      <form noValidate onSubmit={form.handleSubmit(save)}>
        <Stack gap="sm">
          <TextInput
            label={t('USERS.NAME')}
            required
            {...bindField(form, 'name')}
            error={fieldErrorOf(form, t, 'name', { required: 'USERS.NAME_REQUIRED' })}
            data-autofocus
            data-testid={`${testId}-name`}
          />
          {withDescription ? (
            <Textarea
              label={t('USERS.DESCRIPTION')}
              autosize
              minRows={2}
              maxRows={5}
              {...bindField(form, 'description')}
              data-testid={`${testId}-description`}
            />
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              {t('CANCEL')}
            </Button>
            <Button
              type="submit"
              loading={isSaving}
              disabled={isFormBlocked(form) || !hasChanges}
              data-testid={`${testId}-submit`}
            >
              {t('USERS.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
