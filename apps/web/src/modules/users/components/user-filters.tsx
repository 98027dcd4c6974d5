import { Button, Group, NumberInput, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSiteById } from '@/modules/sites/api/sites-api.ts';
import { siteKeys } from '@/shared/data/keys/sites-keys.ts';
import type { FilterValue, GridFilterKinds, GridFilters } from '@/ui/data-grid/grid-types.ts';
import { DestinationAutocomplete, type SiteChoice } from './destination-autocomplete.tsx';

/**
 * The filters of the user list (back-office spec "Users"), applied by Validate. They are the grid's
 * own filters (its state, in the page URL): the id, names and status are the same filters as the
 * column headers', and the grid's reset clears them all (docs/decisions/data-grid.md).
 */
export interface UserFilters {
  destination: SiteChoice | null;
  id: number | '';
  firstName: string;
  lastName: string;
  /** '1' active, '0' inactive, '' both. */
  activated: '' | '1' | '0';
}

export const emptyUserFilters: UserFilters = {
  destination: null,
  id: '',
  firstName: '',
  lastName: '',
  activated: '',
};

const destinationFilterKey = 'destinations.id';

/** The filter of the panel that no column shows. */
export const userPanelFilterKinds: GridFilterKinds = { [destinationFilterKey]: 'number' };

/** The panel's fields as the grid's filters hold them (the chosen destination kept while still on). */
export const userFiltersFromGrid = (filters: GridFilters, draft: UserFilters): UserFilters => {
  const text = (key: string) => {
    const filter = filters[key];
    return filter?.kind === 'text' || filter?.kind === 'number' ? filter.value : '';
  };
  const id = Number(text('id'));
  const activated = filters.activated?.kind === 'list' ? filters.activated.values : [];
  const destination = text(destinationFilterKey);
  return {
    destination: draft.destination && String(draft.destination.id) === destination ? draft.destination : null,
    id: Number.isInteger(id) && id > 0 ? id : '',
    firstName: text('firstName'),
    lastName: text('lastName'),
    activated: activated.length === 1 && (activated[0] === '1' || activated[0] === '0') ? activated[0] : '',
  };
};

/** The grid's filters with the panel's fields applied (other column filters kept). */
export const gridFiltersWithUser = (filters: GridFilters, draft: UserFilters): GridFilters => {
  const next: Record<string, FilterValue> = { ...filters };
  const put = (key: string, value: FilterValue | null) => {
    if (value) next[key] = value;
    else delete next[key];
  };
  put(
    destinationFilterKey,
    draft.destination ? { kind: 'number', value: String(draft.destination.id) } : null,
  );
  put('id', draft.id === '' ? null : { kind: 'number', value: String(draft.id) });
  put('firstName', draft.firstName.trim() ? { kind: 'text', value: draft.firstName.trim() } : null);
  put('lastName', draft.lastName.trim() ? { kind: 'text', value: draft.lastName.trim() } : null);
  put('activated', draft.activated === '' ? null : { kind: 'list', values: [draft.activated] });
  return next;
};

export function UserFiltersPanel({
  filters,
  onApply,
  isLoading,
}: {
  filters: GridFilters;
  onApply: (filters: GridFilters) => void;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<UserFilters>(() => userFiltersFromGrid(filters, emptyUserFilters));
  // The fields follow the filters whenever they change elsewhere (a column, the reset, the back button).
  const filtersKey = JSON.stringify(filters);
  const [draftKey, setDraftKey] = useState(filtersKey);
  if (draftKey !== filtersKey) {
    setDraftKey(filtersKey);
    setDraft(userFiltersFromGrid(filters, draft));
  }
  // A list opened from its URL holds the destination's id only: its name is read once.
  const destinationFilter = filters[destinationFilterKey];
  const destinationId = destinationFilter?.kind === 'number' ? Number(destinationFilter.value) : 0;
  // Once: a destination the user then clears stays cleared until Validate.
  const [namedDestination, setNamedDestination] = useState(0);
  const needsDestination =
    destinationId > 0 && draft.destination === null && namedDestination !== destinationId;
  const destination = useQuery({
    queryKey: siteKeys.list({ id: destinationId }),
    queryFn: ({ signal }) => fetchSiteById(destinationId, signal),
    enabled: needsDestination,
  });
  const site = needsDestination ? destination.data?.['hydra:member'][0] : undefined;
  if (site) {
    setNamedDestination(destinationId);
    setDraft({ ...draft, destination: { id: site.id, name: site.name } });
  }
  const set = <K extends keyof UserFilters>(field: K, value: UserFilters[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isLoading) onApply(gridFiltersWithUser(filters, draft));
  };

  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="user-filters">
      <form onSubmit={handleSubmit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <DestinationAutocomplete
            label={t('USERS.DESTINATIONS')}
            value={draft.destination}
            onChange={(site) => set('destination', site)}
            testId="user-filter-destination"
          />
          <NumberInput
            label={t('USERS.ID')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={draft.id}
            onChange={(value) => set('id', typeof value === 'number' ? value : '')}
            data-testid="user-filter-id"
          />
          <TextInput
            label={t('USERS.FIRST_NAME')}
            value={draft.firstName}
            onChange={(event) => set('firstName', event.currentTarget.value)}
            data-testid="user-filter-firstName"
          />
          <TextInput
            label={t('USERS.LAST_NAME')}
            value={draft.lastName}
            onChange={(event) => set('lastName', event.currentTarget.value)}
            data-testid="user-filter-lastName"
          />
          <Select
            label={t('USERS.STATUS')}
            placeholder={t('USERS.ALL')}
            clearable
            data={[
              { value: '1', label: t('USERS.ACTIVE') },
              { value: '0', label: t('USERS.INACTIVE') },
            ]}
            value={draft.activated === '' ? null : draft.activated}
            onChange={(value) => set('activated', value === '1' || value === '0' ? value : '')}
            comboboxProps={{ withinPortal: true }}
            data-testid="user-filter-activated"
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button
            type="submit"
            leftSection={<IconCheck size={16} />}
            disabled={isLoading}
            data-testid="user-filter-validate"
          >
            {t('USERS.VALIDATE')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
