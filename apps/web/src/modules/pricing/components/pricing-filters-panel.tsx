import { Button, Group, Paper, Select } from '@mantine/core';
import { IconCheck, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { noFilters, type PricingsState } from './use-pricings.ts';

/** The company and declination filters: applied by Validate, cleared by Delete filter. */
export function PricingFiltersPanel({ screen }: { screen: PricingsState }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" mb="md" data-testid="pricing-filters">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('PRICINGS.COMPANY')}
          placeholder={t('PRICINGS.CHOOSE_COMPANY')}
          data={screen.companies.options}
          value={screen.draft.company}
          onChange={(company) => screen.setDraft((current) => ({ ...current, company }))}
          searchable
          clearable
          nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
          w={280}
          data-testid="pricing-filter-company"
        />
        <Select
          label={t('PRICINGS.DECLINATION')}
          placeholder={t('PRICINGS.CHOOSE_DECLINATION')}
          data={screen.declinations}
          value={screen.draft.declination}
          onChange={(declination) => screen.setDraft((current) => ({ ...current, declination }))}
          searchable
          clearable
          nothingFoundMessage={t('SETTINGS.FORM.NO_MATCH')}
          maxDropdownHeight={400}
          w={340}
          data-testid="pricing-filter-declination"
        />
        <Group gap="xs">
          <Button
            leftSection={<IconCheck size={16} />}
            onClick={() => screen.setApplied(screen.draft)}
            data-testid="pricing-filter-validate"
          >
            {t('PRICINGS.VALIDATE')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} />}
            disabled={!screen.hasFilters}
            onClick={() => {
              screen.setDraft(noFilters);
              screen.setApplied(noFilters);
            }}
            data-testid="pricing-filter-delete"
          >
            {t('PRICINGS.DELETE_FILTER')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
