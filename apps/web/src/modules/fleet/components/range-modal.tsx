import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RangeRead, rangeCreate } from '@velodesk/contract/api/catalogue';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error.ts';
import { fieldIssues, useFormState } from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { fieldMessage, violationsOf } from '../../settings/form-messages.ts';
import { createRange, updateRange } from '../api/models-api.ts';
import { refreshModels } from '../hooks/use-fleet-options.ts';

/**
 * Add or rename a range: a name, required and unique whatever its case (the server answers 409,
 * shown under the name). Ranges are never deleted (docs/decisions/ranges-and-declinations.md).
 */
export function RangeModal({ range, onClose }: { range: RangeRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEdit = range !== null;
  const form = useFormState({ name: range?.name ?? '' });
  const { values } = form;
  const [refusal, setRefusal] = useState<{ name: string; message: string } | null>(null);
  const issues = fieldIssues(rangeCreate, values);

  const save = useMutation({
    mutationFn: () => {
      const body = rangeCreate.parse(values);
      return range ? updateRange(range.id, body) : createRange(body);
    },
    onSuccess: async (saved) => {
      notifySuccess(
        t(isEdit ? 'FLEET.MODELS.RANGE_EDIT_SUCCESS' : 'FLEET.MODELS.RANGE_ADD_SUCCESS', {
          name: saved.name,
        }),
      );
      await refreshModels(queryClient);
      onClose();
    },
    onError: (error) => {
      const message =
        isApiError(error) && error.status === 409
          ? t('FLEET.MODELS.ERRORS.RANGE_TAKEN')
          : violationsOf(error).name;
      if (message) setRefusal({ name: values.name, message });
      notifyError(t(isEdit ? 'FLEET.MODELS.RANGE_EDIT_ERROR' : 'FLEET.MODELS.RANGE_ADD_ERROR'));
    },
  });

  const refused = refusal && refusal.name === values.name ? refusal.message : undefined;
  const error =
    refused ??
    (form.isShown('name')
      ? fieldMessage(t, issues.name, values.name, 'FLEET.MODELS.ERRORS.RANGE_NAME_REQUIRED')
      : undefined);
  const isBlocked = Object.keys(issues).length > 0 || refused !== undefined || save.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    if (!isBlocked) save.mutate();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(isEdit ? 'FLEET.MODELS.RANGE_EDIT_TITLE' : 'FLEET.MODELS.RANGE_ADD_TITLE')}
      closeOnClickOutside={!save.isPending}
      data-testid="range-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('FLEET.MODELS.RANGE_NAME')}
            withAsterisk
            value={values.name}
            onChange={(event) => form.setField('name', event.currentTarget.value)}
            onBlur={() => form.touch('name')}
            error={error}
            data-testid="range-name"
            data-autofocus
          />
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="range-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="range-submit">
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
