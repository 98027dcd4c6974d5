import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { DeployVersionRead } from '@velodesk/contract/api/versions';
import { versionsRoutes } from '@velodesk/contract/routes/versions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deployVersionKeys } from '@/shared/data/keys/versions-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { formatDateTime } from '@/ui/format.ts';
import { PageHeader } from '@/ui/page-header.tsx';
import { useEditorCertificate } from '../hooks/use-certificates.ts';

const version = (value: string, testId: string) => (
  <Text size="sm" ff="monospace" data-testid={testId}>
    {value}
  </Text>
);

/**
 * The deployed versions (back-office spec "About and versions", /changelog): each combination of the
 * API's, the web app's and the fiscal version the API started with, newest first, and each one's
 * editor certificate. The API sorts by id only.
 */
export function DeployVersionListScreen() {
  const { t } = useTranslation();
  const certificate = useEditorCertificate();
  const { open, openingId } = certificate;

  const columns = useMemo(
    (): GridColumn<DeployVersionRead>[] => [
      { id: 'id', headerKey: 'VERSIONS.ID', width: 80, cell: (v) => v.id },
      {
        id: 'versionBack',
        headerKey: 'VERSIONS.API_VERSION',
        sortable: false,
        cell: (v) => version(v.versionBack, `deploy-version-back-${v.id}`),
      },
      {
        id: 'versionFront',
        headerKey: 'VERSIONS.WEB_VERSION',
        sortable: false,
        cell: (v) => version(v.versionFront, `deploy-version-front-${v.id}`),
      },
      {
        id: 'versionFiscale',
        headerKey: 'VERSIONS.FISCAL_VERSION',
        sortable: false,
        cell: (v) => version(v.versionFiscale, `deploy-version-fiscal-${v.id}`),
      },
      {
        id: 'deployedAt',
        headerKey: 'VERSIONS.DEPLOYED_AT',
        sortable: false,
        width: 170,
        cell: (v) => formatDateTime(v.deployedAt),
      },
      {
        id: 'actions',
        headerKey: 'VERSIONS.ACTIONS',
        sortable: false,
        align: 'right',
        width: 90,
        cell: (v) => (
          <Group gap={2} wrap="nowrap" justify="flex-end">
            <Tooltip label={t('VERSIONS.EDITOR_CERTIFICATE')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('VERSIONS.EDITOR_CERTIFICATE')}
                loading={openingId === v.id}
                onClick={() => void open(v.id)}
                data-testid={`editor-certificate-${v.id}`}
              >
                <IconCertificate size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [t, open, openingId],
  );

  return (
    <>
      <PageHeader title={t('MENU.CHANGELOG')} subtitle={t('VERSIONS.LIST_SUBTITLE')} />
      <DataGrid
        route={versionsRoutes['GET /changelogs']}
        queryKey={deployVersionKeys.lists()}
        columns={columns}
        rowKey={(v) => v.id}
        defaultSort={{ column: 'id', direction: 'desc' }}
        testId="deploy-versions-grid"
      />
    </>
  );
}
