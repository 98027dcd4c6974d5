import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type PricingRead, pricingCreate } from '@velodesk/contract/api/pricing';
import { iri } from '@velodesk/contract/hydra';
import { DurationType } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { numberOrUndefined } from '@/ui/form/form-values.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import {
  useDurationTypeOptions,
  useOwnerPricings,
  usePricingTypeOptions,
  useTaxRuleOptions,
} from '../hooks/use-pricing-options.ts';
import { useSavePricing } from '../hooks/use-pricing-writes.ts';
import { clashingPricing } from '../pricing-clash.ts';

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

const requiredKeys: Record<keyof PricingFormValues, TextKey> = {
  pricingType: 'PRICINGS.ERRORS.PRICING_TYPE_REQUIRED',
  durationType: 'PRICINGS.ERRORS.DURATION_TYPE_REQUIRED',
  duration: 'PRICINGS.ERRORS.DURATION_REQUIRED',
  price: 'PRICINGS.ERRORS.PRICE_REQUIRED',
  taxRule: 'PRICINGS.ERRORS.TAX_RULE_REQUIRED',
};

const invalidKeys: Partial<Record<keyof PricingFormValues, TextKey>> = {
  duration: 'PRICINGS.ERRORS.DURATION_INVALID',
  price: 'PRICINGS.ERRORS.PRICE_INVALID',
};

/**
 * Add or edit a pricing (back-office spec "Pricing"): company and declination are fixed (shown
 * disabled), every other field is required; a half-day pricing lasts 1. A second pricing with
 * the same declination, company, types, tax rule and duration is refused: the modal says so while
 * the user chooses (from the owner's pricings), once, on the four colliding fields; a clash the
 * server finds on save (409: one added meanwhile) shows the same way.
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
  const isEdit = pricing !== null;
  const form = useVelodeskForm(pricingCreate, valuesOf(pricing), {
    toInput: (values) => ({
      company: owner.company['@id'],
      declination: owner.declination['@id'],
      pricingType: values.pricingType ?? undefined,
      durationType: values.durationType ?? undefined,
      duration: numberOrUndefined(values.duration),
      price: numberOrUndefined(values.price),
      taxRule: values.taxRule ?? undefined,
    }),
  });
  const values = form.getValues();
  const [duplicateOf, setDuplicateOf] = useState<PricingFormValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const pricingTypes = usePricingTypeOptions();
  const durationTypes = useDurationTypeOptions();
  const taxRules = useTaxRuleOptions();
  const siblings = useOwnerPricings(owner.company['@id'], owner.declination['@id']);

  const duration = numberOrUndefined(values.duration);
  const halfDayTooLong = values.durationType === halfDayIri && duration !== undefined && duration !== 1;
  const clash = clashingPricing(
    siblings,
    { pricingType: values.pricingType, durationType: values.durationType, duration, taxRule: values.taxRule },
    pricing?.id ?? null,
  );
  const isDuplicate =
    clash !== null ||
    (duplicateOf !== null &&
      (Object.keys(values) as (keyof PricingFormValues)[]).every((key) => values[key] === duplicateOf[key]));

  const save = useSavePricing(pricing?.id ?? null, {
    onSuccess: () => {
      notifySuccess(t(isEdit ? 'PRICINGS.EDIT_SUCCESS' : 'PRICINGS.ADD_SUCCESS'));
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        setDuplicateOf(values);
        setFailure(null);
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

  const isBlocked = isFormBlocked(form, save.isPending) || halfDayTooLong || isDuplicate;

  const durationType = bindField(form, 'durationType');
  const handleDurationType = (value: string | null) => {
    durationType.onChange(value);
    // A half-day pricing lasts 1.
    if (value === halfDayIri) bindField(form, 'duration').onChange(1);
  };

  /** The clash marks the four fields red; its one message stands under them. */
  const errorOf = (field: keyof PricingFormValues) =>
    fieldErrorOf(form, t, field, { required: requiredKeys[field], invalid: invalidKeys[field] }) ??
    (isDuplicate && field !== 'price' ? true : undefined);
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
      <form onSubmit={form.handleSubmit((body) => !isBlocked && save.mutate(body))} noValidate>
        <Stack gap="sm">
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
              data-testid="pricing-declination"
            />
            <Select
              label={t('PRICINGS.PRICING_TYPE')}
              withAsterisk
              data={pricingTypes}
              {...bindField(form, 'pricingType')}
              error={errorOf('pricingType')}
              data-testid="pricing-type"
            />
            <Select
              label={t('PRICINGS.DURATION_TYPE')}
              withAsterisk
              data={durationTypes}
              {...durationType}
              onChange={handleDurationType}
              error={errorOf('durationType')}
              data-testid="pricing-duration-type"
            />
            <NumberInput
              label={t('PRICINGS.DURATION')}
              withAsterisk
              {...bindField(form, 'duration')}
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
              {...bindField(form, 'price')}
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
              {...bindField(form, 'taxRule')}
              error={errorOf('taxRule')}
              data-testid="pricing-tax-rule"
            />
          </SimpleGrid>
          <FormAlert
            message={isDuplicate ? t('PRICINGS.ERRORS.SAME_PRICING') : null}
            testId="pricing-duplicate"
          />
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
