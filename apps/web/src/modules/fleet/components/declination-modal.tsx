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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeclinationRead, declinationCreate, minAboveMax } from '@velodesk/contract/api/catalogue';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error.ts';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import {
  blankToNull,
  fieldIssues,
  numberOrUndefined,
  useFormState,
} from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { useDeclinations } from '../../pricing/hooks/use-pricing-options.ts';
import { declinationLabel } from '../../pricing/pricing-labels.ts';
import { fieldMessage, violationsOf } from '../../settings/form-messages.ts';
import { createDeclination, updateDeclination } from '../api/models-api.ts';
import { refreshModels, useRangeOptions } from '../hooks/use-fleet-options.ts';

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

const requiredKeys: Partial<Record<keyof DeclinationFormValues, string>> = {
  range: 'FLEET.MODELS.ERRORS.RANGE_REQUIRED',
  model: 'FLEET.MODELS.ERRORS.MODEL_REQUIRED',
  size: 'FLEET.MODELS.ERRORS.SIZE_REQUIRED',
};

const invalidKeys: Partial<Record<keyof DeclinationFormValues, string>> = {
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

/** The fields that make a declination unique: a 409 holds while they are unchanged. */
const keyOf = (values: DeclinationFormValues) => JSON.stringify([values.range, values.model, values.size]);

/**
 * Add or edit a declination (a model in one size of a range): range, model and size required;
 * min and max are whole numbers from 0 (e.g. the rider's height), min not above max. The server
 * refuses a second declination with the same range, model and size (409, shown under the model).
 * After a save the product form's declination select lists it (refreshModels).
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
  const queryClient = useQueryClient();
  const isEdit = declination !== null;
  const form = useFormState<DeclinationFormValues>(valuesOf(declination, defaultRange));
  const { values } = form;
  const ranges = useRangeOptions();
  const declinations = useDeclinations();
  // The units and types already used, offered as suggestions (any other text is accepted).
  const suggestions = useMemo(() => {
    const distinct = (pick: (d: DeclinationRead) => string | null) =>
      [...new Set((declinations.data ?? []).map(pick).filter((v): v is string => Boolean(v)))].sort();
    return { units: distinct((d) => d.unit), types: distinct((d) => d.type) };
  }, [declinations.data]);
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<{
    values: DeclinationFormValues;
    messages: Record<string, string>;
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const payload = {
    range: values.range ?? undefined,
    model: values.model,
    size: values.size,
    min: numberOrUndefined(values.min) ?? null,
    max: numberOrUndefined(values.max) ?? null,
    unit: blankToNull(values.unit),
    type: blankToNull(values.type),
  };
  const issues = fieldIssues(declinationCreate, payload);
  const boundsReversed = minAboveMax(payload.min, payload.max);
  const isDuplicate = duplicateOf !== null && duplicateOf === keyOf(values);

  const save = useMutation({
    mutationFn: () => {
      const body = declinationCreate.parse(payload);
      return declination ? updateDeclination(declination.id, body) : createDeclination(body);
    },
    onSuccess: async (saved) => {
      notifySuccess(
        t(isEdit ? 'FLEET.MODELS.MODEL_EDIT_SUCCESS' : 'FLEET.MODELS.MODEL_ADD_SUCCESS', {
          label: declinationLabel(saved),
        }),
      );
      await refreshModels(queryClient);
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
      const messages = violationsOf(error);
      setRefusals({ values, messages });
      const known = Object.keys(messages).some((field) => field in values);
      setFailure(
        known ? null : isApiError(error) && error.description ? `${message} ${error.description}` : message,
      );
    },
  });

  const refusedMessage = (field: keyof DeclinationFormValues) =>
    refusals && refusals.values[field] === values[field] ? refusals.messages[field] : undefined;
  const errorOf = (field: keyof DeclinationFormValues) =>
    refusedMessage(field) ??
    (form.isShown(field)
      ? fieldMessage(
          t,
          issues[field],
          values[field],
          requiredKeys[field] ?? 'SETTINGS.FORM.INVALID',
          invalidKeys[field],
        )
      : undefined);
  const maxError =
    errorOf('max') ??
    (boundsReversed && (form.isShown('max') || form.isShown('min'))
      ? t('FLEET.MODELS.ERRORS.MAX_BELOW_MIN')
      : undefined);
  const isBlocked = Object.keys(issues).length > 0 || boundsReversed || isDuplicate || save.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    if (!isBlocked) save.mutate();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(isEdit ? 'FLEET.MODELS.MODEL_EDIT_TITLE' : 'FLEET.MODELS.MODEL_ADD_TITLE')}
      closeOnClickOutside={!save.isPending}
      data-testid="declination-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
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
            value={values.range}
            onChange={(value) => form.setField('range', value)}
            onBlur={() => form.touch('range')}
            error={errorOf('range')}
            searchable
            nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
            data-testid="declination-range"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('FLEET.MODELS.MODEL')}
              withAsterisk
              value={values.model}
              onChange={(event) => form.setField('model', event.currentTarget.value)}
              onBlur={() => form.touch('model')}
              error={isDuplicate ? t('FLEET.MODELS.ERRORS.MODEL_TAKEN') : errorOf('model')}
              data-testid="declination-model"
              data-autofocus
            />
            <TextInput
              label={t('FLEET.MODELS.SIZE')}
              description={t('FLEET.MODELS.SIZE_HINT')}
              inputWrapperOrder={belowInput}
              withAsterisk
              value={values.size}
              onChange={(event) => form.setField('size', event.currentTarget.value)}
              onBlur={() => form.touch('size')}
              error={errorOf('size')}
              data-testid="declination-size"
            />
            <NumberInput
              label={t('FLEET.MODELS.MIN')}
              description={t('FLEET.MODELS.BOUNDS_HINT')}
              inputWrapperOrder={belowInput}
              value={values.min}
              onChange={(value) => form.setField('min', value)}
              onBlur={() => form.touch('min')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={errorOf('min')}
              data-testid="declination-min"
            />
            <NumberInput
              label={t('FLEET.MODELS.MAX')}
              value={values.max}
              onChange={(value) => form.setField('max', value)}
              onBlur={() => form.touch('max')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={maxError}
              data-testid="declination-max"
            />
            <Autocomplete
              label={t('FLEET.MODELS.UNIT')}
              data={suggestions.units}
              value={values.unit}
              onChange={(value) => form.setField('unit', value)}
              error={errorOf('unit')}
              data-testid="declination-unit"
            />
            <Autocomplete
              label={t('FLEET.MODELS.TYPE')}
              data={suggestions.types}
              value={values.type}
              onChange={(value) => form.setField('type', value)}
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
