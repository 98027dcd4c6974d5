import { SiteSettingsScreen } from '@/modules/settings/components/site-settings-screen.tsx';

export function SiteSettingsPage() {
  return <SiteSettingsScreen />;
}
