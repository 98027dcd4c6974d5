import { Badge } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The EXPLORER badge of a customer whose fidelity level is above 0 (spec §4). */
export function FidelityBadge({ level }: { level: number }) {
  const { t } = useTranslation();
  if (level <= 0) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      size="sm"
      leftSection={<IconStarFilled size={10} />}
      title={t('CUSTOMERS.FIDELITY_LEVEL', { level })}
      data-testid="explorer-badge"
    >
      {t('CUSTOMERS.EXPLORER')}
    </Badge>
  );
}
