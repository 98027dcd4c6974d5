import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SettingsDiscountCreate,
  type SettingsDiscountRead,
  settingsDiscountCreate,
} from '@velodesk/contract/api/pricing';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { fieldIssues, numberOrUndefined, useFormState } from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { createDiscount, updateDiscount } from '../api/discounts-api.ts';
import { discountViolationMessage } from '../discount-errors.ts';
import { fieldMessage, violationsOf } from '../form-messages.ts';
import { settingsQueryKeys } from '../hooks/settings-query-keys.ts';
import { useFidelityOptions } from '../hooks/use-reference-options.ts';
import { IsoDateInput } from './iso-date-input.tsx';

interface DiscountFormValues {
  percentage: number | string;
  fidelity: string | null;
  startDate: string;
  endDate: string;
}

type Refusals = Record<string, string>;

const formFields: readonly string[] = ['percentage', 'fidelity', 'startDate', 'endDate'];

/**
 * Add or edit a loyalty discount (back-office spec "Loyalty discount"): percentage 0 to 100, a
 * fidelity level, start and end dates (yyyy-mm-dd, the end not before the start); the server
 * refuses a discount of the same level that shares a day with another one.
 */
export function DiscountModal({
  discount,
  onClose,
}: {
  discount: SettingsDiscountRead | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEdit = discount !== null;
  const form = useFormState<DiscountFormValues>({
    percentage: discount?.percentage ?? '',
    fidelity: discount?.fidelity['@id'] ?? null,
    startDate: discount?.startDate ?? '',
    endDate: discount?.endDate ?? '',
  });
  const { values } = form;
  const [refusals, setRefusals] = useState<{ values: DiscountFormValues; messages: Refusals } | null>(null);
  const fidelities = useFidelityOptions();

  const payload = {
    percentage: numberOrUndefined(values.percentage),
    fidelity: values.fidelity ?? undefined,
    startDate: values.startDate || undefined,
    endDate: values.endDate || undefined,
  };
  const issues = fieldIssues(settingsDiscountCreate, payload);
  const datesOutOfOrder =
    !issues.startDate && !issues.endDate && values.startDate !== '' && values.endDate < values.startDate;

  const save = useMutation({
    mutationFn: (body: SettingsDiscountCreate) =>
      discount ? updateDiscount(discount.id, body) : createDiscount(body),
    onSuccess: async () => {
      notifySuccess(t(isEdit ? 'SETTINGS.FIDELITY.EDIT_SUCCESS' : 'SETTINGS.FIDELITY.ADD_SUCCESS'));
      await queryClient.invalidateQueries({ queryKey: settingsQueryKeys.discountsGrid });
      onClose();
    },
    onError: (error) => {
      const messages: Refusals = {};
      for (const [field, message] of Object.entries(violationsOf(error))) {
        messages[field] = discountViolationMessage(t, message);
      }
      setRefusals({ values, messages });
      notifyError(t(isEdit ? 'SETTINGS.FIDELITY.EDIT_ERROR' : 'SETTINGS.FIDELITY.ADD_ERROR'));
    },
  });

  // A refusal stays on screen until the values it was about change.
  const refused =
    refusals &&
    refusals.values.startDate === values.startDate &&
    refusals.values.endDate === values.endDate &&
    refusals.values.fidelity === values.fidelity &&
    refusals.values.percentage === values.percentage
      ? refusals.messages
      : ({} as Refusals);

  const isBlocked = Object.keys(issues).length > 0 || datesOutOfOrder || save.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    const parsed = settingsDiscountCreate.safeParse(payload);
    if (!isBlocked && parsed.success) save.mutate(parsed.data);
  };

  const shownError = (field: keyof DiscountFormValues, requiredKey: string, invalidKey?: string) =>
    refused[field] ??
    (form.isShown(field)
      ? fieldMessage(t, issues[field], values[field], requiredKey, invalidKey)
      : undefined);
  const endError =
    refused.endDate ??
    (datesOutOfOrder && (form.isShown('endDate') || form.isShown('startDate'))
      ? t('SETTINGS.FIDELITY.ERRORS.DATES_OUT_OF_ORDER')
      : shownError('endDate', 'SETTINGS.FIDELITY.ERRORS.END_DATE_REQUIRED', 'SETTINGS.FORM.DATE_INVALID'));
  const otherRefusal =
    Object.entries(refused)
      .filter(([field]) => !formFields.includes(field))
      .map(([, message]) => message)
      .join(' ') || null;

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(isEdit ? 'SETTINGS.FIDELITY.EDIT_TITLE' : 'SETTINGS.FIDELITY.ADD_TITLE')}
      data-testid="discount-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <FormAlert message={otherRefusal} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Select
              label={t('SETTINGS.FIDELITY.LEVEL')}
              withAsterisk
              data={fidelities.options}
              value={values.fidelity}
              onChange={(value) => form.setField('fidelity', value)}
              onBlur={() => form.touch('fidelity')}
              error={shownError('fidelity', 'SETTINGS.FIDELITY.ERRORS.LEVEL_REQUIRED')}
              data-testid="discount-level"
            />
            <NumberInput
              label={t('SETTINGS.FIDELITY.PERCENTAGE')}
              withAsterisk
              value={values.percentage}
              onChange={(value) => form.setField('percentage', value)}
              onBlur={() => form.touch('percentage')}
              min={0}
              max={100}
              decimalScale={2}
              clampBehavior="none"
              rightSection="%"
              error={shownError(
                'percentage',
                'SETTINGS.FIDELITY.ERRORS.PERCENTAGE_REQUIRED',
                'SETTINGS.FIDELITY.ERRORS.PERCENTAGE_RANGE',
              )}
              data-testid="discount-percentage"
            />
            <IsoDateInput
              label={t('SETTINGS.FIDELITY.START_DATE')}
              withAsterisk
              value={values.startDate}
              onChange={(value) => form.setField('startDate', value)}
              onBlur={() => form.touch('startDate')}
              error={shownError(
                'startDate',
                'SETTINGS.FIDELITY.ERRORS.START_DATE_REQUIRED',
                'SETTINGS.FORM.DATE_INVALID',
              )}
              data-testid="discount-start"
            />
            <IsoDateInput
              label={t('SETTINGS.FIDELITY.END_DATE')}
              withAsterisk
              value={values.endDate}
              onChange={(value) => form.setField('endDate', value)}
              onBlur={() => form.touch('endDate')}
              error={endError}
              data-testid="discount-end"
            />
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="discount-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="discount-submit">
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
