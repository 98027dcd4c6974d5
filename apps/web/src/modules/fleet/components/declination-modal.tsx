import {
  Autocomplete,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { DeclinationRead } from '@velodesk/contract/api/catalogue';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { bindField } from '@/ui/form/use-velodesk-form.ts';
import { declinationTypeLabel } from '../declination-type.ts';
import { useDeclinationModal } from './use-declination-modal.ts';

export type { DeclinationFormValues } from './use-declination-modal.ts';

/** Hints under the input, so that the inputs of a row stay aligned. */
const belowInput: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * Add or edit a declination (a model in one size of a range): range, model and size required;
 * min and max are whole numbers from 0 (e.g. the rider's height), min not above max. The server
 * refuses a second declination with the same range, model and size (409, shown under the model).
 * After a save the product form's declination select lists it (useSaveDeclination).
 */
export function DeclinationModal({
  declination,
  defaultRange,
  onClose,
}: {
  declination: DeclinationRead | null;
  defaultRange: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, values, isEdit, ranges, suggestions, failure, isDuplicate, save, errorOf, isBlocked } =
    useDeclinationModal(declination, defaultRange, onClose);

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(isEdit ? 'FLEET.MODELS.MODEL_EDIT_TITLE' : 'FLEET.MODELS.MODEL_ADD_TITLE')}
      closeOnClickOutside={!save.isPending}
      data-testid="declination-modal"
    >
      <form onSubmit={form.handleSubmit((body) => save.mutate(body))} noValidate>
        <Stack gap="sm">
          <FormAlert
            message={isDuplicate ? t('FLEET.MODELS.ERRORS.MODEL_TAKEN') : null}
            testId="declination-duplicate"
          />
          <FormAlert message={failure} testId="declination-failure" />
          <Select
            label={t('FLEET.RANGE')}
            withAsterisk
            data={ranges}
            {...bindField(form, 'range')}
            error={errorOf('range')}
            searchable
            nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
            data-testid="declination-range"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('FLEET.MODELS.MODEL')}
              withAsterisk
              {...bindField(form, 'model')}
              error={isDuplicate ? t('FLEET.MODELS.ERRORS.MODEL_TAKEN') : errorOf('model')}
              data-testid="declination-model"
              data-autofocus
            />
            <TextInput
              label={t('FLEET.MODELS.SIZE')}
              description={t('FLEET.MODELS.SIZE_HINT')}
              inputWrapperOrder={belowInput}
              withAsterisk
              {...bindField(form, 'size')}
              error={errorOf('size')}
              data-testid="declination-size"
            />
            <NumberInput
              label={t('FLEET.MODELS.MIN')}
              description={t('FLEET.MODELS.BOUNDS_HINT')}
              inputWrapperOrder={belowInput}
              {...bindField(form, 'min', { deps: ['max'] })}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={errorOf('min')}
              data-testid="declination-min"
            />
            <NumberInput
              label={t('FLEET.MODELS.MAX')}
              {...bindField(form, 'max')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={errorOf('max')}
              data-testid="declination-max"
            />
            <Autocomplete
              label={t('FLEET.MODELS.UNIT')}
              data={suggestions.units}
              {...bindField(form, 'unit')}
              error={errorOf('unit')}
              data-testid="declination-unit"
            />
            <Autocomplete
              label={t('FLEET.MODELS.TYPE')}
              data={suggestions.types}
              renderOption={({ option }) =>
                declinationTypeLabel(t, option.value) === option.value
                  ? option.value
                  : `${option.value} · ${declinationTypeLabel(t, option.value)}`
              }
              description={
                values.type && declinationTypeLabel(t, values.type) !== values.type
                  ? declinationTypeLabel(t, values.type)
                  : undefined
              }
              {...bindField(form, 'type')}
              error={errorOf('type')}
              data-testid="declination-type"
            />
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button
            variant="default"
            onClick={onClose}
            disabled={save.isPending}
            data-testid="declination-cancel"
          >
            {t('CANCEL')}
          </Button>
          <Button
            type="submit"
            disabled={isBlocked}
            loading={save.isPending}
            data-testid="declination-submit"
          >
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
