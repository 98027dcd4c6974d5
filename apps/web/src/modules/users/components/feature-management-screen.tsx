import { Button, Code, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FeatureRead } from '@velodesk/contract/api/access';
import { accessRoutes } from '@velodesk/contract/routes/access';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureKeys } from '@/shared/data/keys/users-keys.ts';
import { DataGrid, defaultGridSort } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { notifySuccess } from '@/ui/notify.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { featureLabel } from '../feature-label.ts';
import { useCreateFeature, useUpdateFeature } from '../hooks/use-users-mutations.ts';
import { actionsColumn, activatedColumn, activationToggle, idColumn } from './activation-columns.tsx';
import { NameModal } from './name-modal.tsx';

type Dialog = { kind: 'add' } | { kind: 'edit'; feature: FeatureRead };

/** Features (back-office spec "Features"): the grid, activation from the grid, the name modal. */
export function FeatureManagementScreen() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { mutateAsync: createFeature } = useCreateFeature();
  const { mutateAsync: updateFeature } = useUpdateFeature();

  const columns = useMemo((): GridColumn<FeatureRead>[] => {
    const toggle = activationToggle<FeatureRead>(
      t,
      (feature, activated) => updateFeature({ id: feature.id, body: { activated } }),
      (next, name) => t(next ? 'FEATURES.ACTIVATED' : 'FEATURES.DEACTIVATED', { name }),
      'FEATURES.ACTIVATION_ERROR',
    );
    return [
      idColumn(),
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
      activatedColumn(t, 'feature', toggle),
      actionsColumn(t, 'feature', 90, (feature) => setDialog({ kind: 'edit', feature })),
    ];
  }, [t, updateFeature]);

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
        route={accessRoutes['GET /features']}
        queryKey={featureKeys.lists()}
        columns={columns}
        rowKey={(feature) => feature.id}
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
              await updateFeature({ id: dialog.feature.id, body: { name } });
              notifySuccess(t('FEATURES.EDIT_SUCCESS', { name }));
            }
          }}
          onClose={() => setDialog(null)}
          testId="feature-modal"
        />
      ) : null}
    </SettingsLayout>
  );
}
