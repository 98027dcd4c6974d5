import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type RangeRead, rangeCreate } from '@velodesk/contract/api/catalogue';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useSaveRange } from '../hooks/use-fleet-writes.ts';

/**
 * Add or rename a range: a name, required and unique whatever its case (the server answers 409,
 * shown under the name). Ranges are never deleted (docs/decisions/ranges-and-declinations.md).
 */
export function RangeModal({ range, onClose }: { range: RangeRead | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isEdit = range !== null;
  const form = useVelodeskForm(rangeCreate, { name: range?.name ?? '' });

  const save = useSaveRange(range?.id ?? null, {
    onSuccess: (saved) => {
      notifySuccess(
        t(isEdit ? 'FLEET.MODELS.RANGE_EDIT_SUCCESS' : 'FLEET.MODELS.RANGE_ADD_SUCCESS', {
          name: saved.name,
        }),
      );
      onClose();
    },
    onError: (error) => {
      applyApiViolations(form, error, t, {
        messageOf: () =>
          isApiError(error) && error.status === 409 ? t('FLEET.MODELS.ERRORS.RANGE_TAKEN') : undefined,
      });
      notifyError(t(isEdit ? 'FLEET.MODELS.RANGE_EDIT_ERROR' : 'FLEET.MODELS.RANGE_ADD_ERROR'));
    },
  });

  const isBlocked = isFormBlocked(form, save.isPending);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(isEdit ? 'FLEET.MODELS.RANGE_EDIT_TITLE' : 'FLEET.MODELS.RANGE_ADD_TITLE')}
      closeOnClickOutside={!save.isPending}
      data-testid="range-modal"
    >
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('FLEET.MODELS.RANGE_NAME')}
            withAsterisk
            {...bindField(form, 'name')}
            error={fieldErrorOf(form, t, 'name', { required: 'FLEET.MODELS.ERRORS.RANGE_NAME_REQUIRED' })}
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
