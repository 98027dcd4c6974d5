import { Button, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { STAY_STATE } from '@velodesk/contract/api/customers';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsoDateInput } from '@/ui/date-input.tsx';
import {
  emptyStaySearch,
  isReservation,
  type StaySearchValues,
  type StayStateValue,
  staySearchErrors,
} from './stay-search-rules.ts';

/**
 * Search the stay system: last name (3 characters at least), place name, present or reservation
 * and, for a reservation, the stay's start and end. The values stay when a search fails.
 */
export function StaySearchForm({
  onSearch,
  isSearching,
  onStayStateChange,
}: {
  onSearch: (values: StaySearchValues) => void;
  isSearching: boolean;
  /** Called when "present" / "reservation" changes: the results of the other kind no longer apply. */
  onStayStateChange?: (stayState: StayStateValue) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<StaySearchValues>(emptyStaySearch);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const errors = staySearchErrors(values);
  /** An end before the start shows as soon as either date is given, not only on the end field's edit. */
  const isTouched = (field: string) =>
    touched.has(field) ||
    (field === 'stayDateEnd' &&
      errors.stayDateEnd === 'CUSTOMERS.STAY_END_BEFORE_START' &&
      touched.has('stayDateStart'));
  const shown = (field: string) => (isSubmitted || isTouched(field) ? errors[field] : undefined);
  const set = <K extends keyof StaySearchValues>(
    field: K,
    value: StaySearchValues[K],
    errorField: string,
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(errorField));
  };

  /**
   * Another kind of stay is a new search: the date fields it shows are fresh (no error before the
   * user has touched them or searched again) and the parent drops the results of the old kind.
   */
  const changeStayState = (stayState: StayStateValue) => {
    if (stayState === values.stayState) return;
    setValues((current) => ({ ...current, stayState }));
    setIsSubmitted(false);
    setTouched((current) => {
      const next = new Set(current);
      next.delete('stayDateStart');
      next.delete('stayDateEnd');
      return next;
    });
    onStayStateChange?.(stayState);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (Object.keys(errors).length > 0 || isSearching) return;
    onSearch(values);
  };
  const message = (field: string) => {
    const key = shown(field);
    return key ? t(key, { min: 3 }) : undefined;
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="stay-search-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('CUSTOMERS.LASTNAME')}
          withAsterisk
          value={values.lastName}
          onChange={(event) => set('lastName', event.currentTarget.value, 'customerLastName')}
          error={message('customerLastName')}
          data-testid="stay-lastname"
        />
        <TextInput
          label={t('CUSTOMERS.PLACE_NAME')}
          value={values.placeName}
          onChange={(event) => set('placeName', event.currentTarget.value, 'emplacementName')}
          error={message('emplacementName')}
          data-testid="stay-place"
        />
      </SimpleGrid>
      <Radio.Group
        mt="sm"
        label={t('CUSTOMERS.STAY_STATE')}
        value={values.stayState}
        onChange={(value) => changeStayState(value as StayStateValue)}
        data-testid="stay-state"
      >
        <Group gap="lg" mt={6}>
          <Radio
            value={STAY_STATE.present}
            label={t('CUSTOMERS.STAY_PRESENT')}
            data-testid="stay-state-present"
          />
          <Radio
            value={STAY_STATE.reservation}
            label={t('CUSTOMERS.STAY_RESERVATION')}
            data-testid="stay-state-reservation"
          />
        </Group>
      </Radio.Group>
      {isReservation(values) ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
          <IsoDateInput
            label={t('CUSTOMERS.STAY_START')}
            value={values.startDate}
            onChange={(value) => set('startDate', value || null, 'stayDateStart')}
            error={message('stayDateStart')}
            withAsterisk
            data-testid="stay-start"
          />
          <IsoDateInput
            label={t('CUSTOMERS.STAY_END')}
            value={values.endDate}
            onChange={(value) => set('endDate', value || null, 'stayDateEnd')}
            error={message('stayDateEnd')}
            withAsterisk
            data-testid="stay-end"
          />
        </SimpleGrid>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button
          type="submit"
          leftSection={<IconSearch size={16} />}
          loading={isSearching}
          data-testid="stay-search"
        >
          {t('CUSTOMERS.SEARCH')}
        </Button>
      </Group>
    </form>
  );
}
