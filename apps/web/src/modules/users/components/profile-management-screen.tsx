import { Button, Group, Text } from '@mantine/core';
import { IconListCheck, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ProfileRead, profileRead } from '@velodesk/contract/api/access';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataGrid, defaultGridSort } from '../../../ui/data-grid/data-grid.tsx';
import type { GridColumn } from '../../../ui/data-grid/grid-types.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.tsx';
import { SettingsLayout } from '../../../ui/settings-sidebar/settings-layout.tsx';
import { createProfile, updateProfile } from '../api/rights-api.ts';
import { usersQueryKeys } from '../hooks/users-query-keys.ts';
import { activeListFilter } from './active-filter.ts';
import { ActiveToggle } from './active-toggle.tsx';
import { FeatureAccessModal } from './feature-access-modal.tsx';
import { NameModal } from './name-modal.tsx';
import { RowAction } from './row-action.tsx';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; profile: ProfileRead }
  | { kind: 'access'; profile: ProfileRead };

/**
 * Profiles (back-office spec "Profiles"): the grid with its activation toggle, the profile modal
 * (name and description) and the feature-access checklist.
 */
export function ProfileManagementScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['profiles'] });

  const columns = useMemo((): GridColumn<ProfileRead>[] => {
    const toggle = async (profile: ProfileRead, next: boolean) => {
      try {
        await updateProfile(profile.id, { activated: next });
        notifySuccess(t(next ? 'PROFILES.ACTIVATED' : 'PROFILES.DEACTIVATED', { name: profile.name }));
        await queryClient.invalidateQueries({ queryKey: ['profiles'] });
      } catch (error) {
        notifyError(errorMessage(error, t, 'PROFILES.ACTIVATION_ERROR'));
      }
    };
    return [
      {
        id: 'id',
        headerKey: 'USERS.ID',
        cell: (profile) => profile.id,
        filter: { kind: 'number' },
        width: 80,
      },
      {
        id: 'name',
        headerKey: 'USERS.NAME',
        cell: (profile) => (
          <Text size="sm" fw={500}>
            {profile.name}
          </Text>
        ),
        filter: { kind: 'text' },
      },
      {
        id: 'description',
        headerKey: 'USERS.DESCRIPTION',
        cell: (profile) => profile.description || '-',
        filter: { kind: 'text' },
      },
      {
        id: 'activated',
        headerKey: 'USERS.ACTIVE_COLUMN',
        cell: (profile) => (
          <ActiveToggle
            checked={profile.activated}
            onToggle={(next) => toggle(profile, next)}
            label={t('USERS.ACTIVE_COLUMN')}
            testId={`profile-active-${profile.id}`}
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
        width: 110,
        cell: (profile) => (
          <Group gap={2} justify="flex-end" wrap="nowrap">
            <RowAction
              label={t('USERS.EDIT')}
              onClick={() => setDialog({ kind: 'edit', profile })}
              testId={`profile-edit-${profile.id}`}
            >
              <IconPencil size={17} />
            </RowAction>
            <RowAction
              label={t('PROFILES.ACCESS_TITLE')}
              onClick={() => setDialog({ kind: 'access', profile })}
              color="teal"
              testId={`profile-access-${profile.id}`}
            >
              <IconListCheck size={17} />
            </RowAction>
          </Group>
        ),
      },
    ];
  }, [t, queryClient]);

  return (
    <SettingsLayout
      title={t('MENU.PROFILE_MANAGEMENT')}
      subtitle={t('PROFILES.SUBTITLE')}
      actions={
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setDialog({ kind: 'add' })}
          data-testid="profile-add"
        >
          {t('PROFILES.ADD')}
        </Button>
      }
    >
      <DataGrid
        resource="/profiles"
        schema={profileRead}
        queryKey={usersQueryKeys.profilesGrid}
        columns={columns}
        rowKey={(profile) => profile.id}
        itemsPerPage={10}
        defaultSort={{ ...defaultGridSort, direction: 'asc' }}
        testId="profiles-grid"
      />
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <NameModal
          key={dialog.kind === 'edit' ? dialog.profile.id : 'add'}
          title={
            dialog.kind === 'add'
              ? t('PROFILES.ADD_TITLE')
              : t('PROFILES.EDIT_TITLE', { name: dialog.profile.name })
          }
          initial={
            dialog.kind === 'edit'
              ? { name: dialog.profile.name, description: dialog.profile.description ?? '' }
              : { name: '', description: '' }
          }
          withDescription
          errorKey={dialog.kind === 'add' ? 'PROFILES.ADD_ERROR' : 'PROFILES.EDIT_ERROR'}
          onSave={async ({ name, description }) => {
            if (dialog.kind === 'add') {
              await createProfile({ name, description: description || null });
              notifySuccess(t('PROFILES.ADD_SUCCESS', { name }));
            } else {
              const body = {
                ...(name !== dialog.profile.name ? { name } : {}),
                description: description || null,
              };
              await updateProfile(dialog.profile.id, body);
              notifySuccess(t('PROFILES.EDIT_SUCCESS', { name }));
            }
            await refresh();
          }}
          onClose={() => setDialog(null)}
          testId="profile-modal"
        />
      ) : null}
      {dialog?.kind === 'access' ? (
        <FeatureAccessModal profile={dialog.profile} onClose={() => setDialog(null)} />
      ) : null}
    </SettingsLayout>
  );
}
