import { ProfileManagementScreen } from '@/modules/users/components/profile-management-screen.tsx';

export function ProfileManagementPage() {
  return <ProfileManagementScreen />;
}
