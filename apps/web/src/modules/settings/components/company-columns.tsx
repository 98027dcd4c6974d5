import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconShieldLock } from '@tabler/icons-react';
import type { CompanyRead } from '@velodesk/contract/api/settings';
import { Display } from '@velodesk/contract/ids';
import type { TFunction } from 'i18next';
import { ActiveSwitch } from '@/ui/active-switch.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { activeFilter } from '../active-filter.ts';

/** What the columns' cells do: the Sage-export toggle and the row actions' dialogs. */
export interface CompanyColumnsContext {
  t: TFunction;
  toggleExport: (company: CompanyRead, next: boolean) => Promise<void>;
  openRetention: (company: CompanyRead) => void;
  openEdit: (company: CompanyRead) => void;
}

/** The companies grid's columns (back-office spec "Companies"). */
export const companyColumns = (context: CompanyColumnsContext): GridColumn<CompanyRead>[] => [
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
        onToggle={(next) => context.toggleExport(company, next)}
        label={context.t('SETTINGS.COMPANIES.HAS_EXPORT_SAGE')}
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
        <Tooltip label={context.t('PRIVACY.RETENTION.ACTION')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => context.openRetention(company)}
            aria-label={context.t('PRIVACY.RETENTION.ACTION')}
            data-testid={`company-retention-${company.id}`}
          >
            <IconShieldLock size={17} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={context.t('SETTINGS.EDIT')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => context.openEdit(company)}
            aria-label={context.t('SETTINGS.EDIT')}
            data-testid={`company-edit-${company.id}`}
          >
            <IconPencil size={17} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  },
];
