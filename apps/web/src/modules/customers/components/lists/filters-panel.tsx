import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../fields/country-select.tsx';
import type { PanelDraft, PanelField } from './list-filters.ts';

/**
 * The filters above a customers list and "Validate" (spec §2). Its "delete filter" is the grid's
 * one reset action, right below, which clears these fields too (docs/decisions/data-grid.md).
 */
export function FiltersPanel({
  fields,
  countryPosition,
  draft,
  onDraft,
  onValidate,
  isLoading,
}: {
  fields: readonly PanelField[];
  /** Where the country autocomplete sits among the text fields. */
  countryPosition: number;
  draft: PanelDraft;
  onDraft: (draft: PanelDraft) => void;
  onValidate: () => void;
  isLoading?: boolean;
}) {
  const { t } = useTranslation();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onValidate();
  };
  const inputs = fields.map((field) => (
    <TextInput
      key={field.filter}
      label={t(field.labelKey)}
      value={draft.texts[field.filter] ?? ''}
      onChange={(event) =>
        onDraft({ ...draft, texts: { ...draft.texts, [field.filter]: event.currentTarget.value } })
      }
      data-testid={field.testId}
    />
  ));
  inputs.splice(
    countryPosition,
    0,
    <CountrySelect
      key="country"
      label={t('CUSTOMERS.COUNTRY')}
      value={draft.country}
      onChange={(country) => onDraft({ ...draft, country })}
      testId="filter-country"
    />,
  );

  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="customer-filters">
      <form onSubmit={handleSubmit}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="xs">
          {inputs}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button
            type="submit"
            leftSection={<IconCheck size={16} />}
            loading={isLoading}
            data-testid="filters-validate"
          >
            {t('CUSTOMERS.VALIDATE')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
