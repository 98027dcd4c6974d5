import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconShieldLock } from '@tabler/icons-react';
import { type CompanyRead, companyRead } from '@velodesk/contract/api/settings';
import { Display } from '@velodesk/contract/ids';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyKeys } from '@/shared/data/keys/settings-keys.ts';
import { ActiveSwitch } from '@/ui/active-switch.tsx';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { activeFilter } from '../active-filter.ts';
import { useUpdateCompany } from '../hooks/use-settings-writes.ts';
import { CompanyModal } from './company-modal.tsx';
import { RetentionModal } from './retention-modal.tsx';

/**
 * Billing companies (back-office spec "Companies"): the grid of 10 rows, the Sage-export toggle
 * (with a spinner while it saves), the add/edit modal with the accounting periods, and each
 * company's retention of its customers' personal data (issue 26).
 */
export function CompanySettingsScreen() {
  const { t } = useTranslation();
  const { mutateAsync: updateCompany } = useUpdateCompany();
  const [modal, setModal] = useState<{ company: CompanyRead | null } | null>(null);
  const [retentionOf, setRetentionOf] = useState<CompanyRead | null>(null);

  const columns = useMemo((): GridColumn<CompanyRead>[] => {
    const toggleExport = async (company: CompanyRead, next: boolean) => {
      try {
        await updateCompany({ id: company.id, body: { hasExportSage: next } });
        notifySuccess(
          t(next ? 'SETTINGS.COMPANIES.EXPORT_ON' : 'SETTINGS.COMPANIES.EXPORT_OFF', {
            name: company.corporateName,
          }),
        );
      } catch {
        notifyError(t('SETTINGS.COMPANIES.EDIT_ERROR'));
      }
    };
    return [
      {
        id: 'id',
        headerKey: 'SETTINGS.ID',
        cell: (company) => company.id,
        width: 70,
      },
      {
        id: 'corporateName',
        headerKey: 'SETTINGS.COMPANIES.CORPORATE_NAME',
        cell: (company) => (
          <Text size="sm" fw={500} maw={150} lh={1.3}>
            {company.corporateName}
          </Text>
        ),
        filter: { kind: 'text' },
      },
      {
        id: 'currency.name',
        headerKey: 'SETTINGS.COMPANIES.CURRENCY',
        cell: (company) => company.currency.name,
        sortable: false,
      },
      {
        id: 'socialStatus',
        headerKey: 'SETTINGS.COMPANIES.SOCIAL_STATUS',
        cell: (company) => company.socialStatus,
      },
      {
        id: 'display.name',
        headerKey: 'SETTINGS.COMPANIES.DISPLAY_COLUMN',
        sortable: false,
        cell: (company) => (
          <Badge variant="light" color={company.display.id === Display.ht ? 'blue' : 'grape'} size="sm">
            {company.display.name}
          </Badge>
        ),
      },
      {
        id: 'address',
        headerKey: 'SETTINGS.COMPANIES.ADDRESS',
        sortable: false,
        cell: (company) => (
          <Stack gap={0} maw={115} title={`${company.address}, ${company.zipCode} ${company.city}`}>
            <Text size="sm" truncate="end">
              {company.address}
            </Text>
            <Text c="dimmed" size="xs" truncate="end">
              {company.zipCode} {company.city}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'email',
        headerKey: 'SETTINGS.COMPANIES.EMAIL',
        sortable: false,
        cell: (company) => (
          <Text size="sm" truncate="end" maw={115} title={company.email?.email}>
            {company.email?.email ?? '-'}
          </Text>
        ),
      },
      {
        id: 'hasExportSage',
        headerKey: 'SETTINGS.COMPANIES.HAS_EXPORT_SAGE',
        cell: (company) => (
          <ActiveSwitch
            checked={company.hasExportSage}
            onToggle={(next) => toggleExport(company, next)}
            label={t('SETTINGS.COMPANIES.HAS_EXPORT_SAGE')}
            testId={`company-export-${company.id}`}
          />
        ),
        filter: activeFilter,
      },
      {
        id: 'actions',
        headerKey: 'SETTINGS.ACTIONS',
        sortable: false,
        align: 'right',
        width: 100,
        cell: (company) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('PRIVACY.RETENTION.ACTION')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setRetentionOf(company)}
                aria-label={t('PRIVACY.RETENTION.ACTION')}
                data-testid={`company-retention-${company.id}`}
              >
                <IconShieldLock size={17} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('SETTINGS.EDIT')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setModal({ company })}
                aria-label={t('SETTINGS.EDIT')}
                data-testid={`company-edit-${company.id}`}
              >
                <IconPencil size={17} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ];
  }, [t, updateCompany]);

  return (
    <SettingsLayout
      title={t('MENU.COMPANY_SETTINGS')}
      subtitle={t('SETTINGS.COMPANIES.SUBTITLE')}
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setModal({ company: null })}
          data-testid="company-add"
        >
          {t('SETTINGS.COMPANIES.ADD')}
        </Button>
      }
    >
      <DataGrid
        resource="/companies"
        schema={companyRead}
        queryKey={companyKeys.lists()}
        columns={columns}
        rowKey={(company) => company.id}
        defaultItemsPerPage={10}
        testId="companies-grid"
      />
      {modal ? <CompanyModal company={modal.company} onClose={() => setModal(null)} /> : null}
      {retentionOf ? <RetentionModal company={retentionOf} onClose={() => setRetentionOf(null)} /> : null}
    </SettingsLayout>
  );
}
