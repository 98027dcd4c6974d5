import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { notifyError } from '../../../ui/notify.tsx';

export interface NameFormValues {
  name: string;
  description: string;
}

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
  errorKey: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [isTouched, setIsTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isNameBlank = values.name.trim() === '';
  const hasChanges = values.name.trim() !== initial.name || values.description.trim() !== initial.description;

  const handleSubmit = async () => {
    if (isNameBlank || isSaving) return;
    setIsSaving(true);
    try {
      await onSave({ name: values.name.trim(), description: values.description.trim() });
      onClose();
    } catch (error) {
      setIsSaving(false);
      const violation = isApiError(error) ? error.violationFor('name') : undefined;
      setServerError(violation ?? null);
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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('USERS.NAME')}
            required
            value={values.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setValues((current) => ({ ...current, name }));
              setIsTouched(true);
              setServerError(null);
            }}
            onBlur={() => setIsTouched(true)}
            error={serverError ?? (isTouched && isNameBlank ? t('USERS.NAME_REQUIRED') : undefined)}
            data-autofocus
            data-testid={`${testId}-name`}
          />
          {withDescription ? (
            <Textarea
              label={t('USERS.DESCRIPTION')}
              autosize
              minRows={2}
              maxRows={5}
              value={values.description}
              onChange={(event) => {
                const description = event.currentTarget.value;
                setValues((current) => ({ ...current, description }));
              }}
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
              disabled={isNameBlank || !hasChanges}
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
