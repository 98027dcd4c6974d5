import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PricingCreate, type PricingRead, pricingCreate } from '@velodesk/contract/api/pricing';
import { iri } from '@velodesk/contract/hydra';
import { DurationType } from '@velodesk/contract/ids';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error.ts';
import { FormAlert } from '../../../ui/form/form-alert.tsx';
import { fieldIssues, numberOrUndefined, useFormState } from '../../../ui/form/use-form-state.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { fieldMessage } from '../../settings/form-messages.ts';
import { createPricing, updatePricing } from '../api/pricings-api.ts';
import {
  pricingQueryKeys,
  useDurationTypeOptions,
  usePricingTypeOptions,
  useTaxRuleOptions,
} from '../hooks/use-pricing-options.ts';

/** The company and declination a pricing belongs to, as the filters chose them. */
export interface PricingOwner {
  company: { '@id': string; label: string };
  declination: { '@id': string; label: string };
}

export interface PricingFormValues {
  pricingType: string | null;
  durationType: string | null;
  duration: number | string;
  price: number | string;
  taxRule: string | null;
}

const halfDayIri = iri('duration_types', DurationType.halfDay);

const valuesOf = (pricing: PricingRead | null): PricingFormValues => ({
  pricingType: pricing?.pricingType['@id'] ?? null,
  durationType: pricing?.durationType['@id'] ?? null,
  duration: pricing?.duration ?? '',
  price: pricing?.price ?? '',
  taxRule: pricing?.taxRule['@id'] ?? null,
});

const requiredKeys: Record<keyof PricingFormValues, string> = {
  pricingType: 'PRICINGS.ERRORS.PRICING_TYPE_REQUIRED',
  durationType: 'PRICINGS.ERRORS.DURATION_TYPE_REQUIRED',
  duration: 'PRICINGS.ERRORS.DURATION_REQUIRED',
  price: 'PRICINGS.ERRORS.PRICE_REQUIRED',
  taxRule: 'PRICINGS.ERRORS.TAX_RULE_REQUIRED',
};

const invalidKeys: Partial<Record<keyof PricingFormValues, string>> = {
  duration: 'PRICINGS.ERRORS.DURATION_INVALID',
  price: 'PRICINGS.ERRORS.PRICE_INVALID',
};

/**
 * Add or edit a pricing (back-office spec "Pricing"): company and declination are fixed (shown
 * disabled), every other field is required; a half-day pricing lasts 1. The server refuses a
 * second pricing with the same declination, company, types, tax rule and duration (409), shown
 * at the top of the form and under the declination.
 */
