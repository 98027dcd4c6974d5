import { Alert, Code, Text } from '@mantine/core';
import { type TechnicalEventRead, technicalEventTypes } from '@velodesk/contract/api/journal';
import { canExport } from '@velodesk/contract/permissions';
import { journalRoutes } from '@velodesk/contract/routes/journal';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { technicalEventKeys } from '@/shared/data/keys/invoices-keys.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatDateTime } from '@/ui/format.ts';
import { PageHeader } from '@/ui/page-header.tsx';

const typeKey = (type: string) => `JOURNAL.TYPE_${type.toUpperCase()}` as 'JOURNAL.TYPE_CLOSING';

const typeFilter = {
  kind: 'list',
  options: technicalEventTypes.map((type) => ({ value: type, labelKey: typeKey(type) })),
} as const;

/**
 * The technical event journal (docs/decisions/technical-event-journal.md), for finance and
 * administrators: every signed event, newest first, filtered by type and date.
 */
export function TechnicalJournalScreen() {
  const { t } = useTranslation();
  const grants = useGrants();
  const columns = useMemo(
    (): GridColumn<TechnicalEventRead>[] => [
      { id: 'sequence', headerKey: 'LEDGER.SEQUENCE', width: 80, cell: (e) => e.sequence },
      {
        id: 'occurredAt',
        headerKey: 'JOURNAL.OCCURRED_AT',
        width: 170,
        filter: { kind: 'date' },
        cell: (e) => formatDateTime(e.occurredAt),
      },
      {
        id: 'eventType',
        headerKey: 'JOURNAL.TYPE',
        width: 220,
        sortable: false,
        filter: typeFilter,
        cell: (e) => t(typeKey(e.eventType)),
      },
      {
        id: 'user.id',
        headerKey: 'JOURNAL.USER',
        width: 90,
        sortable: false,
        cell: (e) => (e.user ? `#${e.user.id}` : t('JOURNAL.SERVER')),
      },
      {
        id: 'details',
        headerKey: 'JOURNAL.DETAILS',
        sortable: false,
        cell: (e) => (
          <Code block={false} style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}>
            {JSON.stringify(e.details)}
          </Code>
        ),
      },
      {
        id: 'hash',
        headerKey: 'LEDGER.HASH',
        width: 120,
        sortable: false,
        cell: (e) => (
          <Text size="xs" ff="monospace" title={`${e.hash} · ${e.keyFingerprint}`}>
            {e.hash.slice(0, 12)}
          </Text>
        ),
      },
    ],
    [t],
  );

  if (grants && !canExport(grants))
    return (
      <>
        <PageHeader title={t('JOURNAL.TITLE')} />
        <Alert color="yellow">{t('LEDGER.FINANCE_ONLY')}</Alert>
      </>
    );
  return (
    <>
      <PageHeader title={t('JOURNAL.TITLE')} subtitle={t('JOURNAL.SUBTITLE')} />
      <DataGrid
        route={journalRoutes['GET /technical_events']}
        queryKey={technicalEventKeys.lists()}
        columns={columns}
        rowKey={(e) => e.id}
        defaultSort={{ column: 'sequence', direction: 'desc' }}
        testId="technical-events-grid"
      />
    </>
  );
}
