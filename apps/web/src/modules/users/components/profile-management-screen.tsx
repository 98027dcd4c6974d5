import { Button, Text } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import type { ProfileRead } from '@velodesk/contract/api/access';
import { accessRoutes } from '@velodesk/contract/routes/access';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileKeys } from '@/shared/data/keys/users-keys.ts';
import { DataGrid, defaultGridSort } from '@/ui/data-grid/data-grid.tsx';
import type { GridColumn } from '@/ui/data-grid/grid-types.ts';
import { notifySuccess } from '@/ui/notify.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { useCreateProfile, useUpdateProfile } from '../hooks/use-users-mutations.ts';
import { actionsColumn, activatedColumn, activationToggle, idColumn } from './activation-columns.tsx';
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
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { mutateAsync: createProfile } = useCreateProfile();
  const { mutateAsync: updateProfile } = useUpdateProfile();

  const columns = useMemo((): GridColumn<ProfileRead>[] => {
    const toggle = activationToggle<ProfileRead>(
      t,
      (profile, activated) => updateProfile({ id: profile.id, body: { activated } }),
      (next, name) => t(next ? 'PROFILES.ACTIVATED' : 'PROFILES.DEACTIVATED', { name }),
      'PROFILES.ACTIVATION_ERROR',
    );
    return [
      idColumn(),
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
      activatedColumn(t, 'profile', toggle),
      actionsColumn(
        t,
        'profile',
        110,
        (profile) => setDialog({ kind: 'edit', profile }),
        (profile) => (
          <RowAction
            label={t('PROFILES.ACCESS_TITLE')}
            onClick={() => setDialog({ kind: 'access', profile })}
            color="teal"
            testId={`profile-access-${profile.id}`}
          >
            <IconListCheck size={17} />
          </RowAction>
        ),
      ),
    ];
  }, [t, updateProfile]);

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
        route={accessRoutes['GET /profiles']}
        queryKey={profileKeys.lists()}
        columns={columns}
        rowKey={(profile) => profile.id}
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
              await updateProfile({ id: dialog.profile.id, body });
              notifySuccess(t('PROFILES.EDIT_SUCCESS', { name }));
            }
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
