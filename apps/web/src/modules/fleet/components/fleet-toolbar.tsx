import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allSites, type FleetState } from './use-fleet.ts';

/** The products grid's toolbar: the site shown (or every site) and the range. */
export function FleetToolbar({ fleet }: { fleet: FleetState }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Select
        size="xs"
        w={220}
        aria-label={t('FLEET.SITE')}
        data={[{ value: allSites, label: t('FLEET.ALL_SITES') }, ...fleet.sites]}
        value={fleet.site}
        onChange={(value) => fleet.setSiteChoice(value ?? allSites)}
        allowDeselect={false}
        searchable
        data-testid="fleet-site"
      />
      <Select
        size="xs"
        w={180}
        aria-label={t('FLEET.RANGE')}
        placeholder={t('FLEET.ALL_RANGES')}
        data={fleet.ranges}
        value={fleet.range}
        onChange={fleet.setRange}
        clearable
        data-testid="fleet-range"
      />
    </Group>
  );
}
