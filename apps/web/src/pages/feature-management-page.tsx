import { FeatureManagementScreen } from '@/modules/users/components/feature-management-screen.tsx';

export function FeatureManagementPage() {
  return <FeatureManagementScreen />;
}
