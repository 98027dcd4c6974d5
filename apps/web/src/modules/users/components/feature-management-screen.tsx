import { Button, Code, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FeatureRead, featureRead } from '@velodesk/contract/api/access';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshGrants } from '../../../app/session/grants-refresher.tsx';
import { DataGrid, defaultGridSort } from '../../../ui/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../ui/data-grid/grid-types.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { SettingsLayout } from '../../../ui/settings-sidebar/settings-layout.tsx';
import { createFeature, updateFeature } from '../api/rights-api.ts';
import { featureLabel } from '../feature-label.ts';
import { usersQueryKeys } from '../hooks/users-query-keys.ts';
import { activeListFilter } from './active-filter.ts';
import { ActiveToggle } from './active-toggle.tsx';
import { NameModal } from './name-modal.tsx';
import { RowAction } from './row-action.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit'; feature: FeatureRead };

/** Features (back-office spec "Features"): the grid, activation from the grid, the name modal. */
export function FeatureManagementScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['features'] }), refreshGrants(queryClient, 0)]);

  const columns = useMemo((): GridColumn<FeatureRead>[] => {
    const toggle = async (feature: FeatureRead, next: boolean) => {
      try {
        await updateFeature(feature.id, { activated: next });
        notifySuccess(t(next ? 'FEATURES.ACTIVATED' : 'FEATURES.DEACTIVATED', { name: feature.name }));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['features'] }),
          refreshGrants(queryClient, 0),
        ]);
      } catch (error) {
        notifyError(errorMessage(error, t, 'FEATURES.ACTIVATION_ERROR'));
      }
    };
    return [
      {
        id: 'id',
        headerKey: 'USERS.ID',
        cell: (feature) => feature.id,
        filter: { kind: 'number' },
        width: 80,
      },
      {
        id: 'name',
        headerKey: 'USERS.NAME',
        cell: (feature) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500}>
              {feature.name}
            </Text>
            <Text size="xs" c="dimmed">
              {featureLabel(feature, t) !== feature.name ? featureLabel(feature, t) : null}
            </Text>
          </Group>
        ),
        filter: { kind: 'text' },
      },
      {
        id: 'identifier',
        headerKey: 'FEATURES.IDENTIFIER',
        sortable: false,
        cell: (feature) => <Code>{feature.identifier}</Code>,
      },
      {
        id: 'activated',
        headerKey: 'USERS.ACTIVE_COLUMN',
        cell: (feature) => (
          <ActiveToggle
            checked={feature.activated}
            onToggle={(next) => toggle(feature, next)}
            label={t('USERS.ACTIVE_COLUMN')}
            testId={`feature-active-${feature.id}`}
          />
        ),
        filter: activeListFilter,
        width: 120,
      },
      {
        id: 'actions',
        headerKey: 'USERS.ACTIONS',
        sortable: false,
        align: 'right',
        width: 90,
        cell: (feature) => (
          <Group gap={2} justify="flex-end" wrap="nowrap">
            <RowAction
              label={t('USERS.EDIT')}
              onClick={() => setDialog({ kind: 'edit', feature })}
              testId={`feature-edit-${feature.id}`}
            >
              <IconPencil size={17} />
            </RowAction>
          </Group>
        ),
      },
    ];
  }, [t, queryClient]);

  return (
    <SettingsLayout
      title={t('MENU.FEATURE_MANAGEMENT')}
      subtitle={t('FEATURES.SUBTITLE')}
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setDialog({ kind: 'add' })}
          data-testid="feature-add"
        >
          {t('FEATURES.ADD')}
        </Button>
      }
    >
      <DataGrid
        resource="/features"
        schema={featureRead}
        queryKey={usersQueryKeys.featuresGrid}
        columns={columns}
        rowKey={(feature) => feature.id}
        itemsPerPage={10}
        defaultSort={{ ...defaultGridSort, direction: 'asc' }}
        testId="features-grid"
      />
      {dialog ? (
        <NameModal
          key={dialog.kind === 'edit' ? dialog.feature.id : 'add'}
          title={
            dialog.kind === 'add'
              ? t('FEATURES.ADD_TITLE')
              : t('FEATURES.EDIT_TITLE', { name: dialog.feature.name })
          }
          initial={{ name: dialog.kind === 'edit' ? dialog.feature.name : '', description: '' }}
          withDescription={false}
          errorKey={dialog.kind === 'add' ? 'FEATURES.ADD_ERROR' : 'FEATURES.EDIT_ERROR'}
          onSave={async ({ name }) => {
            if (dialog.kind === 'add') {
              await createFeature({ name });
              notifySuccess(t('FEATURES.ADD_SUCCESS', { name }));
            } else {
              await updateFeature(dialog.feature.id, { name });
              notifySuccess(t('FEATURES.EDIT_SUCCESS', { name }));
            }
            await refresh();
          }}
          onClose={() => setDialog(null)}
          testId="feature-modal"
        />
      ) : null}
    </SettingsLayout>
  );
}
