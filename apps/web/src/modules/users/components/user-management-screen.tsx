import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { usersRoutes } from '@velodesk/contract/routes/users';
import { useTranslation } from 'react-i18next';
import { userKeys } from '@/shared/data/keys/users-keys.ts';
import { DataGrid } from '@/ui/data-grid/data-grid.tsx';
import { SettingsLayout } from '@/ui/settings-sidebar/settings-layout.tsx';
import { useUserManagement } from './use-user-management.ts';
import { UserDialogs } from './user-dialogs.tsx';
import { UserFiltersPanel, userPanelFilterKinds } from './user-filters.tsx';

/**
 * User management (back-office spec "Users"): the filters, the grid with its active toggle and row
 * actions (edit, delete, duplicate, password, confirmation mail), and the user modals.
 */
export function UserManagementScreen() {
  const { t } = useTranslation();
  const screen = useUserManagement();
  return (
    <SettingsLayout
      title={t('MENU.USER_MANAGEMENT')}
      subtitle={t('USERS.SUBTITLE')}
      actions={
        screen.canEditUsers ? (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => screen.openDialog({ kind: 'add' })}
            data-testid="user-add"
          >
            {t('USERS.ADD')}
          </Button>
        ) : null
      }
    >
      <UserFiltersPanel
        filters={screen.grid.filters}
        onApply={screen.applyFilters}
        isLoading={screen.isLoading}
      />
      <DataGrid
        route={usersRoutes['GET /users']}
        queryKey={userKeys.lists()}
        columns={screen.columns}
        rowKey={(user) => user.id}
        state={screen.grid}
        onStateChange={screen.setGrid}
        extraFilters={userPanelFilterKinds}
        testId="users-grid"
      />
      <UserDialogs screen={screen} />
    </SettingsLayout>
  );
}
