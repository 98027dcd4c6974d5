import { Center, Group, Loader, Modal, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ProductRead } from '@velodesk/contract/api/catalogue';
import { useTranslation } from 'react-i18next';
import { productHistoryKeys } from '@/shared/data/keys/fleet-keys.ts';
import { formatDateTime } from '@/ui/format.ts';
import { fetchHistory } from '../api/products-api.ts';
import { StatusBadge } from './status-badge.tsx';

/** A product's status history (GET /product_histories?product.id=…), newest first. */
export function StatusHistoryModal({ product, onClose }: { product: ProductRead; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: productHistoryKeys.list({ 'product.id': product.id }),
    queryFn: ({ signal }) => fetchHistory(product.id, signal),
  });
  const entries = query.data ?? [];

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('FLEET.HISTORY_TITLE', { internalNumber: product.internalNumber })}
      data-testid="history-modal"
    >
      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : query.isError ? (
        <Text c="red" size="sm" ta="center" py="lg">
          {t('GRID.LOAD_ERROR')}
        </Text>
      ) : entries.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="history-empty">
          {t('FLEET.HISTORY_EMPTY')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" striped highlightOnHover data-testid="history-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('FLEET.HISTORY_DATE')}</Table.Th>
                <Table.Th>{t('FLEET.HISTORY_CHANGE')}</Table.Th>
                <Table.Th>{t('FLEET.COMMENT')}</Table.Th>
                <Table.Th>{t('FLEET.HISTORY_BY')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} data-testid="history-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <StatusBadge status={entry.oldStatus} />
                      <IconArrowRight size={14} />
                      <StatusBadge status={entry.newStatus} />
                    </Group>
                  </Table.Td>
                  <Table.Td>{entry.comment ?? <Text c="dimmed">-</Text>}</Table.Td>
                  <Table.Td>
                    {entry.createdBy
                      ? [entry.createdBy.firstName, entry.createdBy.lastName].filter(Boolean).join(' ') ||
                        entry.createdBy.username
                      : '-'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
