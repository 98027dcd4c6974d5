import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ProductRead } from '@velodesk/contract/api/catalogue';
import { useTranslation } from 'react-i18next';
import { declinationLabel } from '../declination-label.ts';
import { StatusBadge } from './status-badge.tsx';

/** The product whose status changes, and the change at a glance: from its status to the new one. */
export function StatusChangeSummary({
  product,
  statusId,
}: {
  product: ProductRead;
  statusId: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="sm" bg="gray.0">
      <Stack gap={8}>
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {product.internalNumber}
          </Text>
          <Text size="xs" c="dimmed">
            {declinationLabel(product.declination)} · {product.site.name}
          </Text>
        </Stack>
        {/* The change at a glance: the current status, an arrow, the new one once chosen. */}
        <Group gap="sm" wrap="wrap" align="flex-end" data-testid="status-change">
          <Stack gap={2} data-testid="status-from">
            <Text size="xs" c="dimmed">
              {t('FLEET.CURRENT_STATUS')}
            </Text>
            <StatusBadge status={product.status} />
          </Stack>
          <IconArrowRight size={18} aria-hidden data-testid="status-arrow" style={{ marginBottom: 1 }} />
          <Stack gap={2} data-testid="status-to">
            <Text size="xs" c="dimmed">
              {t('FLEET.NEW_STATUS')}
            </Text>
            {statusId ? (
              <StatusBadge status={{ id: statusId, status: '' }} />
            ) : (
              <Badge
                variant="outline"
                color="gray"
                size="sm"
                tt="none"
                fw={500}
                style={{ borderStyle: 'dashed' }}
              >
                {t('FLEET.STATUS_TO_CHOOSE')}
              </Badge>
            )}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
