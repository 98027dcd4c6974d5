import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColors, statusLabel } from '../fleet-statuses.ts';

/** A product status as a coloured badge. */
export function StatusBadge({ status }: { status: { id: number; status: string } }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={statusColors[status.id] ?? 'gray'}
      size="sm"
      tt="none"
      fw={600}
      // The whole label, never cut: the badge keeps its text's width (cells and cards leave room).
      styles={{
        root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' },
        label: { overflow: 'visible' },
      }}
      data-status={status.id}
    >
      {statusLabel(t, status)}
    </Badge>
  );
}
