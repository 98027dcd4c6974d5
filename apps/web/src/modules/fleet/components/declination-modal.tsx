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
import { type DeclinationRead, declinationCreate, minAboveMax } from '@velodesk/contract/api/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { blankToNull, numberOrUndefined } from '@/ui/form/form-values.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { declinationLabel } from '../declination-label.ts';
import { declinationTypeLabel } from '../declination-type.ts';
import { useDeclinations } from '../hooks/use-declinations.ts';
import { useRangeOptions } from '../hooks/use-fleet-options.ts';
import { useSaveDeclination } from '../hooks/use-fleet-writes.ts';

export interface DeclinationFormValues {
  range: string | null;
  model: string;
  size: string;
  min: number | string;
  max: number | string;
  unit: string;
  type: string;
}

const valuesOf = (
  declination: DeclinationRead | null,
  defaultRange: string | null,
): DeclinationFormValues => ({
  range: declination?.range['@id'] ?? defaultRange,
  model: declination?.model ?? '',
  size: declination?.size ?? '',
  min: declination?.min ?? '',
  max: declination?.max ?? '',
  unit: declination?.unit ?? '',
  type: declination?.type ?? '',
});

const requiredKeys: Partial<Record<keyof DeclinationFormValues, TextKey>> = {
  range: 'FLEET.MODELS.ERRORS.RANGE_REQUIRED',
  model: 'FLEET.MODELS.ERRORS.MODEL_REQUIRED',
  size: 'FLEET.MODELS.ERRORS.SIZE_REQUIRED',
};

const invalidKeys: Partial<Record<keyof DeclinationFormValues, TextKey>> = {
  min: 'FLEET.MODELS.ERRORS.BOUND_INVALID',
  max: 'FLEET.MODELS.ERRORS.BOUND_INVALID',
};

/** Hints under the input, so that the inputs of a row stay aligned. */
const belowInput: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** What the contract reads: empty bounds, unit and type as null. */
const toInput = (values: DeclinationFormValues) => ({
  range: values.range ?? undefined,
  model: values.model,
  size: values.size,
  min: numberOrUndefined(values.min) ?? null,
  max: numberOrUndefined(values.max) ?? null,
  unit: blankToNull(values.unit),
  type: blankToNull(values.type),
});

/** The contract's declination, and min not above max (the rule the API holds, minAboveMax). */
const declinationForm = declinationCreate.refine((input) => !minAboveMax(input.min, input.max), {
  path: ['max'],
  when: (payload) => !payload.issues.some((issue) => ['min', 'max'].includes(String(issue.path?.[0]))),
});

/** The fields that make a declination unique: a 409 holds while they are unchanged. */
const keyOf = (values: DeclinationFormValues) => JSON.stringify([values.range, values.model, values.size]);

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
  const isEdit = declination !== null;
  const form = useVelodeskForm(declinationForm, valuesOf(declination, defaultRange), { toInput });
  const values = form.getValues();
  const ranges = useRangeOptions();
  const declinations = useDeclinations();
  // The units and types already used, offered as suggestions (any other text is accepted).
  const suggestions = useMemo(() => {
    const distinct = (pick: (d: DeclinationRead) => string | null) =>
      [...new Set((declinations.data ?? []).map(pick).filter((v): v is string => Boolean(v)))].sort();
    return { units: distinct((d) => d.unit), types: distinct((d) => d.type) };
  }, [declinations.data]);
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const isDuplicate = duplicateOf !== null && duplicateOf === keyOf(values);

  const save = useSaveDeclination(declination?.id ?? null, {
    onSuccess: (saved) => {
      notifySuccess(
        t(isEdit ? 'FLEET.MODELS.MODEL_EDIT_SUCCESS' : 'FLEET.MODELS.MODEL_ADD_SUCCESS', {
          label: declinationLabel(saved),
        }),
      );
      onClose();
    },
    onError: (error) => {
      const message = t(isEdit ? 'FLEET.MODELS.MODEL_EDIT_ERROR' : 'FLEET.MODELS.MODEL_ADD_ERROR');
      notifyError(message);
      if (isApiError(error) && error.status === 409) {
        setDuplicateOf(keyOf(values));
        setFailure(null);
        return;
      }
      const unplaced = applyApiViolations(form, error, t);
      const known = isApiError(error) && error.violations.length > unplaced.length;
      setFailure(
        known ? null : isApiError(error) && error.description ? `${message} ${error.description}` : message,
      );
    },
  });

  const errorOf = (field: keyof DeclinationFormValues) =>
    fieldErrorOf(form, t, field, {
      required: requiredKeys[field],
      custom: field === 'max' ? 'FLEET.MODELS.ERRORS.MAX_BELOW_MIN' : undefined,
      invalid: invalidKeys[field],
    });
  const isBlocked = isFormBlocked(form, save.isPending) || isDuplicate;

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
