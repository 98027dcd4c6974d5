import { type DeclinationRead, declinationCreate, minAboveMax } from '@velodesk/contract/api/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { applyApiViolations } from '@/ui/form/api-violations.ts';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { blankToNull, numberOrUndefined } from '@/ui/form/form-values.ts';
import { isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { declinationLabel } from '../declination-label.ts';
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
 * The declination form of the modal: the ranges, the units and types already used as suggestions,
 * min not above max, a duplicate refused by the server (held while its key fields are unchanged),
 * each field's message and the save.
 */
export function useDeclinationModal(
  declination: DeclinationRead | null,
  defaultRange: string | null,
  onClose: () => void,
) {
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

  return { form, values, isEdit, ranges, suggestions, failure, isDuplicate, save, errorOf, isBlocked };
}
