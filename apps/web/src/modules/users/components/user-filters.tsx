import { Button, Group, NumberInput, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconCheck, IconFilterOff } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DestinationAutocomplete, type SiteChoice } from './destination-autocomplete.tsx';

/** The filters of the user list (back-office spec "Users"), applied by Validate. */
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

/** The API query of the filters (only those holding a value). */
export const userFilterQuery = (filters: UserFilters): Record<string, string | number> => {
  const query: Record<string, string | number> = {};
  if (filters.destination) query['destinations.id'] = filters.destination.id;
  if (filters.id !== '') query.id = filters.id;
  if (filters.firstName.trim()) query.firstName = filters.firstName.trim();
  if (filters.lastName.trim()) query.lastName = filters.lastName.trim();
  if (filters.activated !== '') query.activated = filters.activated;
  return query;
};

export function UserFiltersPanel({
  onApply,
  isLoading,
}: {
  onApply: (filters: UserFilters) => void;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<UserFilters>(emptyUserFilters);
  const set = <K extends keyof UserFilters>(field: K, value: UserFilters[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isLoading) onApply(draft);
  };
  const handleReset = () => {
    setDraft(emptyUserFilters);
    onApply(emptyUserFilters);
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
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} />}
            onClick={handleReset}
            data-testid="user-filter-reset"
          >
            {t('USERS.DELETE_FILTER')}
          </Button>
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
