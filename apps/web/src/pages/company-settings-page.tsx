import { CompanySettingsScreen } from '@/modules/settings/components/company-settings-screen.tsx';

export function CompanySettingsPage() {
  return <CompanySettingsScreen />;
}
