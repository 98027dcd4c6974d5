import { Group, Text } from '@mantine/core';
import { type PlanningColour, planningColours } from '@velodesk/contract/api/rentals';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '@/i18n/text-key.ts';
import classes from './planning-grid.module.css';

const legendKeys: Record<PlanningColour, TextKey> = {
  reservation: 'PLANNING.LEGEND.RESERVATION',
  contract: 'PLANNING.LEGEND.CONTRACT',
  validated: 'PLANNING.LEGEND.VALIDATED',
  error: 'PLANNING.LEGEND.ERROR',
  disabled: 'PLANNING.LEGEND.DISABLED',
};

/** Under the grid: each colour's meaning, and what a drag does (or that the user may only look). */
export function PlanningLegend({ canReserve }: { canReserve: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" mt="xs" wrap="nowrap" justify="space-between">
      <Group gap="md" wrap="wrap" className={classes.legend} data-testid="planning-legend">
        {planningColours.map((colour) => (
          <Group key={colour} gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: `var(--planning-${colour})` }} />
            <Text size="xs">{t(legendKeys[colour])}</Text>
          </Group>
        ))}
      </Group>
      <Text
        size="xs"
        c="dimmed"
        truncate="end"
        ta="right"
        style={{ flex: 1, minWidth: 0 }}
        title={canReserve ? t('PLANNING.HINT') : t('PLANNING.HINT_READ_ONLY')}
      >
        {canReserve ? t('PLANNING.HINT') : t('PLANNING.HINT_READ_ONLY')}
      </Text>
    </Group>
  );
}