export function PricingModal({
  owner,
  pricing,
  onClose,
}: {
  owner: PricingOwner;
  pricing: PricingRead | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isEdit = pricing !== null;
  const form = useFormState<PricingFormValues>(valuesOf(pricing));
  const { values } = form;
  const [duplicateOf, setDuplicateOf] = useState<PricingFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pricingTypes = usePricingTypeOptions();
  const durationTypes = useDurationTypeOptions();
  const taxRules = useTaxRuleOptions();

  const payload = {
    company: owner.company['@id'],
    declination: owner.declination['@id'],
    pricingType: values.pricingType ?? undefined,
    durationType: values.durationType ?? undefined,
    duration: numberOrUndefined(values.duration),
    price: numberOrUndefined(values.price),
    taxRule: values.taxRule ?? undefined,
  };
  const issues = fieldIssues(pricingCreate, payload);
  const halfDayTooLong =
    values.durationType === halfDayIri && payload.duration !== undefined && payload.duration !== 1;
  const isDuplicate =
    duplicateOf !== null &&
    (Object.keys(values) as (keyof PricingFormValues)[]).every((key) => values[key] === duplicateOf[key]);

  const save = useMutation({
    mutationFn: (body: PricingCreate) => (pricing ? updatePricing(pricing.id, body) : createPricing(body)),
    onSuccess: async () => {
      notifySuccess(t(isEdit ? 'PRICINGS.EDIT_SUCCESS' : 'PRICINGS.ADD_SUCCESS'));
      await queryClient.invalidateQueries({ queryKey: pricingQueryKeys.grid });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        setDuplicateOf(values);
        setFailure(null);
        notifyError(t('PRICINGS.ERRORS.ALREADY_EXISTS'));
        return;
      }
      const message = t(isEdit ? 'PRICINGS.EDIT_ERROR' : 'PRICINGS.ADD_ERROR');
      setFailure(
        isApiError(error) && error.status === 422 && error.description
          ? `${message} ${error.description}`
          : message,
      );
      notifyError(message);
    },
  });

  const isBlocked = Object.keys(issues).length > 0 || halfDayTooLong || isDuplicate || save.isPending;

  const handleDurationType = (value: string | null) => {
    form.setField('durationType', value);
    if (value === halfDayIri) form.setField('duration', 1);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.markSubmitted();
    const parsed = pricingCreate.safeParse(payload);
    if (!isBlocked && parsed.success) save.mutate(parsed.data);
  };

  const errorOf = (field: keyof PricingFormValues) =>
    form.isShown(field)
      ? fieldMessage(t, issues[field], values[field], requiredKeys[field], invalidKeys[field])
      : undefined;
  const durationError = halfDayTooLong ? t('PRICINGS.ERRORS.HALF_DAY_DURATION') : errorOf('duration');

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(isEdit ? 'PRICINGS.EDIT_TITLE' : 'PRICINGS.ADD_TITLE')}
      closeOnClickOutside={!save.isPending}
      data-testid="pricing-modal"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <FormAlert
            message={isDuplicate ? t('PRICINGS.ERRORS.ALREADY_EXISTS') : null}
            testId="pricing-duplicate"
          />
          <FormAlert message={failure} testId="pricing-failure" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('PRICINGS.COMPANY')}
              withAsterisk
              value={owner.company.label}
              disabled
              readOnly
              data-testid="pricing-company"
            />
            <TextInput
              label={t('PRICINGS.DECLINATION')}
              withAsterisk
              value={owner.declination.label}
              disabled
              readOnly
              error={isDuplicate ? t('PRICINGS.ERRORS.ALREADY_EXISTS') : undefined}
              data-testid="pricing-declination"
            />
            <Select
              label={t('PRICINGS.PRICING_TYPE')}
              withAsterisk
              data={pricingTypes}
              value={values.pricingType}
              onChange={(value) => form.setField('pricingType', value)}
              onBlur={() => form.touch('pricingType')}
              error={errorOf('pricingType')}
              data-testid="pricing-type"
            />
            <Select
              label={t('PRICINGS.DURATION_TYPE')}
              withAsterisk
              data={durationTypes}
              value={values.durationType}
              onChange={handleDurationType}
              onBlur={() => form.touch('durationType')}
              error={errorOf('durationType')}
              data-testid="pricing-duration-type"
            />
            <NumberInput
              label={t('PRICINGS.DURATION')}
              withAsterisk
              value={values.duration}
              onChange={(value) => form.setField('duration', value)}
              onBlur={() => form.touch('duration')}
              min={1}
              max={366}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={durationError}
              data-testid="pricing-duration"
            />
            <NumberInput
              label={t('PRICINGS.PRICE')}
              withAsterisk
              value={values.price}
              onChange={(value) => form.setField('price', value)}
              onBlur={() => form.touch('price')}
              min={0}
              decimalScale={2}
              allowNegative={false}
              rightSection="€"
              error={errorOf('price')}
              data-testid="pricing-price"
            />
            <Select
              label={t('PRICINGS.TAX_RULE')}
              withAsterisk
              data={taxRules}
              value={values.taxRule}
              onChange={(value) => form.setField('taxRule', value)}
              onBlur={() => form.touch('taxRule')}
              error={errorOf('taxRule')}
              data-testid="pricing-tax-rule"
            />
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="pricing-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="pricing-submit">
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
