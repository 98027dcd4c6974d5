import { Button, Checkbox, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconCheck, IconFilterOff } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IsoDateInput } from '@/ui/date-input.tsx';
import { type RentalDraft, rentalStateOptions, rentalTypeOptions } from '../rental-filters.ts';

/**
 * The filters above the rental list (rentals spec "Rental list"): rental type, state (without
 * Failed), start date and end date; Clear filters and Validate. On /rentals/{state} the state is
 * the route's and cannot be changed here.
 */
export function RentalFiltersPanel({
  draft,
  onDraft,
  onValidate,
  onClear,
  stateLocked,
}: {
  draft: RentalDraft;
  onDraft: (draft: RentalDraft) => void;
  onValidate: () => void;
  onClear: () => void;
  stateLocked: boolean;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onValidate();
  };
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="rental-filters">
      <form onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="xs">
          <Select
            label={t('RENTAL_LIST.RENTAL_TYPE')}
            placeholder={t('RENTAL_LIST.ALL')}
            data={rentalTypeOptions.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
            value={draft.rentalTypeId}
            onChange={(value) => onDraft({ ...draft, rentalTypeId: value })}
            clearable
            data-testid="filter-rental-type"
          />
          <Select
            label={t('RENTAL_LIST.STATE')}
            placeholder={t('RENTAL_LIST.ALL')}
            data={rentalStateOptions.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
            value={draft.stateId}
            onChange={(value) => onDraft({ ...draft, stateId: value })}
            clearable={!stateLocked}
            disabled={stateLocked}
            data-testid="filter-state"
          />
          <IsoDateInput
            label={t('RENTAL_LIST.START_DATE')}
            value={draft.startDate}
            onChange={(startDate) => onDraft({ ...draft, startDate })}
            data-testid="filter-start-date"
          />
          <IsoDateInput
            label={t('RENTAL_LIST.END_DATE')}
            value={draft.endDate}
            minDate={draft.startDate || undefined}
            onChange={(endDate) => onDraft({ ...draft, endDate })}
            data-testid="filter-end-date"
          />
        </SimpleGrid>
        <Group justify="space-between" gap="sm" mt="md">
          <Group gap="lg">
            <Checkbox
              label={t('RENTAL_LIST.UNPAID_ONLY')}
              checked={draft.unpaid}
              onChange={(event) => onDraft({ ...draft, unpaid: event.currentTarget.checked })}
              data-testid="filter-unpaid"
            />
            <Checkbox
              label={t('DEPOSITS.END_OF_STAY.FILTER')}
              checked={draft.toCollect}
              onChange={(event) => onDraft({ ...draft, toCollect: event.currentTarget.checked })}
              data-testid="filter-to-collect"
            />
          </Group>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFilterOff size={16} />}
              onClick={onClear}
              data-testid="filters-clear"
            >
              {t('RENTAL_LIST.CLEAR_FILTERS')}
            </Button>
            <Button type="submit" leftSection={<IconCheck size={16} />} data-testid="filters-validate">
              {t('RENTAL_LIST.VALIDATE')}
            </Button>
          </Group>
        </Group>
      </form>
    </Paper>
  );
}
