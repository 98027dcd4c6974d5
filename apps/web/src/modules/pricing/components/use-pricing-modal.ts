import type { PricingRead } from '@velodesk/contract/api/pricing';
import { pricingCreate } from '@velodesk/contract/api/pricing';
import { iri } from '@velodesk/contract/hydra';
import { DurationType } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
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
import type { PricingOwner } from './pricing-modal.tsx';

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
 * The pricing form of the modal: the fixed owner, the half-day rule, the clash with another
 * pricing of the owner (seen while choosing, or refused by the server), each field's message and
 * the save.
 */
export function usePricingModal(owner: PricingOwner, pricing: PricingRead | null, onClose: () => void) {
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

  return {
    form,
    isEdit,
    failure,
    pricingTypes,
    durationTypes,
    taxRules,
    isDuplicate,
    save,
    isBlocked,
    durationType,
    handleDurationType,
    errorOf,
    durationError,
  };
}
