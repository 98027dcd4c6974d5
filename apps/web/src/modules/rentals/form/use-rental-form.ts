import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerRead } from '@velodesk/contract/api/customers';
import {
  type AvailableProductGroup,
  bikeLimit,
  isBikeRange,
  type RentalRead,
} from '@velodesk/contract/api/rentals';
import { fromCents } from '@velodesk/contract/pricing';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PickedStay } from '@/modules/customers/components/customer-picker/customer-picker-modal.tsx';
import { useSiteToday } from '@/modules/sites/hooks/use-site-today.ts';
import { availabilityKeys, defaultDiscountKeys } from '@/shared/data/keys/rentals-keys.ts';
import { fetchAvailability, fetchDefaultDiscount } from '@/shared/rentals/rentals-api.ts';
import { numberOrUndefined } from '@/ui/form/form-values.ts';
import { useRefusalBanner } from '@/ui/form/use-refusal-banner.ts';
import { hasServerErrors, serverErrorType, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';
import { groupPrice, type LinePrice, totalsOf } from './line-pricing.ts';
import {
  customerOfRead,
  emptyLine,
  type NewRentalInitial,
  newRentalValues,
  periodOf,
  type RentalFormValues,
  type RentalLine,
  rentalFormSchema,
  rentalValues,
  toRentalBody,
} from './rental-form.ts';
import { placeRentalRefusal } from './rental-refusal.ts';

/** What the screens show of one product line. */
export interface LineView {
  line: RentalLine;
  index: number;
  group: AvailableProductGroup | null;
  internalNumber: string | null;
  /** null while the availability of the period is unknown (loading, or no valid period). */
  available: boolean | null;
  price: LinePrice | null;
  noPrice: boolean;
  /** The discounted amount, in euros, in the display of its price (HT or TTC). */
  amount: number | null;
  isBike: boolean;
  /** The display of a saved line's amount shown without a price on screen (read-only rentals). */
  savedDisplay?: 'TTC';
  /** A refusal of the server about this line. */
  refusal: string | null;
}

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
  const queryClient = useQueryClient();
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

  const availabilityQuery = {
    searchStartDate: period?.startDate ?? '',
    searchEndDate: period?.endDate ?? '',
    rentalId,
  };
  const availability = useQuery({
    queryKey: availabilityKeys.list(availabilityQuery),
    queryFn: ({ signal }) => fetchAvailability(availabilityQuery, signal),
    enabled: period !== null && !periodInvalid && !options.readOnly,
  });
  const groups = availability.data ?? null;

  const byProduct = useMemo(() => {
    const map = new Map<number, { group: AvailableProductGroup; internalNumber: string }>();
    for (const group of groups ?? [])
      for (const product of group.availableProducts)
        map.set(product.id, { group, internalNumber: product.internalNumber });
    return map;
  }, [groups]);

  const pricingTypeId = values.pricingType ? Number(values.pricingType) : null;
  const discount = numberOrUndefined(values.discount ?? '') ?? 0;
  const lineErrors = (form.formState.errors.lines ?? []) as unknown as Array<
    { productId?: { message?: string } } | undefined
  >;

  const lineViews: LineView[] = (values.lines ?? []).map((line, index) => {
    const found = line.productId === null ? undefined : byProduct.get(line.productId);
    const group = found?.group ?? null;
    const price = group ? groupPrice(group, pricingTypeId) : null;
    return {
      line,
      index,
      group,
      internalNumber: found?.internalNumber ?? line.internalNumber,
      available: line.productId === null || groups === null || options.readOnly ? null : Boolean(found),
      price,
      noPrice: group !== null && price === null,
      amount: null,
      isBike: group ? isBikeRange(group.range.name) : false,
      refusal: lineErrors[index]?.productId?.message ?? null,
    };
  });
  const priced = lineViews.filter((view) => view.price !== null);
  const hasProducts = (values.lines ?? []).some((line) => line.productId !== null);
  // Nothing priced on screen while products are there but their prices are unknown (a read-only
  // rental, or availability not read yet): the saved amounts. No product at all: nothing to pay
  // (every line removed must not leave the saved totals on screen).
  const totals =
    priced.length === 0 && hasProducts && groups === null
      ? null
      : totalsOf(
          priced.map((view) => view.price!),
          discount,
        );
  priced.forEach((view, position) => {
    const amounts = totals?.lines[position];
    if (amounts)
      view.amount = fromCents(view.price!.display === 'HT' ? amounts.dutyFree : amounts.allTaxesIncluded);
  });
  for (const view of lineViews) {
    const saved = options.rental?.products.find((line) => line.id === view.line.rentalProductId);
    if (view.amount === null && view.price === null && saved && saved.product.id === view.line.productId) {
      view.amount = saved.allTaxesIncludedAmount;
      view.savedDisplay = 'TTC';
    }
  }
  const bikeCount = lineViews.filter((view) => view.isBike).length;
  const overBikeLimit = bikeCount > bikeLimit;
  const chosenIds = values.lines.map((line) => line.productId).filter((id): id is number => id !== null);
  const lineProblem = lineViews.some((view) => view.available === false || view.noPrice);
  // A rental with a stay may not end after the stay's last day (the server refuses it).
  const stayEndDate = values.stayId && values.stayEndDate ? values.stayEndDate : null;
  const endsAfterStay = stayEndDate !== null && values.endDate !== '' && values.endDate > stayEndDate;

  /** Why Save is disabled, translated; empty when it can save. */
  const reasons: string[] = [];
  if (!values.customer) reasons.push(t('RENTAL_EDIT.REASONS.NO_CUSTOMER'));
  if (chosenIds.length === 0) reasons.push(t('RENTAL_EDIT.REASONS.NO_PRODUCTS'));
  if (period === null || periodInvalid || endsAfterStay) reasons.push(t('RENTAL_EDIT.REASONS.PERIOD'));
  if (lineProblem || overBikeLimit) reasons.push(t('RENTAL_EDIT.REASONS.LINES'));
  if (hasServerErrors(form.formState.errors) || banner.message)
    reasons.push(t('RENTAL_EDIT.REASONS.ERROR_SHOWN'));
  if (reasons.length === 0 && !form.isValid) reasons.push(t('RENTAL_EDIT.REASONS.INVALID'));

  const setLines = (lines: RentalLine[]) =>
    form.setValue('lines', lines, { shouldDirty: true, shouldTouch: true, shouldValidate: true });

  /** Picks a customer (and its stay): its loyalty discount and pricing type become the defaults. */
  const pickCustomer = async (customer: CustomerRead, stay?: PickedStay) => {
    const set = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
    form.setValue('customer', customerOfRead(customer), set);
    form.setValue('stayId', stay?.stayId ?? null, set);
    form.setValue('stayLink', stay?.stayLink ?? null, set);
    form.setValue('emplacementName', stay?.emplacementName ?? null, set);
    form.setValue('stayEndDate', stay?.stayEndDate ?? null);
    if (rentalId !== null) return;
    try {
      const query = { customerId: customer.id, stayId: stay?.stayId ?? null };
      const defaultsOf = await queryClient.fetchQuery({
        queryKey: defaultDiscountKeys.list(query),
        queryFn: ({ signal }) => fetchDefaultDiscount(query, signal),
      });
      form.setValue('discount', defaultsOf.discount, set);
      form.setValue('pricingType', defaultsOf.pricingType.split('/').pop() ?? null, set);
    } catch {
      // The defaults are a help: without them the counter chooses.
    }
  };

  const removeCustomer = () => {
    const set = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
    form.setValue('customer', null, set);
    form.setValue('stayId', null, set);
    form.setValue('stayLink', null, set);
    form.setValue('emplacementName', null, set);
    form.setValue('stayEndDate', null);
  };

  /** Adds a product (a picked or scanned one fills the empty line first). */
  const addProduct = (productId: number, internalNumber: string | null = null) => {
    const lines = form.getValues('lines');
    if (lines.some((line) => line.productId === productId)) return;
    const emptyIndex = lines.findIndex((line) => line.productId === null);
    if (emptyIndex >= 0)
      setLines(
        lines.map((line, index) => (index === emptyIndex ? { ...line, productId, internalNumber } : line)),
      );
    else setLines([...lines, emptyLine(productId, internalNumber)]);
  };

  const setLineProduct = (index: number, productId: number | null) => {
    const lines = form.getValues('lines');
    setLines(lines.map((line, at) => (at === index ? { ...line, productId, internalNumber: null } : line)));
    form.clearErrors(`lines.${index}.productId`);
  };
  const addLine = () => setLines([...form.getValues('lines'), emptyLine()]);
  const removeLine = (index: number) => {
    const lines = form.getValues('lines').filter((_, at) => at !== index);
    form.clearErrors('lines');
    setLines(lines.length > 0 ? lines : [emptyLine()]);
  };

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
    addProduct,
    setLineProduct,
    addLine,
    removeLine,
    showRefusal,
    body: () => rentalFormSchema.parse(toRentalBody(form.getValues())),
  };
}

export type RentalFormState = ReturnType<typeof useRentalForm>;
