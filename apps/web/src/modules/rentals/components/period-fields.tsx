import { Alert, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchPricingTypes } from '@/modules/pricing/api/pricings-api.ts';
import { pricingTypeKeys } from '@/shared/data/keys/pricing-keys.ts';
import { IsoDateInput } from '@/ui/date-input.tsx';
import { fieldMessage } from '@/ui/form/field-message.ts';
import { bindField } from '@/ui/form/use-velodesk-form.ts';
import { formatDay } from '@/ui/format.ts';
import type { RentalFormState } from '../form/use-rental-form.ts';

/**
 * The period and prices of a rental: start date with its period (08:00 or 13:00), end date with
 * its period (13:00, 19:00 or 08:00; not before the start date), the read-only quantity (modal),
 * the pricing type and the discount percent, and the period warning.
 */
export function PeriodFields({
  state,
  readOnly = false,
  showQuantity = false,
}: {
  state: RentalFormState;
  readOnly?: boolean;
  showQuantity?: boolean;
}) {
  const { t } = useTranslation();
  const { form, values } = state;
  const pricingTypes = useQuery({
    queryKey: pricingTypeKeys.lists(),
    queryFn: ({ signal }) => fetchPricingTypes(signal),
  });
  // The form opens before the list arrives: the chosen type is an option meanwhile.
  const pricingOptions =
    pricingTypes.data?.map((type) => ({ value: String(type.id), label: type.description })) ??
    (values.pricingType ? [{ value: values.pricingType, label: '…' }] : []);
  const errorOf = (name: 'startDate' | 'endDate' | 'pricingType' | 'discount') =>
    fieldMessage(t, form.formState.errors[name], values[name]);
  const startOptions = [
    { value: '8', label: t('RENTAL_EDIT.PERIOD.START_8') },
    { value: '13', label: t('RENTAL_EDIT.PERIOD.START_13') },
  ];
  const endOptions = [
    { value: '13', label: t('RENTAL_EDIT.PERIOD.END_13') },
    { value: '19', label: t('RENTAL_EDIT.PERIOD.END_19') },
    { value: '8', label: t('RENTAL_EDIT.PERIOD.END_8') },
  ];
  const startDate = bindField(form, 'startDate', { deps: ['endDate'] });
  const endDate = bindField(form, 'endDate');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IsoDateInput
            label={t('RENTAL_EDIT.PERIOD.START_DATE')}
            required
            disabled={readOnly}
            style={{ flex: 1 }}
            {...startDate}
            onChange={(next) => {
              startDate.onChange(next);
              // The end date may not come before the start date.
              if (next && form.getValues('endDate') < next) endDate.onChange(next);
            }}
            clearable={false}
            error={errorOf('startDate')}
            data-testid="rental-start-date"
          />
          <Select
            label={t('RENTAL_EDIT.PERIOD.START_PERIOD')}
            data={startOptions}
            allowDeselect={false}
            disabled={readOnly}
            w={110}
            value={values.startPeriod}
            onChange={(next) => next && bindField(form, 'startPeriod').onChange(next)}
            data-testid="rental-start-period"
          />
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IsoDateInput
            label={t('RENTAL_EDIT.PERIOD.END_DATE')}
            required
            disabled={readOnly}
            style={{ flex: 1 }}
            minDate={values.startDate || undefined}
            {...endDate}
            clearable={false}
            error={errorOf('endDate')}
            data-testid="rental-end-date"
          />
          <Select
            label={t('RENTAL_EDIT.PERIOD.END_PERIOD')}
            data={endOptions}
            allowDeselect={false}
            disabled={readOnly}
            // Wide enough for "08:00 (следующее утро)", the default end period of a new rental.
            w={215}
            value={values.endPeriod}
            onChange={(next) => next && bindField(form, 'endPeriod').onChange(next)}
            data-testid="rental-end-period"
          />
        </Group>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: showQuantity ? 3 : 2 }} spacing="sm">
        {showQuantity ? (
          <TextInput
            label={t('RENTAL_EDIT.QUANTITY')}
            value={String(state.chosenIds.length)}
            readOnly
            data-testid="rental-quantity"
          />
        ) : null}
        <Select
          label={t('RENTAL_EDIT.PRICING_TYPE')}
          required
          data={pricingOptions}
          allowDeselect={false}
          disabled={readOnly}
          value={values.pricingType}
          onChange={(next) => next && bindField(form, 'pricingType').onChange(next)}
          error={errorOf('pricingType')}
          data-testid="rental-pricing-type"
        />
        <NumberInput
          label={t('RENTAL_EDIT.DISCOUNT')}
          required
          min={0}
          max={100}
          decimalScale={2}
          suffix=" %"
          disabled={readOnly}
          {...bindField(form, 'discount')}
          error={errorOf('discount')}
          data-testid="rental-discount"
        />
      </SimpleGrid>
      {state.periodInvalid ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="period-warning"
        >
          {t('RENTAL_EDIT.PERIOD.INVALID')}
        </Alert>
      ) : null}
      {state.endsAfterStay && state.stayEndDate ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="stay-end-warning"
        >
          {t('RENTAL_EDIT.STAY_END_WARNING', { date: formatDay(state.stayEndDate) })}
        </Alert>
      ) : null}
    </>
  );
}
