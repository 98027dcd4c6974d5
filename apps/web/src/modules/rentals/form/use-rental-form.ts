import { bikeLimit, type RentalRead } from '@velodesk/contract/api/rentals';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSiteToday } from '@/modules/sites/hooks/use-site-today.ts';
import { numberOrUndefined } from '@/ui/form/form-values.ts';
import { useRefusalBanner } from '@/ui/form/use-refusal-banner.ts';
import { hasServerErrors, serverErrorType, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import {
  type NewRentalInitial,
  newRentalValues,
  periodOf,
  type RentalFormValues,
  rentalFormSchema,
  rentalValues,
  toRentalBody,
} from './rental-form.ts';
import { rentalLineViews } from './rental-line-views.ts';
import { placeRentalRefusal } from './rental-refusal.ts';
import { rentalSaveReasons } from './rental-save-reasons.ts';
import { useRentalAvailability } from './use-rental-availability.ts';
import { useRentalCustomer } from './use-rental-customer.ts';
import { useRentalLines } from './use-rental-lines.ts';

export type { LineView } from './rental-line-views.ts';

/**
 * The rental form shared by the reservation modal and the rental page (one form mechanism,
 * useVelodeskForm): values, the availability of the period, each line's state and price, the
 * totals, why Save is blocked, and placing a refused save on its fields and lines.
 */
export function useRentalForm(options: {
  rental?: RentalRead | null;
  initial?: NewRentalInitial;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const rentalId = options.rental?.id ?? null;
  const today = useSiteToday();
  // The form starts once with the rental (or the caller's initial values): the screens key it.
  const [defaults] = useState(() =>
    options.rental ? rentalValues(options.rental) : newRentalValues(options.initial ?? {}, today),
  );
  const form = useVelodeskForm(rentalFormSchema, defaults, { toInput: toRentalBody });
  const values = useWatch({ control: form.control }) as RentalFormValues;
  const banner = useRefusalBanner(form);
  const period = periodOf(values);
  const periodInvalid = period?.invalid ?? false;
  const { availability, groups, byProduct } = useRentalAvailability({
    period,
    rentalId,
    readOnly: options.readOnly,
  });
  const { pickCustomer, removeCustomer } = useRentalCustomer(form, rentalId);
  const lines = useRentalLines(form);

  const discount = numberOrUndefined(values.discount ?? '') ?? 0;
  const { lineViews, totals } = rentalLineViews({
    lines: values.lines ?? [],
    byProduct,
    groups,
    pricingTypeId: values.pricingType ? Number(values.pricingType) : null,
    discount,
    lineErrors: (form.formState.errors.lines ?? []) as unknown as Array<
      { productId?: { message?: string } } | undefined
    >,
    readOnly: options.readOnly,
    rental: options.rental,
  });
  const bikeCount = lineViews.filter((view) => view.isBike).length;
  const overBikeLimit = bikeCount > bikeLimit;
  const chosenIds = values.lines.map((line) => line.productId).filter((id): id is number => id !== null);
  // A rental with a stay may not end after the stay's last day (the server refuses it).
  const stayEndDate = values.stayId && values.stayEndDate ? values.stayEndDate : null;
  const endsAfterStay = stayEndDate !== null && values.endDate !== '' && values.endDate > stayEndDate;
  const reasons = rentalSaveReasons(t, {
    hasCustomer: Boolean(values.customer),
    hasProducts: chosenIds.length > 0,
    periodProblem: period === null || periodInvalid || endsAfterStay,
    linesProblem: lineViews.some((view) => view.available === false || view.noPrice) || overBikeLimit,
    errorShown: hasServerErrors(form.formState.errors) || Boolean(banner.message),
    isValid: form.isValid,
  });

  /** Puts a refused save on its fields and lines. */
  const showRefusal = (
    error: unknown,
    fallbackKey?: 'RENTAL_EDIT.ERRORS.SAVE_ERROR' | 'RENTAL_EDIT.ERRORS.MIGRATE_ERROR',
  ) => {
    const placed = placeRentalRefusal(
      error,
      t,
      lineViews.map((view) => view.internalNumber),
      fallbackKey,
    );
    for (const [field, message] of Object.entries(placed.fields))
      form.setError(field as keyof RentalFormValues, { type: serverErrorType, message });
    for (const [index, message] of Object.entries(placed.lines))
      form.setError(`lines.${Number(index)}.productId`, { type: serverErrorType, message });
    if (placed.banner) banner.show([placed.banner]);
  };

  return {
    form,
    values,
    period,
    periodInvalid,
    stayEndDate,
    endsAfterStay,
    availability,
    groups,
    lineViews,
    totals,
    discount,
    bikeCount,
    overBikeLimit,
    chosenIds,
    reasons,
    banner: banner.message,
    clearBanner: () => banner.show([]),
    pickCustomer,
    removeCustomer,
    ...lines,
    showRefusal,
    body: () => rentalFormSchema.parse(toRentalBody(form.getValues())),
  };
}

export type RentalFormState = ReturnType<typeof useRentalForm>;
