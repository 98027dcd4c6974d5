import { UserManagementScreen } from '@/modules/users/components/user-management-screen.tsx';

export function UserManagementPage() {
  return <UserManagementScreen />;
}
