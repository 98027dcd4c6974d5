import { Button, Group } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FleetState } from './use-fleet.ts';

/** The header's actions of the tab shown: import and add a product, or add a range or a model. */
export function FleetActions({ fleet }: { fleet: FleetState }) {
  const { t } = useTranslation();
  return fleet.tab === 'products' ? (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} />}
        onClick={() => fleet.openDialog({ kind: 'import' })}
        data-testid="product-import"
      >
        {t('FLEET.IMPORT.OPEN')}
      </Button>
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={() => fleet.openDialog({ kind: 'product', product: null })}
        data-testid="product-add"
      >
        {t('FLEET.ADD')}
      </Button>
    </Group>
  ) : (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconPlus size={16} />}
        onClick={() => fleet.openDialog({ kind: 'range', range: null })}
        data-testid="range-add"
      >
        {t('FLEET.MODELS.RANGE_ADD')}
      </Button>
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={() =>
          fleet.openDialog({ kind: 'declination', declination: null, defaultRange: fleet.range })
        }
        data-testid="model-add"
      >
        {t('FLEET.MODELS.MODEL_ADD')}
      </Button>
    </Group>
  );
}
